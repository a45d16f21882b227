import { z } from 'zod';
import { isIsoDate } from '#shared/domain/dates.ts';
import { daysBetween } from '#shared/domain/ranges.ts';

/** The longest range a report or list may ask for: a year, leap day included. */
export const MAX_RANGO_DIAS = 366;

export const rangoMessages = {
  desde: 'La fecha "desde" no es válida: usá AAAA-MM-DD.',
  hasta: 'La fecha "hasta" no es válida: usá AAAA-MM-DD.',
  orden: '"Desde" no puede ser posterior a "hasta".',
  largo: 'El rango no puede superar un año.',
} as const;

/** `?desde=&hasta=`: two real dates, in order, at most a year apart. */
export const rangoQuerySchema = z
  .object({
    desde: z.string({ error: rangoMessages.desde }).refine(isIsoDate, rangoMessages.desde),
    hasta: z.string({ error: rangoMessages.hasta }).refine(isIsoDate, rangoMessages.hasta),
  })
  .refine((r) => r.desde <= r.hasta, { message: rangoMessages.orden })
  .refine((r) => r.desde > r.hasta || !rangoTooLong(r), { message: rangoMessages.largo });

/** More than 366 days counting both ends (a leap year is the longest range allowed). */
export function rangoTooLong(r: { desde: string; hasta: string }): boolean {
  return daysBetween(r) + 1 > MAX_RANGO_DIAS;
}
