import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { Ajustes } from '#shared/schemas/ajustes.ts';
import { api } from '#web/lib/api.ts';
import { resourceKeys, useWriteMutation } from '#web/lib/query-keys.ts';
import { meKey } from '#web/admin/session.tsx';

export const ajustesKeys = {
  todos: () => [...resourceKeys.ajustes, 'todos'] as const,
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
