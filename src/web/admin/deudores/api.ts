import { queryOptions } from '@tanstack/react-query';
import type { Deudor } from '#shared/schemas/reportes.ts';
import { api } from '#web/lib/api.ts';
import { resourceKeys } from '#web/lib/query-keys.ts';

// Under the reports' root: an appointment paid, a client renamed or a phone corrected anywhere
// refreshes the list.
export const deudoresKeys = {
  lista: () => [...resourceKeys.reportes, 'deudores'] as const,
};

/** The clients who owe for appointments already past, largest debt first. */
export function deudoresQuery() {
  return queryOptions({
    queryKey: deudoresKeys.lista(),
    queryFn: ({ signal }) => api<Deudor[]>('/reportes/deudores', { signal }),
  });
}
