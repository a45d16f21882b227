import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Rango } from '../../../shared/domain/ranges.ts';
import type { Gasto, GastoInput } from '../../../shared/schemas/gasto.ts';
import type { Turno } from '../../../shared/schemas/turno.ts';
import { api } from '../../lib/api.ts';

const gastosKey = ['/gastos/rango'] as const;

/** The appointments of the range, with the employee's name. */
export function useTurnosRango(rango: Rango | null) {
  return useQuery({
    queryKey: ['/turnos', 'rango', rango?.desde, rango?.hasta],
    queryFn: ({ signal }) =>
      api<Turno[]>(`/turnos?desde=${rango?.desde ?? ''}&hasta=${rango?.hasta ?? ''}`, { signal }),
    enabled: rango !== null,
    placeholderData: keepPreviousData,
  });
}

export function useGastosRango(rango: Rango | null) {
  return useQuery({
    queryKey: [...gastosKey, rango?.desde, rango?.hasta],
    queryFn: ({ signal }) =>
      api<Gasto[]>(`/gastos/rango?desde=${rango?.desde ?? ''}&hasta=${rango?.hasta ?? ''}`, { signal }),
    enabled: rango !== null,
    placeholderData: keepPreviousData,
  });
}

/** Records an expense; the list shows it once the server has saved it (never before). */
export function useCrearGasto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: GastoInput) => api<Gasto>('/gastos', { method: 'POST', body: values, redirectOn401: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gastosKey }),
  });
}

export function useEliminarGasto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<undefined>(`/gastos/${id}`, { method: 'DELETE', redirectOn401: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gastosKey }),
  });
}
