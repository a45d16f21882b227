import { z } from 'zod';
import { MAX_CENTS } from '#shared/domain/money.ts';
import { hasAtMostTwoDecimals, optionalText, requiredText } from './fields.ts';

/** The longest a service can last: the agenda's whole day, 08:00 to 20:00. */
export const MAX_DURACION_MINUTOS = 720;

/** The longest 'Repetir cada (días)': a year. */
export const MAX_REPETIR_CADA_DIAS = 365;

export const repetirCadaDiasMessage = `Los días para repetir deben ser un número entero entre 1 y ${MAX_REPETIR_CADA_DIAS}.`;

/** New-service defaults (spec section 9). */
export const servicioDefaults = { duracionSugerida: 30, precio: 0 } as const;

/** A base service as the forms and the API receive it (spec sections 3 and 5). */
export const servicioInputSchema = z.object({
  categoria: requiredText('La categoría es obligatoria.', 60, 'La categoría'),
  descripcion: requiredText('La descripción es obligatoria.', 200, 'La descripción'),
  precio: z
    .number({ error: 'El precio es obligatorio.' })
    .min(0, 'El precio debe ser un número mayor o igual a 0.')
    .max(MAX_CENTS / 100, 'El precio es demasiado alto.')
    .refine(hasAtMostTwoDecimals, 'El precio admite hasta 2 decimales.'),
  duracionSugerida: z
    .number({ error: 'La duración es obligatoria.' })
    .int('La duración debe ser un número entero de minutos.')
    .positive('La duración debe ser mayor a 0 minutos.')
    .max(MAX_DURACION_MINUTOS, `La duración no puede superar ${MAX_DURACION_MINUTOS} minutos.`),
  nombre: optionalText(100, 'El nombre', 'name'),
  /** Issue 22: whether clients may book it online. Left out (the spec's calls, a CSV file), it stays as it was: on for a new service. */
  reservableOnline: z.boolean({ error: 'Indicá si el servicio se puede reservar online (sí o no).' }).optional(),
  /**
   * How many days after a visit it is usually done again: the clients past it are listed in
   * Recordatorios › 'Para volver a llamar'. null takes it away; left out (the spec's calls, a CSV
   * file), it stays as it was: none for a new service.
   */
  repetirCadaDias: z
    .number({ error: repetirCadaDiasMessage })
    .int(repetirCadaDiasMessage)
    .min(1, repetirCadaDiasMessage)
    .max(MAX_REPETIR_CADA_DIAS, repetirCadaDiasMessage)
    .nullable()
    .optional(),
  /**
   * 'Costo de insumos': the materials a session uses, taken off before a professional's
   * commission. null takes it away; left out, it stays as it was: none for a new service.
   */
  costoInsumos: z
    .number({ error: 'El costo de insumos debe ser un número.' })
    .min(0, 'El costo de insumos debe ser un número mayor o igual a 0.')
    .max(MAX_CENTS / 100, 'El costo de insumos es demasiado alto.')
    .refine(hasAtMostTwoDecimals, 'El costo de insumos admite hasta 2 decimales.')
    .nullable()
    .optional(),
});
export type ServicioInput = z.input<typeof servicioInputSchema>;

/** A base service as the API answers it. */
export const servicioSchema = z.object({
  id: z.number().int(),
  categoria: z.string(),
  descripcion: z.string(),
  precio: z.number(),
  duracionSugerida: z.number().int(),
  nombre: z.string(),
  reservableOnline: z.boolean(),
  /** Days after a visit it is usually repeated; null when the service is not followed up. */
  repetirCadaDias: z.number().int().nullable(),
  /** The materials of a session; null when none. Left out for staff while an admin keeps the figures to admins. */
  costoInsumos: z.number().nullable().optional(),
});
export type Servicio = z.infer<typeof servicioSchema>;

/**
 * The price increase percentage: a number above 0 with at most two decimals (`10`, `12.5`,
 * `12,5`), as plain digits and one decimal separator only (no spaces, signs or exponents).
 */
export function parsePercentage(text: string): number | null {
  if (!/^\d+([.,]\d{1,2})?$/.test(text)) return null;
  const value = Number(text.replace(',', '.'));
  return value > 0 && value <= 1000 ? value : null;
}

export const aumentoMessages = { invalid: 'Porcentaje inválido' } as const;

/** The codes of the base services' refusals. */
export const servicioCodes = {
  noEncontrado: 'servicio_no_encontrado',
  duplicado: 'servicio_duplicado',
  porcentajeInvalido: 'porcentaje_invalido',
  /** A price increase that would take some price past the maximum. */
  sobreMaximo: 'precio_sobre_maximo',
} as const;

/** The 'Aumentar precios' form: the percentage as typed, read by `parsePercentage`. */
export const aumentoSchema = z.object({
  porcentaje: z.string().transform((text, ctx) => {
    const value = parsePercentage(text.trim());
    if (value === null) ctx.addIssue({ code: 'custom', message: aumentoMessages.invalid });
    return value ?? 0;
  }),
});
