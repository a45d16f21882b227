import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { Turno, TurnoValues } from '#shared/schemas/turno.ts';
import { api } from '#web/lib/api.ts';
import { resourceKeys, useWriteMutation } from '#web/lib/query-keys.ts';
import { clientesResource, empleadosResource, serviciosResource } from '#web/lib/resources.ts';

export const agendaKeys = {
  dia: (fecha: string | null) => [...resourceKeys.turnos, 'dia', fecha] as const,
};

/** The appointments of one day, for the agenda grid. */
export function turnosDelDiaQuery(fecha: string | null) {
  return queryOptions({
    queryKey: agendaKeys.dia(fecha),
    queryFn: ({ signal }) => api<Turno[]>(`/turnos?fecha=${fecha ?? ''}`, { signal }),
    enabled: fecha !== null,
    // Another desk may book meanwhile: the day is fetched again every minute while in view, and
    // when the tab comes back to the front.
    staleTime: 15_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    // Moving to another day keeps this one drawn (dimmed) until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

/** The pickers' lists and the quick-create forms' saves. */
export const clientesQuery = clientesResource.listQuery;
export const empleadosQuery = empleadosResource.listQuery;
export const serviciosQuery = serviciosResource.listQuery;
export const useSaveCliente = clientesResource.useSave;
export const useSaveServicio = serviciosResource.useSave;

/**
 * The day's appointments as last received, read when called: the agenda hands the modal a
 * deferred copy (decision 012), and the overlap check must not trust a copy a render behind.
 */
export function useTurnosRecibidos(): (fecha: string) => Turno[] | undefined {
  const queryClient = useQueryClient();
  return (fecha) => queryClient.getQueryData<Turno[]>(agendaKeys.dia(fecha));
}

/** Saves a new booking (id null) or an edited one; the day, week, summary and reports follow. */
export function useSaveTurno() {
  return useWriteMutation(
    'turnos',
    ({ id, values }: { id: number | null; values: TurnoValues }) =>
      api<Turno>(id === null ? '/turnos' : `/turnos/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body: values,
        redirectOn401: false,
      }),
    // A refused booking (someone else took the time) also shows the day as it now is.
    { refreshOnError: true },
  );
}

export function useDeleteTurno() {
  return useWriteMutation(
    'turnos',
    (id: number) => api<undefined>(`/turnos/${id}`, { method: 'DELETE', redirectOn401: false }),
    // Already deleted at another desk (404): the grid drops it now, not at the next refresh.
    { refreshOnError: true },
  );
}
