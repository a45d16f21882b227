import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { isIsoDate } from '#shared/domain/dates.ts';
import { rangoHistorial, RANGOS, type Rango, type TipoRango } from '#shared/domain/ranges.ts';
import { rangoMessages, rangoTooLong } from '#shared/schemas/rango.ts';
import type { Gasto, GastoInput } from '#shared/schemas/gasto.ts';
import type { OrdenTurnos, Reporte, TurnosPagina } from '#shared/schemas/reportes.ts';
import type { Turno } from '#shared/schemas/turno.ts';
import type { VentasPagina } from '#shared/schemas/venta.ts';
import { api } from '#web/lib/api.ts';
import { centreDateQuery } from '#web/lib/centre-date.ts';
import { resourceKeys, useWriteMutation } from '#web/lib/query-keys.ts';

/** What the appointments table shows: its page, order and search. */
export interface VistaTurnos {
  pagina: number;
  orden: OrdenTurnos;
  dir: 'asc' | 'desc';
  q: string;
}

/** The table as first shown: the first page, by date and time, no search. */
export const VISTA_INICIAL: VistaTurnos = { pagina: 1, orden: 'fecha', dir: 'asc', q: '' };

export function isTipo(value: string | null): value is TipoRango {
  return (RANGOS as readonly string[]).includes(value ?? '');
}

/** Why the typed range cannot be loaded, or null when it can. */
function rangoProblem(desde: string, hasta: string): string | null {
  if (!isIsoDate(desde) || !isIsoDate(hasta)) return 'Completá las dos fechas para ver el historial.';
  if (desde > hasta) return rangoMessages.orden;
  if (rangoTooLong({ desde, hasta })) return rangoMessages.largo;
  return null;
}

/**
 * The range the address asks for: by hand (`?desde=&hasta=`) or one of the three choices
 * (`?rango=`, 'semana' by default, which needs the centre's today). The screen and its loader
 * read it the same way, so the loader fills exactly the queries the screen asks for.
 */
export function rangoDeDireccion(params: URLSearchParams, hoy: string | null) {
  const rangoParam = params.get('rango');
  const custom = params.has('desde') || params.has('hasta');
  const tipo: TipoRango | null = custom ? null : isTipo(rangoParam) ? rangoParam : 'semana';
  const computed = tipo !== null && hoy !== null ? rangoHistorial(tipo, hoy) : null;
  const desde = computed?.desde ?? params.get('desde') ?? '';
  const hasta = computed?.hasta ?? params.get('hasta') ?? '';
  const problem = rangoProblem(desde, hasta);
  const rango: Rango | null = problem === null ? { desde, hasta } : null;
  return { tipo, desde, hasta, problem, rango };
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

/**
 * The screen's loader: its first drawing's data (the report, the first page of appointments,
 * the expenses), asked for while the panel checks the session instead of after it
 * (decision 030). The screen's own queries then find them in the cache, or on the way.
 */
export async function historialLoader(queryClient: QueryClient, params: URLSearchParams): Promise<void> {
  const needsToday = !(params.has('desde') || params.has('hasta'));
  const hoy = needsToday ? (await queryClient.fetchQuery(centreDateQuery)).hoy : null;
  const { rango } = rangoDeDireccion(params, hoy);
  if (rango === null) return;
  // Asked once: a failure is the screen's to retry and show ('Reintentar'), not retried here
  // first, which would hold the screen's notice back by the retries' waits.
  await Promise.all([
    queryClient.prefetchQuery({ ...reporteQuery(rango), retry: false }),
    queryClient.prefetchQuery({ ...turnosPaginaQuery(rango, VISTA_INICIAL), retry: false }),
    queryClient.prefetchQuery({ ...gastosRangoQuery(rango), retry: false }),
  ]);
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

/** One page of the range's tickets, by day and number (GET /api/ventas). */
export function ventasRangoQuery(rango: Rango | null, pagina: number) {
  return queryOptions({
    queryKey: [...resourceKeys.ventas, 'rango', rango?.desde, rango?.hasta, pagina] as const,
    queryFn: ({ signal }) =>
      api<VentasPagina>(`/ventas?desde=${rango?.desde ?? ''}&hasta=${rango?.hasta ?? ''}&pagina=${pagina}`, {
        signal,
      }),
    enabled: rango !== null,
    placeholderData: keepPreviousData,
  });
}
