import { queryOptions } from '@tanstack/react-query';
import type { Rango } from '#shared/domain/ranges.ts';
import type { Empleado } from '#shared/schemas/empleado.ts';
import type { LiquidacionPeriodo } from '#shared/schemas/liquidacion.ts';
import type { Turno } from '#shared/schemas/turno.ts';
import { api } from '#web/lib/api.ts';
import { resourceKeys } from '#web/lib/query-keys.ts';

export const resumenKeys = {
  empleado: (id: number | null) => [...resourceKeys.empleados, id] as const,
  // Under the appointments' root: a booking saved in the agenda refreshes the summary at once.
  semana: (id: number | null, rango: Rango | null) =>
    [...resourceKeys.turnos, 'resumen', id, rango?.desde, rango?.hasta] as const,
  // Under the commissions' root: a ticket charged refreshes it.
  comision: (id: number | null, rango: Rango | null) =>
    [...resourceKeys.liquidaciones, 'resumen', id, rango?.desde, rango?.hasta] as const,
};

/** One employee, also one who has left. */
export function empleadoQuery(id: number | null) {
  return queryOptions({
    queryKey: resumenKeys.empleado(id),
    queryFn: ({ signal }) => api<Empleado>(`/empleados/${id ?? 0}`, { signal }),
    enabled: id !== null,
  });
}

/** The employee's appointments of a week; each week is its own query, so going back is instant. */
export function resumenQuery(id: number | null, rango: Rango | null) {
  return queryOptions({
    queryKey: resumenKeys.semana(id, rango),
    queryFn: ({ signal }) =>
      api<Turno[]>(`/empleados/${id ?? 0}/resumen?desde=${rango?.desde ?? ''}&hasta=${rango?.hasta ?? ''}`, {
        signal,
      }),
    enabled: id !== null && rango !== null,
  });
}

/** Her commission by her rules on the week's tickets, beside the spec's 'Ganancia del empleado'. */
export function comisionSemanaQuery(id: number | null, rango: Rango | null) {
  return queryOptions({
    queryKey: resumenKeys.comision(id, rango),
    queryFn: ({ signal }) =>
      api<LiquidacionPeriodo>(
        `/liquidaciones?idEmpleado=${id ?? 0}&desde=${rango?.desde ?? ''}&hasta=${rango?.hasta ?? ''}`,
        { signal },
      ),
    enabled: id !== null && rango !== null,
  });
}
