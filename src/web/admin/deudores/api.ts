import { infiniteQueryOptions } from '@tanstack/react-query';
import type { DeudoresPagina } from '#shared/schemas/reportes.ts';
import { api } from '#web/lib/api.ts';
import { resourceKeys } from '#web/lib/query-keys.ts';

// Under the reports' root: an appointment paid, a client renamed or a phone corrected anywhere
// refreshes the list (every page drawn, asked for again in turn).
export const deudoresKeys = {
  lista: () => [...resourceKeys.reportes, 'deudores'] as const,
};

/**
 * The clients who owe for appointments already past, largest debt first, a hundred at a time:
 * a centre of years may have thousands who owe a little, and the whole list was most of the
 * screen's wait. Each page carries the whole list's count and sum.
 */
export function deudoresQuery() {
  return infiniteQueryOptions({
    queryKey: deudoresKeys.lista(),
    queryFn: ({ pageParam, signal }) =>
      api<DeudoresPagina>(`/reportes/deudores/pagina?pagina=${pageParam}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagina * last.porPagina < last.clientes ? last.pagina + 1 : undefined),
  });
}
