import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Rango } from '#shared/domain/ranges.ts';
import type { CajaDia, Cierre, CierreInput, ReaperturaInput } from '#shared/schemas/caja.ts';
import { api } from '#web/lib/api.ts';
import { resourceKeys, useWriteMutation } from '#web/lib/query-keys.ts';

// Under the cash's root: a booking paid or an expense recorded anywhere refreshes it too
// (query-keys.ts), as does a close.
export const cajaKeys = {
  dia: (fecha: string | null) => [...resourceKeys.caja, 'dia', fecha] as const,
  cierres: (rango: Rango | null) => [...resourceKeys.caja, 'cierres', rango?.desde, rango?.hasta] as const,
};

/** A day's cash: money in and out by method, the expected cash, the close. */
export function cajaDiaQuery(fecha: string | null) {
  return queryOptions({
    queryKey: cajaKeys.dia(fecha),
    queryFn: ({ signal }) => api<CajaDia>(`/caja?fecha=${fecha ?? ''}`, { signal }),
    enabled: fecha !== null,
    // The front desk takes payments while this page is open elsewhere: fetched again every
    // 30 s while in view, and when the tab comes back to the front.
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  });
}

/** The closes of a range, newest first. */
export function cierresQuery(rango: Rango | null) {
  return queryOptions({
    queryKey: cajaKeys.cierres(rango),
    queryFn: ({ signal }) =>
      api<Cierre[]>(`/caja/cierres?desde=${rango?.desde ?? ''}&hasta=${rango?.hasta ?? ''}`, { signal }),
    enabled: rango !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * Closes a day. A close is final: refused when the day was closed meanwhile (from another desk),
 * after which the day is asked for again, so its close shows.
 */
export function useCerrarCaja() {
  return useWriteMutation(
    'caja',
    (input: CierreInput) => api<Cierre>('/caja/cierres', { method: 'POST', body: input, redirectOn401: false }),
    { refreshOnError: true },
  );
}

/** Reopens a closed day (admins), with the reason; answers the day as it now is. */
export function useReabrirCaja() {
  return useWriteMutation(
    'caja',
    ({ fecha, ...input }: ReaperturaInput & { fecha: string }) =>
      api<CajaDia>(`/caja/cierres/${fecha}/reabrir`, { method: 'POST', body: input, redirectOn401: false }),
    { refreshOnError: true },
  );
}
