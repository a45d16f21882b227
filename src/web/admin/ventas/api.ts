import { queryOptions } from '@tanstack/react-query';
import type { Producto } from '#shared/schemas/producto.ts';
import type {
  AnulacionInput,
  LineasNuevasInput,
  Venta,
  VentaCobrada,
  VentaDetalle,
  VentaInput,
} from '#shared/schemas/venta.ts';
import { api } from '#web/lib/api.ts';
import { resourceKeys, useWriteMutation } from '#web/lib/query-keys.ts';
import { ventaDeTurnoQuery } from '#web/lib/resources.ts';

export const ventasKeys = {
  all: resourceKeys.ventas,
  venta: (id: number) => [...resourceKeys.ventas, 'venta', id] as const,
  productos: (q: string) => [...resourceKeys.productos, 'ticket', q] as const,
};

/** One ticket with its lines and payments. */
export function ventaQuery(id: number) {
  return queryOptions({
    queryKey: ventasKeys.venta(id),
    queryFn: ({ signal }) => api<VentaDetalle>(`/ventas/${id}`, { signal }),
  });
}

export { ventaDeTurnoQuery };

/** The products a search finds (name, brand or code), for '+ Producto'. */
export function productosDelTicketQuery(q: string) {
  return queryOptions({
    queryKey: ventasKeys.productos(q),
    queryFn: ({ signal }) => api<Producto[]>(`/productos?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.trim() !== '',
  });
}

/** 'Cobrar' on a new ticket. */
export function useCobrarVenta() {
  return useWriteMutation('ventas', (body: VentaInput) =>
    api<VentaCobrada>('/ventas', { method: 'POST', body, redirectOn401: false }),
  );
}

/** 'Cobrar' on an open ticket: its new lines and payments. */
export function useCobrarMas() {
  return useWriteMutation('ventas', ({ id, body }: { id: number; body: LineasNuevasInput }) =>
    api<VentaCobrada>(`/ventas/${id}/lineas`, { method: 'POST', body, redirectOn401: false }),
  );
}

/** 'Anular' (admins): the ticket reversed, with the reason. */
export function useAnularVenta() {
  return useWriteMutation(
    'ventas',
    ({ id, ...body }: AnulacionInput & { id: number }) =>
      api<Venta>(`/ventas/${id}/anular`, { method: 'POST', body, redirectOn401: false }),
    // Refused because another desk annulled it first: the ticket is read again.
    { refreshOnError: true },
  );
}
