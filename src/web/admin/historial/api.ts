import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Rango } from '#shared/domain/ranges.ts';
import type { Gasto, GastoInput } from '#shared/schemas/gasto.ts';
import type { Turno } from '#shared/schemas/turno.ts';
import { api } from '#web/lib/api.ts';
import { resourceKeys, useWriteMutation } from '#web/lib/query-keys.ts';

export const historialKeys = {
  turnos: (rango: Rango | null) => [...resourceKeys.turnos, 'rango', rango?.desde, rango?.hasta] as const,
  gastos: (rango: Rango | null) => [...resourceKeys.gastos, 'rango', rango?.desde, rango?.hasta] as const,
};

/** The appointments of the range, with the employee's name. */
export function turnosRangoQuery(rango: Rango | null) {
  return queryOptions({
    queryKey: historialKeys.turnos(rango),
    queryFn: ({ signal }) =>
      api<Turno[]>(`/turnos?desde=${rango?.desde ?? ''}&hasta=${rango?.hasta ?? ''}`, { signal }),
    enabled: rango !== null,
    placeholderData: keepPreviousData,
  });
}

export function gastosRangoQuery(rango: Rango | null) {
  return queryOptions({
    queryKey: historialKeys.gastos(rango),
    queryFn: ({ signal }) =>
      api<Gasto[]>(`/gastos/rango?desde=${rango?.desde ?? ''}&hasta=${rango?.hasta ?? ''}`, { signal }),
    enabled: rango !== null,
    placeholderData: keepPreviousData,
  });
}

/** Records an expense; the list shows it once the server has saved it (never before). */
export function useSaveGasto() {
  return useWriteMutation('gastos', (values: GastoInput) =>
    api<Gasto>('/gastos', { method: 'POST', body: values, redirectOn401: false }),
  );
}

export function useDeleteGasto() {
  return useWriteMutation('gastos', (id: number) =>
    api<undefined>(`/gastos/${id}`, { method: 'DELETE', redirectOn401: false }),
  );
}
