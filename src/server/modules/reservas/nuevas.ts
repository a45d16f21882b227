import type { ReservasNuevas } from '#shared/schemas/reserva.ts';
import type { Db } from '#server/db/dialect.ts';
import { selectTurnos, toTurno } from '#server/modules/turnos/repository.ts';

/** The staff's notice of online bookings made since each of them last looked. */

/** Since when a member of staff has not looked at the online bookings: their last look, else their account's start. */
async function vistasDesde(db: Db, userId: number): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select(['reservas_vistas_at', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return user.reservas_vistas_at ?? user.created_at;
}

/**
 * The online bookings made since the user last looked, newest first (the 50 newest), how many,
 * and the moment of this answer (`hasta`), which the agenda sends back when the user looks; and
 * as news beside them, the bookings their clients cancelled by their own link since (decision 048).
 */
export async function reservasNuevas(db: Db, userId: number, now: number): Promise<Omit<ReservasNuevas, 'origenes'>> {
  const hasta = new Date(now).toISOString();
  const desde = await vistasDesde(db, userId);
  const rows = await selectTurnos(db)
    .where('t.origen', '=', 'online')
    .where('t.created_at', '>', desde)
    .where('t.created_at', '<=', hasta)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(50)
    .execute();
  const { n } = await db
    .selectFrom('turnos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('origen', '=', 'online')
    .where('created_at', '>', desde)
    .where('created_at', '<=', hasta)
    .executeTakeFirstOrThrow();
  const canceladas = await selectTurnos(db)
    .where('t.confirmacion', '=', 'Canceló')
    .where('t.respuesta_at', '>', desde)
    .where('t.respuesta_at', '<=', hasta)
    .orderBy('t.respuesta_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(50)
    .execute();
  const { c } = await db
    .selectFrom('turnos')
    .select((eb) => eb.fn.countAll<number>().as('c'))
    .where('confirmacion', '=', 'Canceló')
    .where('respuesta_at', '>', desde)
    .where('respuesta_at', '<=', hasta)
    .executeTakeFirstOrThrow();
  return {
    cantidad: Number(n),
    turnos: rows.map(toTurno),
    hasta,
    cancelaciones: canceladas.map(toTurno),
    cancelacionesCantidad: Number(c),
  };
}

/**
 * The user has looked at the list answered at `hasta` (never later than now): the count starts
 * again from there, so a booking made after that answer is still new. A mark never moves back.
 */
export async function marcarReservasVistas(db: Db, userId: number, now: number, hasta?: string): Promise<void> {
  const nowIso = new Date(now).toISOString();
  const mark = hasta !== undefined && hasta < nowIso ? hasta : nowIso;
  await db
    .updateTable('users')
    .set({ reservas_vistas_at: mark })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('reservas_vistas_at', 'is', null), eb('reservas_vistas_at', '<', mark)]))
    .execute();
}
