import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Rango } from '#shared/domain/ranges.ts';
import type { Gasto, GastoInput } from '#shared/schemas/gasto.ts';
import type { OrdenTurnos, Reporte, TurnosPagina } from '#shared/schemas/reportes.ts';
import type { Turno } from '#shared/schemas/turno.ts';
import { api } from '#web/lib/api.ts';
import { resourceKeys, useWriteMutation } from '#web/lib/query-keys.ts';

/** What the appointments table shows: its page, order and search. */
export interface VistaTurnos {
  pagina: number;
  orden: OrdenTurnos;
  dir: 'asc' | 'desc';
  q: string;
}

export const historialKeys = {
  turnos: (rango: Rango | null) => [...resourceKeys.turnos, 'rango', rango?.desde, rango?.hasta] as const,
  pagina: (rango: Rango | null, vista: VistaTurnos) =>
    [...resourceKeys.turnos, 'pagina', rango?.desde, rango?.hasta, vista] as const,
  reporte: (rango: Rango | null) => [...resourceKeys.reportes, 'rango', rango?.desde, rango?.hasta] as const,
  gastos: (rango: Rango | null) => [...resourceKeys.gastos, 'rango', rango?.desde, rango?.hasta] as const,
};

/**
 * The range's totals, debt split, income by method and top five, summed by the server (issue 19):
 * the page no longer downloads a month of appointments to add them up.
 */
export function reporteQuery(rango: Rango | null) {
  return queryOptions({
    queryKey: historialKeys.reporte(rango),
    queryFn: ({ signal }) =>
      api<Reporte>(`/reportes?desde=${rango?.desde ?? ''}&hasta=${rango?.hasta ?? ''}`, { signal }),
    enabled: rango !== null,
    placeholderData: keepPreviousData,
  });
}

/** One page of the range's appointments, sorted and searched by the server. */
export function turnosPaginaQuery(rango: Rango | null, vista: VistaTurnos) {
  return queryOptions({
    queryKey: historialKeys.pagina(rango, vista),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        desde: rango?.desde ?? '',
        hasta: rango?.hasta ?? '',
        pagina: String(vista.pagina),
        orden: vista.orden,
        dir: vista.dir,
        q: vista.q,
      });
      return api<TurnosPagina>(`/reportes/turnos?${params.toString()}`, { signal });
    },
    enabled: rango !== null,
    placeholderData: keepPreviousData,
  });
}

/** The appointments of the range, with the employee's name: the whole list, for the CSV only. */
export function turnosRangoQuery(rango: Rango | null) {
  return queryOptions({
    queryKey: historialKeys.turnos(rango),
    queryFn: ({ signal }) =>
      api<Turno[]>(`/turnos?desde=${rango?.desde ?? ''}&hasta=${rango?.hasta ?? ''}`, { signal }),
    enabled: rango !== null,
    placeholderData: keepPreviousData,
  });
}

export function gastosRangoQuery(rango: Rango | null) {
  return queryOptions({
    queryKey: historialKeys.gastos(rango),
    queryFn: ({ signal }) =>
      api<Gasto[]>(`/gastos/rango?desde=${rango?.desde ?? ''}&hasta=${rango?.hasta ?? ''}`, { signal }),
    enabled: rango !== null,
    placeholderData: keepPreviousData,
  });
}

/** Records an expense; the list shows it once the server has saved it (never before). */
export function useSaveGasto() {
  return useWriteMutation('gastos', (values: GastoInput) =>
    api<Gasto>('/gastos', { method: 'POST', body: values, redirectOn401: false }),
  );
}

export function useDeleteGasto() {
  return useWriteMutation('gastos', (id: number) =>
    api<undefined>(`/gastos/${id}`, { method: 'DELETE', redirectOn401: false }),
  );
}
