import { z } from 'zod';

/*
 * The centre's closed days (decision 055): Argentina's national holidays (shared/domain/
 * feriados.ts), each closed unless the owner opens it, and the centre's own closed spells.
 */

export const feriadoMessages = {
  anio: 'El año debe ser un número de cuatro cifras.',
} as const;

/** `GET /api/feriados?anio=`: the year's holidays and whether the centre opens on each. */
export const feriadosQuerySchema = z.object({
  anio: z.coerce
    .number({ error: feriadoMessages.anio })
    .int(feriadoMessages.anio)
    .min(2000, feriadoMessages.anio)
    .max(2100, feriadoMessages.anio),
});

export const feriadoSchema = z.object({
  fecha: z.string(),
  nombre: z.string(),
  /** The owner opens the centre that day after all. */
  abierto: z.boolean(),
});
export type FeriadoDelCentro = z.infer<typeof feriadoSchema>;

/** A day the centre is closed, and why ('Feriado: Navidad', 'Vacaciones'). */
export const diaCerradoSchema = z.object({ fecha: z.string(), motivo: z.string() });
export type DiaCerradoDelCentro = z.infer<typeof diaCerradoSchema>;

/** The centre's refusal of a booking on a closed day. */
export const DIA_CERRADO = 'dia_cerrado';
export const diaCerradoMessage = (motivo: string) => `El centro está cerrado ese día (${motivo}).`;
