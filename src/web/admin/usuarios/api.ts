import { queryOptions } from '@tanstack/react-query';
import type { Usuario, UsuarioInput } from '#shared/schemas/usuario.ts';
import { api } from '#web/lib/api.ts';
import { resourceKeys, useWriteMutation } from '#web/lib/query-keys.ts';
import { empleadosResource } from '#web/lib/resources.ts';

/** A professional's account names her employee, picked from the team. */
export const empleadosQuery = empleadosResource.listQuery;

export const usuariosKeys = {
  list: () => [...resourceKeys.usuarios, 'lista'] as const,
};

export const usuariosQuery = queryOptions({
  queryKey: usuariosKeys.list(),
  queryFn: ({ signal }) => api<Usuario[]>('/usuarios', { signal }),
});

export function useSaveUsuario() {
  return useWriteMutation('usuarios', (body: UsuarioInput) =>
    api<Usuario>('/usuarios', { method: 'POST', body, redirectOn401: false }),
  );
}

export function useResetPassword() {
  return useWriteMutation('usuarios', ({ id, password }: { id: number; password: string }) =>
    api<Usuario>(`/usuarios/${id}/password`, { method: 'PUT', body: { password }, redirectOn401: false }),
  );
}

export function useSaveEstado() {
  return useWriteMutation('usuarios', ({ id, active }: { id: number; active: boolean }) =>
    api<Usuario>(`/usuarios/${id}/estado`, { method: 'PUT', body: { active }, redirectOn401: false }),
  );
}
