import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  EnviarRecordatorio,
  Llamado,
  Recordatorio,
  RecordatorioEnviado,
  VolverALlamar,
} from '#shared/schemas/recordatorio.ts';
import { api } from '#web/lib/api.ts';
import { resourceKeys, useWriteMutation } from '#web/lib/query-keys.ts';
import { useSetRecordatorioEnviado } from '#web/lib/resources.ts';

// Under the appointments' root: a booking saved, moved, cancelled or deleted anywhere (the
// agenda) refreshes the reminders of its day too.
export const recordatoriosKeys = {
  dia: (fecha: string | null) => [...resourceKeys.turnos, 'recordatorios', fecha] as const,
  volverALlamar: () => [...resourceKeys.turnos, 'volver-a-llamar'] as const,
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

/** The clients to call back ('Para volver a llamar'): their last visit, the service, the days since. */
export const volverALlamarQuery = queryOptions({
  queryKey: recordatoriosKeys.volverALlamar(),
  queryFn: ({ signal }) => api<VolverALlamar[]>('/recordatorios/volver-a-llamar', { signal }),
  // Another desk may be calling the same clients: asked again as the day's reminders are.
  staleTime: 10_000,
  refetchInterval: 30_000,
  refetchOnWindowFocus: true,
});

/** 'Marcar como llamada': the client leaves the list until a later visit. */
export function useMarcarLlamado() {
  return useWriteMutation(
    'turnos',
    (idTurno: number) =>
      api<Llamado>('/recordatorios/volver-a-llamar', { method: 'POST', body: { idTurno }, redirectOn401: false }),
    // Refused (the visit was deleted or changed at another desk): the list shows it as it now is.
    { refreshOnError: true },
  );
}

/**
 * 'Enviar siguiente': a client's day in one message. The server makes her bookings' links and
 * marks them all sent; the list is read again, so the next client is the next one.
 */
export function useEnviarRecordatorio() {
  return useWriteMutation('turnos', (body: EnviarRecordatorio) =>
    api<RecordatorioEnviado>('/recordatorios/enviar', { method: 'POST', body, redirectOn401: false }),
  );
}

/**
 * 'Deshacer' after 'Marcar como llamada': the mark taken away, so the client is listed again while
 * she is still due. Refused (another desk took it away first): the list is read again anyway.
 */
export function useDesmarcarLlamado() {
  return useWriteMutation(
    'turnos',
    (idTurno: number) =>
      api<undefined>(`/recordatorios/volver-a-llamar/${idTurno}`, { method: 'DELETE', redirectOn401: false }),
    { refreshOnError: true },
  );
}
