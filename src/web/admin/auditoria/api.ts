import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditoriaEntry } from '#shared/schemas/auditoria.ts';
import { api } from '#web/lib/api.ts';
import { resourceKeys } from '#web/lib/query-keys.ts';

export interface AuditoriaFilter {
  desde: string;
  hasta: string;
  entity: string | null;
}

function search({ desde, hasta, entity }: AuditoriaFilter): string {
  const params = new URLSearchParams({ desde, hasta });
  if (entity !== null) params.set('entity', entity);
  return params.toString();
}

export const auditoriaKeys = {
  log: (filter: AuditoriaFilter) => [...resourceKeys.auditoria, search(filter)] as const,
};

/** The audit log of a date range, of one kind of record or all. */
export function auditoriaQuery(filter: AuditoriaFilter, enabled: boolean) {
  return queryOptions({
    queryKey: auditoriaKeys.log(filter),
    queryFn: ({ signal }) => api<AuditoriaEntry[]>(`/auditoria?${search(filter)}`, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
