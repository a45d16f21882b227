import { LRUCache } from 'lru-cache';

/**
 * Per-address counts in windows of `ventanaMs` from each address's first request, kept in this
 * process's memory (bounded to 50,000 addresses, the least recently seen forgotten first): for
 * limits on reads and on work that writes nothing, where a row per request in the database would
 * cost more than what it guards. With several instances an address gets the limit at each.
 *
 * Counts one request of `key` (an addressKey) and answers null while within `porVentana`, or the
 * whole seconds until its window ends (a Retry-After).
 */
export function ventanasPorDireccion(
  limite: { porVentana: number; ventanaMs: number },
  now: () => number,
): (key: string) => number | null {
  const ventanas = new LRUCache<string, { desde: number; n: number }>({ max: 50_000 });
  return (key) => {
    const t = now();
    let ventana = ventanas.get(key);
    if (ventana === undefined || t - ventana.desde >= limite.ventanaMs || t < ventana.desde) {
      ventana = { desde: t, n: 0 };
      ventanas.set(key, ventana);
    }
    ventana.n++;
    return ventana.n > limite.porVentana ? Math.ceil((ventana.desde + limite.ventanaMs - t) / 1000) : null;
  };
}
