import { nowIn } from '#shared/domain/dates.ts';

/**
 * The centre's clock, injected: app.ts builds it from the configured time zone and `now`
 * (Date.now in production, a fixed or moving instant in tests). Every module reads "now" from
 * it, so a test that sets the time sets it for the whole write: the appointment's created_at,
 * the payment's day, the booking limits and the day's ceiling agree. A lint rule refuses
 * `new Date()` and `Date.now()` in src/server/modules (eslint.config.js).
 */
export interface Reloj {
  timeZone: string;
  now: () => number;
}

/** This instant as the database keeps it (created_at, updated_at…): ISO 8601 in UTC. */
export function instante(reloj: Pick<Reloj, 'now'>): string {
  return new Date(reloj.now()).toISOString();
}

/** The centre's date and time now: `{ fecha: 'YYYY-MM-DD', hora: 'HH:MM' }`. */
export function ahoraEn(reloj: Reloj): ReturnType<typeof nowIn> {
  return nowIn(reloj.timeZone, new Date(reloj.now()));
}
