import { z } from 'zod';
import { isIsoDate } from '#shared/domain/dates.ts';
import { DIAS_SEMANA, diaSuperpuesto, isHoraFin } from '#shared/domain/horarios.ts';
import { isSlot, toMinutes } from '#shared/domain/slots.ts';
import { foldText } from '#shared/domain/text.ts';
import { hasAtMostTwoDecimals, optionalEmail, optionalText, requiredText } from './fields.ts';

/** Default profit share of a new employee (spec section 9). */
export const PORCENTAJE_GANANCIA_DEFAULT = 50;

/** The codes of the employees' refusals. */
export const empleadoCodes = {
  noEncontrado: 'empleado_no_encontrado',
  /** A commission rule names a service that does not exist (400). */
  servicioInexistente: 'servicio_de_comision_inexistente',
} as const;

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

const porcentaje = (que: string) =>
  z
    .number({ error: `${que} debe ser un número entre 0 y 100.` })
    .min(0, `${que} debe ser un número entre 0 y 100.`)
    .max(100, `${que} debe ser un número entre 0 y 100.`)
    .refine(hasAtMostTwoDecimals, `${que} admite hasta 2 decimales.`);

export const comisionesMessages = {
  sobre: "Las comisiones se calculan sobre 'cobrado' o 'pagado'.",
  categoriaRepetida: 'Cada categoría va una sola vez en las comisiones.',
  servicioRepetido: 'Cada servicio va una sola vez en las comisiones.',
  servicioInexistente: 'Uno de los servicios de las comisiones no existe.',
} as const;

/**
 * An employee's commission rules (shared/domain/comisiones.ts). `base` is her share, the spec's
 * `porcentajeGanancia`, which is where it is changed: a `base` sent here (a form sending back what
 * it read) is accepted and left aside, so it can never undo a change of the share.
 */
export const comisionesInputSchema = z
  .object({
    base: porcentaje('El porcentaje base').optional(),
    sobre: z.enum(['cobrado', 'pagado'], { error: comisionesMessages.sobre }).default('cobrado'),
    productos: porcentaje('El porcentaje sobre productos').default(0),
    porCategoria: z
      .array(
        z
          .object({
            categoria: requiredText('Falta la categoría de una comisión.', 60, 'La categoría'),
            porcentaje: porcentaje('El porcentaje de una categoría'),
          })
          .strict(),
        { error: 'Las comisiones por categoría deben ser una lista.' },
      )
      .max(100, 'Hasta 100 categorías con comisión propia.')
      .default([])
      .refine(
        (xs) => new Set(xs.map((x) => foldText(x.categoria))).size === xs.length,
        comisionesMessages.categoriaRepetida,
      ),
    porServicio: z
      .array(
        z
          .object({
            idServicio: z
              .number({ error: comisionesMessages.servicioInexistente })
              .int(comisionesMessages.servicioInexistente)
              .positive(comisionesMessages.servicioInexistente)
              .max(2_147_483_647, comisionesMessages.servicioInexistente),
            porcentaje: porcentaje('El porcentaje de un servicio'),
          })
          .strict(),
        { error: 'Las comisiones por servicio deben ser una lista.' },
      )
      .max(500, 'Hasta 500 servicios con comisión propia.')
      .default([])
      .refine((xs) => new Set(xs.map((x) => x.idServicio)).size === xs.length, comisionesMessages.servicioRepetido),
  })
  .strict();

/** The rules as the API answers them. */
export const comisionesSchema = z.object({
  base: z.number(),
  sobre: z.enum(['cobrado', 'pagado']),
  productos: z.number(),
  porCategoria: z.array(z.object({ categoria: z.string(), porcentaje: z.number() })),
  porServicio: z.array(z.object({ idServicio: z.number().int(), porcentaje: z.number() })),
});

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
  /** Left out, the rules stay as they were (the spec's for a new employee). */
  comisiones: comisionesInputSchema.optional(),
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
  /** Her commission rules; left out with the share for staff who do not see the figures. */
  comisiones: comisionesSchema.optional(),
});
export type Empleado = z.infer<typeof empleadoSchema>;
