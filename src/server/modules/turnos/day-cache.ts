import { dataVersionOf, type Db } from '#server/db/dialect.ts';

/** Days kept: the agenda moves around today; ~60 KB each for a fully booked day of 10 employees. */
const MAX_DAYS = 64;

/**
 * The agenda's day list, written once and kept in memory until anything it shows is written
 * again (decision 009). Concurrent loads of one day share a single query. Where the database has
 * no write counter (PostgreSQL, shared by instances) every call loads.
 */
export function dayListCache<T>(db: Db, load: (fecha: string) => Promise<T>): (fecha: string) => Promise<T> {
  const version = dataVersionOf(db);
  if (version === null) return load;
  const days = new Map<string, { version: number; body: Promise<T> }>();
  return (fecha) => {
    const current = version.current;
    const kept = days.get(fecha);
    days.delete(fecha);
    if (kept !== undefined && kept.version === current) {
      days.set(fecha, kept); // most recently used last
      return kept.body;
    }
    const body = load(fecha);
    const entry = { version: current, body };
    days.set(fecha, entry);
    if (days.size > MAX_DAYS) days.delete(days.keys().next().value as string);
    // A failed load is not kept: the next request tries again.
    body.catch(() => {
      if (days.get(fecha) === entry) days.delete(fecha);
    });
    return body;
  };
}
