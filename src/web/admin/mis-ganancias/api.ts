import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Rango } from '#shared/domain/ranges.ts';
import type { Ganancias } from '#shared/schemas/liquidacion.ts';
import { api } from '#web/lib/api.ts';
import { resourceKeys } from '#web/lib/query-keys.ts';

// Under the commissions' root: a ticket charged or a settlement paid refreshes them.
export const misGananciasKeys = {
  rango: (rango: Rango | null) => [...resourceKeys.liquidaciones, 'mias', rango?.desde, rango?.hasta] as const,
};

/** Her own commissions and tips of a range, line by line. */
export function misGananciasQuery(rango: Rango | null) {
  return queryOptions({
    queryKey: misGananciasKeys.rango(rango),
    queryFn: ({ signal }) =>
      api<Ganancias>(`/mi/ganancias?desde=${rango?.desde ?? ''}&hasta=${rango?.hasta ?? ''}`, { signal }),
    enabled: rango !== null,
    placeholderData: keepPreviousData,
  });
}
