import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  BorrarDatosInput,
  ClienteFicha,
  Duplicado,
  Ficha,
  Nota,
  NotaInput,
  TurnosPorVenir,
} from '#shared/schemas/cliente.ts';
import type { TurnosPagina } from '#shared/schemas/reportes.ts';
import type { VentasDeCliente } from '#shared/schemas/venta.ts';
import { api } from '#web/lib/api.ts';
import { resourceKeys, useWriteMutation } from '#web/lib/query-keys.ts';
import { clienteNotasQuery, clientesResource } from '#web/lib/resources.ts';

export const clientesKeys = clientesResource.keys;
export const clientesQuery = clientesResource.listQuery;
export const useSaveCliente = clientesResource.useSave;
export const useDeleteCliente = clientesResource.useRemove;
export const useRefreshClientes = clientesResource.useRefreshAfterImport;
export { clienteNotasQuery };

// The file's figures and appointments sit under the appointments' root: a booking, a payment
// or an attendance mark anywhere refreshes them, and so does a change of the client (a client's
// write refreshes the appointments too, query-keys.ts).
export const fichaKeys = {
  ficha: (id: number) => [...resourceKeys.turnos, 'ficha', id] as const,
  turnos: (id: number, pagina: number) => [...resourceKeys.turnos, 'ficha', id, 'turnos', pagina] as const,
  duplicados: () => [...resourceKeys.clientes, 'duplicados'] as const,
  porVenir: (id: number) => [...resourceKeys.turnos, 'ficha', id, 'por-venir'] as const,
};

export function fichaQuery(id: number) {
  return queryOptions({
    queryKey: fichaKeys.ficha(id),
    queryFn: ({ signal }) => api<Ficha>(`/clientes/${id}/ficha`, { signal }),
  });
}

export function fichaTurnosQuery(id: number, pagina: number) {
  return queryOptions({
    queryKey: fichaKeys.turnos(id, pagina),
    queryFn: ({ signal }) => api<TurnosPagina>(`/clientes/${id}/turnos?pagina=${pagina}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Her tickets, newest first, and what she owes on them. */
export function ventasDeClienteQuery(id: number, pagina: number) {
  return queryOptions({
    queryKey: [...resourceKeys.ventas, 'cliente', id, pagina] as const,
    queryFn: ({ signal }) => api<VentasDeCliente>(`/ventas/cliente/${id}?pagina=${pagina}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The bookings an erasure would leave ahead: asked for when its confirmation opens, never kept. */
export function turnosPorVenirQuery(id: number, enabled: boolean) {
  return queryOptions({
    queryKey: fichaKeys.porVenir(id),
    queryFn: ({ signal }) => api<TurnosPorVenir>(`/clientes/${id}/turnos-por-venir`, { signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

export const duplicadosQuery = queryOptions({
  queryKey: fichaKeys.duplicados(),
  queryFn: ({ signal }) => api<Duplicado[]>('/clientes/duplicados', { signal }),
});

/** Adds a note (id null) or saves an edited one. */
export function useSaveNota(idCliente: number) {
  return useWriteMutation('clientes', ({ id, values }: { id: number | null; values: NotaInput }) =>
    api<Nota>(id === null ? `/clientes/${idCliente}/notas` : `/clientes/${idCliente}/notas/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body: values,
      redirectOn401: false,
    }),
  );
}

export function useDeleteNota(idCliente: number) {
  return useWriteMutation('clientes', (id: number) =>
    api<undefined>(`/clientes/${idCliente}/notas/${id}`, { method: 'DELETE', redirectOn401: false }),
  );
}

/** Merges the duplicate into the client (admins). */
export function useFusionar() {
  return useWriteMutation('clientes', ({ idCliente, idDuplicado }: { idCliente: number; idDuplicado: number }) =>
    api<ClienteFicha>(`/clientes/${idCliente}/fusionar`, {
      method: 'POST',
      body: { idDuplicado },
      redirectOn401: false,
    }),
  );
}

/** Erases the client's personal data on request (admins), saying what happens to the bookings ahead. */
export function useBorrarDatos() {
  return useWriteMutation('clientes', ({ idCliente, ...body }: { idCliente: number } & NonNullable<BorrarDatosInput>) =>
    api<ClienteFicha>(`/clientes/${idCliente}/borrar-datos`, { method: 'POST', body, redirectOn401: false }),
  );
}
