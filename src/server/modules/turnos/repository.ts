import { fromCents, toCents } from '#shared/domain/money.ts';
import { ensenaAlServicio } from '#shared/domain/precio-del-turno.ts';
import type { Asistencia } from '#shared/domain/asistencia.ts';
import type { Turno, TurnoValues } from '#shared/schemas/turno.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import type { Db } from '#server/db/dialect.ts';
import { instante, type Reloj } from '#server/reloj.ts';
import { getAjustes } from '#server/modules/ajustes/repository.ts';
import { registrarPagoDeTurno } from '#server/modules/ventas/repository.ts';
import type { Correos } from '#server/modules/correos/outbox.ts';
import { agendar, lockEmpleados, reagendar, type Pedido } from './agendar.ts';
import { moverVisita, quienesAcompanan } from './mover-visita.ts';
import { getTurno } from './lectura.ts';

// The module's reads and the clock, where the other modules have always found them.
export type { Reloj } from '#server/reloj.ts';
export { buscarTurnos, clienteMatcher, listTurnos, selectTurnos, toTurno, turnoNotFound } from './lectura.ts';

const ENTITY = 'turnos';
const CANCELO: Asistencia = 'Canceló';

/**
 * Marks bookings 'Canceló' inside the caller's transaction (erasing a client's data cancels the
 * bookings ahead): each gets its audit entry, as an attendance change from the agenda does, and
 * money is untouched, as there (a deposit stays paid).
 */
export async function cancelarTurnos(trx: Db, userId: number, reloj: Reloj, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const empleados = await trx.selectFrom('turnos').select('id_empleado').where('id', 'in', ids).execute();
  await lockEmpleados(
    trx,
    empleados.map((e) => e.id_empleado),
  );
  for (const id of ids) {
    const before = await getTurno(trx, id);
    await trx
      .updateTable('turnos')
      .set({ asistencia: CANCELO, updated_at: instante(reloj) })
      .where('id', '=', id)
      .execute();
    const after = await getTurno(trx, id);
    await recordAudit(trx, { userId, action: 'editar', entity: ENTITY, entityId: id, before, after });
  }
}

/**
 * Spec section 4: an appointment saved with another duration or price updates its base service
 * (on a change, only when the booking's own price, duration or service changed: decision 007),
 * unless the owner turned that off in Ajustes (decision 041): then the price is the booking's own.
 */
async function applyToBaseService(db: Db, userId: number, reloj: Reloj, t: TurnoValues): Promise<void> {
  if (!(await getAjustes(db)).turnoActualizaServicio) return;
  const s = await db
    .selectFrom('servicios_base')
    .select(['id', 'precio_cents', 'duracion_sugerida'])
    .where('id', '=', t.idServicio)
    .executeTakeFirstOrThrow();
  const precio = toCents(t.costo);
  if (s.precio_cents === precio && s.duracion_sugerida === t.duracion) return;
  await db
    .updateTable('servicios_base')
    .set({ precio_cents: precio, duracion_sugerida: t.duracion, updated_at: instante(reloj) })
    .where('id', '=', t.idServicio)
    .execute();
  await recordAudit(db, {
    userId,
    action: 'editar',
    entity: 'servicios_base',
    entityId: t.idServicio,
    before: { precio: fromCents(s.precio_cents), duracionSugerida: s.duracion_sugerida },
    after: { precio: t.costo, duracionSugerida: t.duracion, porTurno: true },
  });
}

export async function createTurno(
  db: Db,
  userId: number,
  reloj: Reloj,
  t: TurnoValues,
  correos?: Correos | null,
): Promise<Turno> {
  return db.transaction().execute((trx) => agendar(trx, altaDelPanel(trx, userId, reloj, t, correos)));
}

/** A new booking from the panel (one, or a service of a visit): it teaches its base service and records what it paid. */
export function altaDelPanel(trx: Db, userId: number, reloj: Reloj, t: TurnoValues, correos?: Correos | null): Pedido {
  return {
    userId,
    reloj,
    turno: t,
    correos,
    ademas: async ({ after }) => {
      await applyToBaseService(trx, userId, reloj, t);
      await registrarPagoDeTurno(trx, userId, reloj, { before: null, after, medio: t.medioPago });
    },
  };
}

export async function updateTurno(
  db: Db,
  userId: number,
  reloj: Reloj,
  id: number,
  t: TurnoValues,
  correos?: Correos | null,
): Promise<Turno> {
  return db.transaction().execute(async (trx) => {
    const pedidoDe = (idTurno: number, turno: TurnoValues, propio: boolean): Pedido => ({
      userId,
      reloj,
      turno,
      correos,
      ademas: async ({ before, after }) => {
        // Only a price, duration or service the user changed teaches the base service; the
        // visit's other bookings, moved with it, teach nothing.
        if (propio && before !== null && ensenaAlServicio(before, turno)) {
          await applyToBaseService(trx, userId, reloj, turno);
        }
        await registrarPagoDeTurno(trx, userId, reloj, { before, after, medio: propio ? turno.medioPago : undefined });
      },
    });
    const { before, otros } = await quienesAcompanan(trx, id, t);
    if (otros.length === 0) return reagendar(trx, id, pedidoDe(id, t, true));
    return moverVisita(trx, { id, before, turno: t, otros }, pedidoDe);
  });
}

/**
 * Deleting an appointment takes what it had paid out of the books: a refund entry in the method
 * it was paid by (its entry keeps the description; the appointment's id goes with the row).
 */
export async function deleteTurno(db: Db, userId: number, reloj: Reloj, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await getTurno(trx, id);
    await registrarPagoDeTurno(trx, userId, reloj, {
      before,
      after: null,
      medio: undefined,
    });
    await trx.deleteFrom('turnos').where('id', '=', id).execute();
    await recordAudit(trx, { userId, action: 'eliminar', entity: ENTITY, entityId: id, before });
  });
}
