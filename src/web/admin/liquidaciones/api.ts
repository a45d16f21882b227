import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Rango } from '#shared/domain/ranges.ts';
import type {
  Adelanto,
  AdelantoInput,
  Liquidacion,
  LiquidacionInput,
  LiquidacionPeriodo,
} from '#shared/schemas/liquidacion.ts';
import { api } from '#web/lib/api.ts';
import { resourceKeys, useWriteMutation } from '#web/lib/query-keys.ts';
import { empleadosResource } from '#web/lib/resources.ts';

// Under the commissions' root: a ticket charged, a payout or an advance refreshes the period.
export const liquidacionesKeys = {
  periodo: (idEmpleado: number | null, rango: Rango | null) =>
    [...resourceKeys.liquidaciones, 'periodo', idEmpleado, rango?.desde, rango?.hasta] as const,
};

/** The professionals to settle: the team as the employees' screen lists it. */
export const empleadosQuery = empleadosResource.listQuery;

/** A professional's period: every line, what is still owed, the advances to deduct, what was paid. */
export function periodoQuery(idEmpleado: number | null, rango: Rango | null) {
  return queryOptions({
    queryKey: liquidacionesKeys.periodo(idEmpleado, rango),
    queryFn: ({ signal }) =>
      api<LiquidacionPeriodo>(
        `/liquidaciones?idEmpleado=${idEmpleado ?? 0}&desde=${rango?.desde ?? ''}&hasta=${rango?.hasta ?? ''}`,
        { signal },
      ),
    enabled: idEmpleado !== null && rango !== null,
    placeholderData: keepPreviousData,
  });
}

/** 'Registrar pago': pays what the period still owes, in the method chosen. */
export function useRegistrarLiquidacion() {
  return useWriteMutation('liquidaciones', (input: LiquidacionInput) =>
    api<Liquidacion>('/liquidaciones', { method: 'POST', body: input, redirectOn401: false }),
  );
}

/** 'Adelanto': money given ahead of the settlement, out of the day's cash. */
export function useRegistrarAdelanto() {
  return useWriteMutation('liquidaciones', (input: AdelantoInput) =>
    api<Adelanto>('/adelantos', { method: 'POST', body: input, redirectOn401: false }),
  );
}

/** A settlement's copy for her: the PDF and the workbook. */
export const liquidacionPdf = (id: number) => `/api/liquidaciones/${id}/liquidacion.pdf`;
export const liquidacionExcel = (id: number) => `/liquidaciones/${id}/liquidacion.xlsx`;
