import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api.ts';

/**
 * The list, save and delete hooks of one catalogue resource (`/servicios-base`, `/empleados`,
 * `/clientes`): the list loads on screen entry (a 401 goes to /login), writes reload it.
 */
export function crudHooks<T extends { id: number }, Input>(path: string) {
  const key = [path] as const;

  function useList() {
    return useQuery({ queryKey: key, queryFn: ({ signal }) => api<T[]>(path, { signal }) });
  }

  /** Saves a new item (id null) or an edited one. */
  function useSave() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: ({ id, values }: { id: number | null; values: Input }) =>
        api<T>(id === null ? path : `${path}/${id}`, {
          method: id === null ? 'POST' : 'PUT',
          body: values,
          // A session that ended must not throw away the open form: the modal says so instead.
          redirectOn401: false,
        }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
    });
  }

  function useRemove() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (id: number) => api<undefined>(`${path}/${id}`, { method: 'DELETE', redirectOn401: false }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
    });
  }

  return { key, useList, useSave, useRemove };
}
