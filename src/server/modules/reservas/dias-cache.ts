import { LRUCache } from 'lru-cache';
import type { Ahora } from '#shared/domain/disponibilidad.ts';
import type { Ajustes } from '#shared/schemas/ajustes.ts';
import { writeMarkOf, type Db } from '#server/db/dialect.ts';
import { diasReservables } from './repository.ts';

type DiasQuery = { servicios: readonly number[]; idEmpleado?: number | undefined };

/**
 * The bookable days of a service (GET /api/reservas/dias), kept already written as JSON bytes until
 * anything is written to the database or the centre's clock moves a minute (the minimum notice
 * and "today" depend on it). Every day to the horizon is worked out from every employee's hours
 * and bookings: 20–130 ms, against well under a millisecond to send a kept answer
 * (decision 029).
 *
 * Each answer is kept under the write mark read before it was loaded (db/dialect.ts writeMarkOf),
 * so a write made meanwhile leaves it unreachable; simultaneous requests for one key share one
 * load, and a failed load (an unknown service) is not kept: `LRUCache.fetch`'s own rules.
 */
export function diasCache(
  db: Db,
  load: typeof diasReservables = diasReservables,
): (q: DiasQuery, ajustes: Ajustes, ahora: Ahora) => Promise<Buffer> {
  const writeMark = writeMarkOf(db);
  // A few dozen services × 'Cualquiera' and each professional; an answer is at most ~13 KB (365 days).
  const kept = new LRUCache<string, Buffer, { q: DiasQuery; ajustes: Ajustes; ahora: Ahora }>({
    max: 512,
    fetchMethod: async (_key, _stale, { context }) =>
      Buffer.from(JSON.stringify(await load(db, context.q, context.ajustes, context.ahora))),
  });
  return async (q, ajustes, ahora) => {
    const key = `${await writeMark()} ${ahora.fecha} ${ahora.hora} ${q.servicios.join(',')} ${q.idEmpleado ?? '*'}`;
    const dias = await kept.fetch(key, { context: { q, ajustes, ahora } });
    if (dias === undefined) throw new Error('No se pudieron calcular los días reservables.'); // load never answers undefined
    return dias;
  };
}
