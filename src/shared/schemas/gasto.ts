import { z } from 'zod';
import { isIsoDate } from '#shared/domain/dates.ts';
import { MAX_CENTS, toCents } from '#shared/domain/money.ts';
import { MEDIOS_PAGO, MEDIO_PAGO_INICIAL, medioPagoMessage } from '#shared/domain/pagos.ts';
import { hasAtMostTwoDecimals, requiredText } from './fields.ts';

export const gastoMessages = {
  monto: 'El monto debe ser un número mayor a 0.',
  fecha: 'La fecha no es válida: usá AAAA-MM-DD.',
  guardar: 'No se pudo registrar el gasto.',
  eliminar: 'No se pudo eliminar el gasto.',
  medioPago: medioPagoMessage,
} as const;

/** The codes of the expenses' refusals. */
export const gastoCodes = { noEncontrado: 'gasto_no_encontrado' } as const;

/** An expense as the 'Registrar Gasto' form sends it (spec section 7). */
export const gastoInputSchema = z.object({
  descripcion: requiredText('La descripción es obligatoria.', 200, 'La descripción'),
  monto: z
    .number({ error: gastoMessages.monto })
    .positive(gastoMessages.monto)
    // Above 0 once in cents: 0,000001 would be stored as $ 0,00.
    .refine((v) => toCents(v) >= 1, gastoMessages.monto)
    .max(MAX_CENTS / 100, 'El monto es demasiado alto.')
    .refine(hasAtMostTwoDecimals, 'El monto admite hasta 2 decimales.'),
  fecha: z.string({ error: gastoMessages.fecha }).refine(isIsoDate, gastoMessages.fecha),
  // Issue 19: how it was paid, for the day's cash; the spec's form leaves it out ('Efectivo').
  medioPago: z.enum(MEDIOS_PAGO, { error: gastoMessages.medioPago }).default(MEDIO_PAGO_INICIAL),
});
export type GastoInput = z.input<typeof gastoInputSchema>;

export const gastoSchema = z.object({
  id: z.number().int(),
  descripcion: z.string(),
  monto: z.number(),
  fecha: z.string(),
  medioPago: z.string(),
});
export type Gasto = z.infer<typeof gastoSchema>;
