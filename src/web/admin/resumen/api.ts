import { useQuery } from '@tanstack/react-query';
import type { Rango } from '../../../shared/domain/ranges.ts';
import type { Empleado } from '../../../shared/schemas/empleado.ts';
import type { Turno } from '../../../shared/schemas/turno.ts';
import { api } from '../../lib/api.ts';

/** One employee, also one who has left. */
export function useEmpleado(id: number | null) {
  return useQuery({
    queryKey: ['/empleados', id],
    queryFn: ({ signal }) => api<Empleado>(`/empleados/${id ?? 0}`, { signal }),
    enabled: id !== null,
  });
}

/** The employee's appointments of a week; each week is its own query, so going back is instant. */
export function useResumen(id: number | null, rango: Rango | null) {
  return useQuery({
    queryKey: ['/empleados/resumen', id, rango?.desde, rango?.hasta],
    queryFn: ({ signal }) =>
      api<Turno[]>(`/empleados/${id ?? 0}/resumen?desde=${rango?.desde ?? ''}&hasta=${rango?.hasta ?? ''}`, {
        signal,
      }),
    enabled: id !== null && rango !== null,
  });
}
