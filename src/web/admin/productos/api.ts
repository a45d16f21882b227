import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Movimiento,
  MovimientoInput,
  MovimientosPage,
  Producto,
  ProductoInput,
} from '#shared/schemas/producto.ts';
import { api } from '#web/lib/api.ts';
import { resourceKeys, useRefreshAfterWrite, useWriteMutation } from '#web/lib/query-keys.ts';

export const productosKeys = {
  all: resourceKeys.productos,
  lista: (q: string, stockBajo: boolean) => [...resourceKeys.productos, 'lista', q, stockBajo] as const,
  movimientos: (id: number | null, pagina: number) => [...resourceKeys.productos, 'movimientos', id, pagina] as const,
};

/** The products found by `q` (name, brand or code), only those at or below their minimum when `stockBajo`. */
export function productosQuery(q: string, stockBajo: boolean) {
  const params = new URLSearchParams();
  if (q !== '') params.set('q', q);
  if (stockBajo) params.set('stockBajo', '1');
  const search = params.toString();
  return queryOptions({
    queryKey: productosKeys.lista(q, stockBajo),
    queryFn: ({ signal }) => api<Producto[]>(`/productos${search === '' ? '' : `?${search}`}`, { signal }),
    // A new search keeps the last list on screen until its answer arrives: the rows do not blink.
    placeholderData: keepPreviousData,
  });
}

/** A product's stock moves, newest first, a page at a time. */
export function movimientosQuery(id: number | null, pagina: number) {
  return queryOptions({
    queryKey: productosKeys.movimientos(id, pagina),
    queryFn: ({ signal }) => api<MovimientosPage>(`/productos/${id ?? ''}/movimientos?pagina=${pagina}`, { signal }),
    enabled: id !== null,
  });
}

/** Saves a new product (id null) or an edited one. */
export function useSaveProducto() {
  return useWriteMutation('productos', ({ id, values }: { id: number | null; values: ProductoInput }) =>
    api<Producto>(id === null ? '/productos' : `/productos/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body: values,
      redirectOn401: false,
    }),
  );
}

export function useDeleteProducto() {
  return useWriteMutation('productos', (id: number) =>
    api<undefined>(`/productos/${id}`, { method: 'DELETE', redirectOn401: false }),
  );
}

/** Records a stock move; `confirmar` once the stock going below 0 was confirmed. */
export function useRegistrarMovimiento() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterWrite('productos');
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: MovimientoInput }) =>
      api<Movimiento>(`/productos/${id}/movimientos`, { method: 'POST', body: values, redirectOn401: false }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: productosKeys.all });
      await refresh();
    },
  });
}

/** After a CSV import: the list loads again. */
export const useRefreshProductos = () => useRefreshAfterWrite('productos');
