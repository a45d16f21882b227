import { queryOptions } from '@tanstack/react-query';
import type { Ajustes } from '#shared/schemas/ajustes.ts';
import { api } from '#web/lib/api.ts';
import { resourceKeys, useWriteMutation } from '#web/lib/query-keys.ts';

export const ajustesKeys = {
  todos: () => [...resourceKeys.ajustes, 'todos'] as const,
};

export const ajustesQuery = queryOptions({
  queryKey: ajustesKeys.todos(),
  queryFn: ({ signal }) => api<Ajustes>('/ajustes', { signal }),
});

/** Saves the settings that changed (the others stay as they are). */
export function useSaveAjustes() {
  return useWriteMutation('ajustes', (cambios: Partial<Ajustes>) =>
    api<Ajustes>('/ajustes', { method: 'PUT', body: cambios, redirectOn401: false }),
  );
}
