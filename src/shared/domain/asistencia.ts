/**
 * Whether the client came to an appointment (issue 18). 'Pendiente' until someone records it.
 * A cancelled or missed appointment stays in the agenda and in history, but frees its slot and
 * bills nothing; what was already paid on it is kept as paid (a deposit).
 */
export const ASISTENCIAS = ['Pendiente', 'Asistió', 'No vino', 'Canceló'] as const;
export type Asistencia = (typeof ASISTENCIAS)[number];

export const ASISTENCIA_INICIAL: Asistencia = 'Pendiente';

/** The attendances that free the slot and bill nothing. */
export const ASISTENCIAS_LIBERADAS = ['No vino', 'Canceló'] as const;

/** True when the appointment no longer takes its slot nor bills: 'No vino' or 'Canceló'. */
export function liberaHorario(asistencia: string | undefined): boolean {
  return asistencia === 'No vino' || asistencia === 'Canceló';
}

/**
 * The client's answer to her booking, by her own link (decision 048): 'Sin respuesta' until she
 * confirms or cancels there. Beside `asistencia`, which the desk records on the day.
 */
export const CONFIRMACIONES = ['Sin respuesta', 'Confirmó', 'Canceló'] as const;
export type Confirmacion = (typeof CONFIRMACIONES)[number];
export const CONFIRMACION_INICIAL: Confirmacion = 'Sin respuesta';
