import { reservaCodes, reservaMessages } from '#shared/domain/reserva-messages.ts';
import type { Db } from '#server/db/dialect.ts';
import { HttpError } from '#server/http/errors.ts';

/** How many bookings one address or one phone may make: against a flood, never against a client. */

/** Bookings made per address in an hour, and per phone in a day, before 429. */
export const RESERVAS_LIMITE = { porDireccion: 10, direccionMs: 3_600_000, porTelefono: 6, telefonoMs: 86_400_000 };

/**
 * The limits per address (an hour) and per phone (a day) count bookings MADE, never refused ones
 * (a time taken meanwhile, a bad field): `reservas_intentos` gets its row in the booking's own
 * transaction, so a refusal rolls it back with everything else. Checked inside that transaction,
 * after the day's ceiling has taken its lock (tope-diario.ts): on PostgreSQL every online booking
 * passes that lock one at a time, and SQLite runs one transaction at a time, so simultaneous
 * requests are counted one after another and cannot all slip under. A refusal says how long to
 * wait: until the oldest booking counted leaves its window.
 */
export async function comprobarLimites(trx: Db, ip: string, telefono: string, now: number): Promise<void> {
  await trx
    .deleteFrom('reservas_intentos')
    .where('at', '<=', new Date(now - RESERVAS_LIMITE.telefonoMs).toISOString())
    .execute();
  const ventana = async (column: 'ip' | 'telefono', value: string, ms: number, max: number) => {
    const rows = await trx
      .selectFrom('reservas_intentos')
      .select('at')
      .where(column, '=', value)
      .where('at', '>', new Date(now - ms).toISOString())
      .orderBy('at', 'desc')
      .limit(max)
      .execute();
    // Full: free again when the oldest of the last `max` leaves the window.
    const oldest = rows.length >= max ? rows[rows.length - 1]?.at : undefined;
    return oldest === undefined ? 0 : Date.parse(oldest) + ms - now;
  };
  const espera = Math.max(
    await ventana('ip', ip, RESERVAS_LIMITE.direccionMs, RESERVAS_LIMITE.porDireccion),
    await ventana('telefono', telefono, RESERVAS_LIMITE.telefonoMs, RESERVAS_LIMITE.porTelefono),
  );
  if (espera > 0) {
    throw new HttpError(429, reservaMessages.demasiadasReservasSeguidas(esperaTexto(espera)), {
      code: reservaCodes.demasiadasReservasSeguidas,
    });
  }
}

/** A wait as a person says it: 'un minuto', '45 minutos', 'una hora', '5 horas' (rounded up). */
export function esperaTexto(ms: number): string {
  const minutos = Math.max(1, Math.ceil(ms / 60_000));
  if (minutos < 60) return minutos === 1 ? 'un minuto' : `${minutos} minutos`;
  const horas = Math.ceil(minutos / 60);
  return horas === 1 ? 'una hora' : `${horas} horas`;
}

/** The booking just made, counted for the limits (comprobarLimites), in its transaction. */
export async function contarReserva(trx: Db, ip: string, telefono: string, now: number): Promise<void> {
  await trx
    .insertInto('reservas_intentos')
    .values({ ip, telefono, at: new Date(now).toISOString() })
    .execute();
}
