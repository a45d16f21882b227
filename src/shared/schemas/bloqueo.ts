import { z } from 'zod';
import { isIsoDate } from '#shared/domain/dates.ts';
import { END_OF_DAY, isHoraFin } from '#shared/domain/horarios.ts';
import { isSlot, toMinutes } from '#shared/domain/slots.ts';
import { isPrintable } from './fields.ts';

export const bloqueoMessages = {
  empleado: 'Elegí el profesional.',
  fecha: 'La fecha no es válida: usá AAAA-MM-DD.',
  desde: 'La hora "desde" debe ser una de la grilla (de 08:00 a 19:30).',
  hasta: `La hora "hasta" debe ser una de la grilla (hasta ${END_OF_DAY}).`,
  orden: '"Hasta" debe ser posterior a "desde".',
  motivo: 'Escribí el motivo (hasta 100 caracteres, en una línea).',
  inexistente: 'El bloqueo no existe.',
  empleadoInexistente: 'El profesional no existe o fue eliminado.',
} as const;

export const bloqueoCodes = {
  inexistente: 'bloqueo_inexistente',
  empleadoInexistente: 'empleado_eliminado',
} as const;

/** `POST /api/bloqueos`: a professional's time off within a day, once or weekly. */
export const bloqueoInputSchema = z
  .object({
    idEmpleado: z
      .number({ error: bloqueoMessages.empleado })
      .int(bloqueoMessages.empleado)
      .positive(bloqueoMessages.empleado)
      .max(2_147_483_647, bloqueoMessages.empleado),
    fecha: z.string({ error: bloqueoMessages.fecha }).refine(isIsoDate, bloqueoMessages.fecha),
    desde: z.string({ error: bloqueoMessages.desde }).refine(isSlot, bloqueoMessages.desde),
    hasta: z.string({ error: bloqueoMessages.hasta }).refine(isHoraFin, bloqueoMessages.hasta),
    motivo: z
      .string({ error: bloqueoMessages.motivo })
      .trim()
      .min(1, bloqueoMessages.motivo)
      .max(100, bloqueoMessages.motivo)
      .refine((v) => isPrintable(v, 'text'), bloqueoMessages.motivo),
    semanal: z.boolean({ error: 'Indicá si el bloqueo se repite cada semana (sí o no).' }).default(false),
  })
  .refine((b) => toMinutes(b.hasta) > toMinutes(b.desde), { message: bloqueoMessages.orden, path: ['hasta'] });
export type BloqueoInput = z.input<typeof bloqueoInputSchema>;
export type BloqueoValues = z.output<typeof bloqueoInputSchema>;

/** A block on one of its days (a weekly one once per week in the range asked). */
export const bloqueoSchema = z.object({
  id: z.number().int(),
  idEmpleado: z.number().int(),
  fecha: z.string(),
  desde: z.string(),
  hasta: z.string(),
  /** Blank on another professional's, for a professional's own account: busy, without why. */
  motivo: z.string(),
  semanal: z.boolean(),
});
export type BloqueoDelDia = z.infer<typeof bloqueoSchema>;
