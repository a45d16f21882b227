import { z } from 'zod';
import { isIsoDate } from '#shared/domain/dates.ts';
import { DIAS_SEMANA, diaSuperpuesto, isHoraFin } from '#shared/domain/horarios.ts';
import { isSlot, toMinutes } from '#shared/domain/slots.ts';
import { optionalEmail, optionalText, requiredText } from './fields.ts';

/** Default profit share of a new employee (spec section 9). */
export const PORCENTAJE_GANANCIA_DEFAULT = 50;

/** The codes of the employees' refusals. */
export const empleadoCodes = { noEncontrado: 'empleado_no_encontrado' } as const;

export const horarioMessages = {
  dia: 'El día debe ser de 1 (lunes) a 7 (domingo).',
  desde: 'Cada horario empieza en un horario de la agenda: de 08:00 a 19:30, cada 30 minutos.',
  hasta: 'Cada horario termina en un horario de la agenda: de 08:30 a 20:00, cada 30 minutos.',
  orden: 'Cada horario debe terminar después de empezar.',
  demasiados: 'Hasta 21 horarios por semana.',
  superpuestos: (dia: number) => `Los horarios del ${DIAS_SEMANA[dia - 1] ?? ''} se superponen.`,
  fechaDesde: 'La ausencia empieza en una fecha válida (AAAA-MM-DD).',
  fechaHasta: 'La ausencia termina en una fecha válida (AAAA-MM-DD).',
  fechasOrden: 'La ausencia debe terminar el mismo día que empieza o después.',
  demasiadasAusencias: 'Hasta 200 ausencias por empleado.',
} as const;

/** A working interval of a weekday (issue 22): `dia` 1 = lunes … 7 = domingo, on the agenda's grid. */
export const horarioSchema = z
  .object({
    dia: z
      .number({ error: horarioMessages.dia })
      .int(horarioMessages.dia)
      .min(1, horarioMessages.dia)
      .max(7, horarioMessages.dia),
    desde: z.string({ error: horarioMessages.desde }).refine(isSlot, horarioMessages.desde),
    hasta: z.string({ error: horarioMessages.hasta }).refine(isHoraFin, horarioMessages.hasta),
  })
  .strict()
  .refine((h) => !isSlot(h.desde) || !isHoraFin(h.hasta) || toMinutes(h.desde) < toMinutes(h.hasta), {
    message: horarioMessages.orden,
    path: ['hasta'],
  });

export const horariosSchema = z
  .array(horarioSchema, { error: 'Los horarios deben ser una lista.' })
  .max(21, horarioMessages.demasiados)
  .superRefine((horarios, ctx) => {
    const dia = diaSuperpuesto(horarios);
    if (dia !== undefined) ctx.addIssue({ code: 'custom', message: horarioMessages.superpuestos(dia) });
  });

/** A day off or a stretch of them (a holiday, a vacation), both dates included. */
export const ausenciaSchema = z
  .object({
    desde: z.string({ error: horarioMessages.fechaDesde }).refine(isIsoDate, horarioMessages.fechaDesde),
    hasta: z.string({ error: horarioMessages.fechaHasta }).refine(isIsoDate, horarioMessages.fechaHasta),
    motivo: optionalText(100, 'El motivo'),
  })
  .strict()
  .refine((a) => a.desde <= a.hasta, { message: horarioMessages.fechasOrden, path: ['hasta'] });

export const ausenciasSchema = z
  .array(ausenciaSchema, { error: 'Las ausencias deben ser una lista.' })
  .max(200, horarioMessages.demasiadasAusencias);

/**
 * An employee as the forms and the API receive it (spec sections 3 and 5). `horarios` and
 * `ausencias` (issue 22) are optional: a call that leaves them out, as the spec's calls do,
 * keeps what the employee had (none, for a new one).
 */
export const empleadoInputSchema = z.object({
  nombre: requiredText('El nombre es obligatorio.', 100, 'El nombre', 'name'),
  apellido: requiredText('El apellido es obligatorio.', 100, 'El apellido', 'name'),
  telefono: optionalText(40, 'El teléfono', 'contact'),
  email: optionalEmail,
  porcentajeGanancia: z
    .number({ error: 'El porcentaje de ganancia es obligatorio.' })
    .min(0, 'El porcentaje de ganancia debe estar entre 0 y 100.')
    .max(100, 'El porcentaje de ganancia debe estar entre 0 y 100.')
    .default(PORCENTAJE_GANANCIA_DEFAULT),
  horarios: horariosSchema.optional(),
  ausencias: ausenciasSchema.optional(),
});
export type EmpleadoInput = z.input<typeof empleadoInputSchema>;

/** An employee as the API answers it (spec section 3). */
export const empleadoSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  apellido: z.string(),
  telefono: z.string(),
  email: z.string(),
  /** Left out for staff while an admin keeps the centre's figures to admins (issue 19). */
  porcentajeGanancia: z.number().optional(),
  /** Working hours by weekday (issue 22); none means not offered online. */
  horarios: z.array(z.object({ dia: z.number().int(), desde: z.string(), hasta: z.string() })),
  ausencias: z.array(z.object({ desde: z.string(), hasta: z.string(), motivo: z.string() })),
});
export type Empleado = z.infer<typeof empleadoSchema>;
