import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServicioInput, Servicio } from '../../../shared/schemas/servicio.ts';
import { api } from '../../lib/api.ts';
import { crudHooks } from '../../lib/crud.ts';

export const servicios = crudHooks<Servicio, ServicioInput>('/servicios-base');

export function useRaisePrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (percentage: number) =>
      api<Servicio[]>(`/servicios-base/aumentar/${percentage}`, { method: 'PUT', redirectOn401: false }),
    onSuccess: (list) => queryClient.setQueryData(servicios.key, list),
  });
}
