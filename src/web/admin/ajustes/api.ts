import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { Ajustes } from '#shared/schemas/ajustes.ts';
import type { BandejaCorreos, Correo, EstadoCorreo } from '#shared/schemas/correo.ts';
import type { FeriadoDelCentro } from '#shared/schemas/feriado.ts';
import { api } from '#web/lib/api.ts';
import { resourceKeys, useWriteMutation } from '#web/lib/query-keys.ts';
import { meKey } from '#web/admin/session.tsx';

export const ajustesKeys = {
  todos: () => [...resourceKeys.ajustes, 'todos'] as const,
  /** The e-mail outbox, of one state (decision 049). */
  correos: (estado: EstadoCorreo) => [...resourceKeys.ajustes, 'correos', estado] as const,
};

export const ajustesQuery = queryOptions({
  queryKey: ajustesKeys.todos(),
  queryFn: ({ signal }) => api<Ajustes>('/ajustes', { signal }),
});

/**
 * Saves the settings that changed (the others stay as they are). The session carries what the
 * panel reads of them (who sees the figures, a new booking's payment state): read again after.
 */
export function useSaveAjustes() {
  const queryClient = useQueryClient();
  return useWriteMutation('ajustes', async (cambios: Partial<Ajustes>) => {
    const saved = await api<Ajustes>('/ajustes', { method: 'PUT', body: cambios, redirectOn401: false });
    // The answer is the settings as saved: shown at once, so a switch never flicks back while
    // the list is read again.
    queryClient.setQueryData(ajustesKeys.todos(), saved);
    void queryClient.invalidateQueries({ queryKey: meKey });
    return saved;
  });
}

/**
 * One setting saved on choosing (a switch, a radio): the choice shown from the click itself (a
 * controlled input would flick back until the save started) until the saved settings come back; a
 * refusal shows the saved value again and says why.
 */
export function useAjusteAlElegir<K extends keyof Ajustes>(clave: K, guardado: Ajustes[K]) {
  const save = useSaveAjustes();
  const [elegido, setElegido] = useState<{ valor: Ajustes[K] } | null>(null);
  const elegir = (valor: Ajustes[K]) => {
    setElegido({ valor });
    save.mutate({ [clave]: valor } as Partial<Ajustes>, {
      onSettled: () => setElegido(null),
      onSuccess: () => notifications.show({ color: 'green', message: 'Ajustes guardados.' }),
      onError: (error) =>
        notifications.show({ color: 'red', title: 'No se pudieron guardar los ajustes', message: error.message }),
    });
  };
  return { valor: elegido === null ? guardado : elegido.valor, elegir, guardando: save.isPending };
}

/**
 * The e-mail outbox (decision 049): whether e-mail is on, the count of each state, and the newest
 * messages of one state. The worker sends in the background: read again every 30 s while on
 * screen (not while the tab is hidden), and when the tab comes back.
 */
export function correosQuery(estado: EstadoCorreo) {
  return queryOptions({
    queryKey: ajustesKeys.correos(estado),
    queryFn: ({ signal }) => api<BandejaCorreos>(`/correos?estado=${encodeURIComponent(estado)}`, { signal }),
    staleTime: 10_000,
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
    // Another tab keeps the counts and the last list drawn (dimmed) until its own arrives.
    placeholderData: keepPreviousData,
  });
}

/**
 * 'Reintentar' on a message that failed: queued again to be sent now. A refusal (another admin
 * retried it first, it is gone) reads the outbox again too, so the screen shows where it stands.
 */
export function useReintentarCorreo() {
  return useWriteMutation(
    'ajustes',
    (id: number) => api<Correo>(`/correos/${id}/reintentar`, { method: 'POST', redirectOn401: false }),
    { refreshOnError: true },
  );
}

/** A year's national holidays and whether the centre opens on each; under the settings' root, which change it. */
export function feriadosQuery(anio: number) {
  return queryOptions({
    queryKey: [...resourceKeys.ajustes, 'feriados', anio] as const,
    queryFn: ({ signal }) => api<FeriadoDelCentro[]>(`/feriados?anio=${anio}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
