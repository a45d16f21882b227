import { LRUCache } from 'lru-cache';
import { writeCountOf, type Db } from '#server/db/dialect.ts';

/**
 * The agenda's day list, loaded once and kept in memory until anything is written to the database
 * (decision 015). Each day is kept under the write count read before it was loaded, so a write
 * makes every kept day unreachable; simultaneous requests for one day share one load, and a failed
 * load is not kept (both are `LRUCache.fetch`'s own rules). Where the database has no write count
 * this process can trust (PostgreSQL, shared by instances), every call loads.
 */
export function dayListCache<T extends string | Buffer>(
  db: Db,
  load: (fecha: string) => Promise<T>,
): (fecha: string) => Promise<T> {
  const writeCount = writeCountOf(db);
  if (writeCount === null) return load;
  // The agenda moves around today; a fully booked day of 10 employees is ~60 KB.
  const days = new LRUCache<string, T, string>({ max: 64, fetchMethod: (_key, _stale, { context }) => load(context) });
  return async (fecha) => {
    const day = await days.fetch(`${writeCount()} ${fecha}`, { context: fecha });
    if (day === undefined) throw new Error(`No se pudo cargar el día ${fecha}.`); // load never answers undefined
    return day;
  };
}
