import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Recordatorio } from '#shared/schemas/recordatorio.ts';
import { api } from '#web/lib/api.ts';
import { resourceKeys } from '#web/lib/query-keys.ts';
import { useSetRecordatorioEnviado } from '#web/lib/resources.ts';

// Under the appointments' root: a booking saved, moved, cancelled or deleted anywhere (the
// agenda) refreshes the reminders of its day too.
export const recordatoriosKeys = {
  dia: (fecha: string | null) => [...resourceKeys.turnos, 'recordatorios', fecha] as const,
};

/** One day's appointments with their 'Enviado' mark. */
export function recordatoriosDelDiaQuery(fecha: string | null) {
  return queryOptions({
    queryKey: recordatoriosKeys.dia(fecha),
    queryFn: ({ signal }) => api<Recordatorio[]>(`/recordatorios?fecha=${fecha ?? ''}`, { signal }),
    enabled: fecha !== null,
    // Another desk may be sending the same day's reminders: fetched again every 30 s while in
    // view, and when the tab comes back to the front (after WhatsApp's tab, say).
    staleTime: 10_000,
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
    // Moving to another day keeps this one drawn (dimmed, unreachable) until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

/** Sets or takes away a reminder's 'Enviado' mark. */
export const useSetEnviado = useSetRecordatorioEnviado;
