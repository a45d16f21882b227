import { sql } from 'kysely';
import { addDays, nowIn, startOfDayIn } from '#shared/domain/dates.ts';
import { reservaCodes, reservaMessages } from '#shared/domain/reserva-messages.ts';
import type { Ajustes } from '#shared/schemas/ajustes.ts';
import { isPostgres, type Db } from '#server/db/dialect.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Reloj } from '#server/modules/turnos/repository.ts';

/**
 * The day's ceiling of online bookings (Ajustes, `reservasOnlineMaxPorDia`). It counts the
 * bookings MADE online in the centre's current day (by `created_at`), not those booked FOR it:
 * the ceiling is against a flood, and a flood is many bookings made at once whatever days they
 * take. A booking cancelled since still counts (booking and cancelling again and again is a
 * flood too); one the staff deleted does not.
 */
export async function reservasOnlineDeHoy(db: Db, reloj: Reloj): Promise<number> {
  const hoy = nowIn(reloj.timeZone, new Date(reloj.now())).fecha;
  const desde = startOfDayIn(hoy, reloj.timeZone).toISOString();
  const hasta = startOfDayIn(addDays(hoy, 1), reloj.timeZone).toISOString();
  const { n } = await db
    .selectFrom('turnos')
    // A visit of several services is one booking.
    .select(sql<number>`count(distinct coalesce(id_visita, id))`.as('n'))
    .where('origen', '=', 'online')
    .where('created_at', '>=', desde)
    .where('created_at', '<', hasta)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function topeAlcanzado(db: Db, ajustes: Ajustes, reloj: Reloj): Promise<boolean> {
  return (await reservasOnlineDeHoy(db, reloj)) >= ajustes.reservasOnlineMaxPorDia;
}

/**
 * Inside the booking's transaction, before anything is written: refuses once the ceiling is
 * reached. On PostgreSQL every online booking takes one lock first, so simultaneous ones are
 * counted one after another and never pass the ceiling together; SQLite runs one transaction at
 * a time already.
 */
export async function comprobarTopeDiario(trx: Db, ajustes: Ajustes, reloj: Reloj): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext('reservas:tope-diario'))`.execute(trx);
  if (await topeAlcanzado(trx, ajustes, reloj)) {
    throw new HttpError(429, reservaMessages.topeDiario, { code: reservaCodes.topeDiario });
  }
}
