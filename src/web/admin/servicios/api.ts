import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Servicio } from '#shared/schemas/servicio.ts';
import { api } from '#web/lib/api.ts';
import { useRefreshAfterWrite } from '#web/lib/query-keys.ts';
import { serviciosResource } from '#web/lib/resources.ts';

export const serviciosKeys = serviciosResource.keys;
export const serviciosQuery = serviciosResource.listQuery;
export const useSaveServicio = serviciosResource.useSave;
export const useDeleteServicio = serviciosResource.useRemove;
export const useRefreshServicios = serviciosResource.useRefreshAfterImport;

/** 'Aumentar precios': every price up by a percentage; the answer is the new list. */
export function useRaisePrices() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterWrite('servicios');
  return useMutation({
    mutationFn: (percentage: number) =>
      api<Servicio[]>(`/servicios-base/aumentar/${percentage}`, { method: 'PUT', redirectOn401: false }),
    onSuccess: (list) => {
      queryClient.setQueryData(serviciosQuery.queryKey, list);
      return refresh();
    },
  });
}
