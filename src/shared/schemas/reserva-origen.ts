import { z } from 'zod';
import { turnoSchema } from './turno.ts';

/**
 * 'Deshacer reservas de este origen': staff cancel at once the online bookings made from one
 * origin (the address of the request, or the phone typed) in a window of time, as a flood from
 * one visitor is undone. The origin itself (an address) is never sent to the panel: a booking
 * names it, by its id.
 */

/** How far back from a booking its origin's other bookings are looked for. */
export const ORIGEN_VENTANA_HORAS = 24;

export const origenPorSchema = z.enum(['direccion', 'telefono'], { error: 'Elegí dirección o teléfono.' });
export type OrigenPor = z.infer<typeof origenPorSchema>;

export const origenParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'El turno no es válido.' })
    .int('El turno no es válido.')
    .positive('El turno no es válido.')
    .max(2_147_483_647, 'El turno no es válido.'),
});
export const origenQuerySchema = z.object({ por: origenPorSchema });

/**
 * The bookings that undoing would cancel: online, still 'Pendiente' and to come, from the same
 * origin as the booking, made from `desde` (the window before it) to `hasta` (this answer).
 */
export const origenPreviaSchema = z.object({
  por: origenPorSchema,
  desde: z.string(),
  hasta: z.string(),
  cantidad: z.number().int(),
  turnos: z.array(turnoSchema),
});
export type OrigenPrevia = z.infer<typeof origenPreviaSchema>;

/** Undo what the preview answered at `hasta`: a booking made after it is left alone. */
export const deshacerOrigenSchema = z
  .object({ por: origenPorSchema, hasta: z.iso.datetime({ error: 'El momento no es válido.' }) })
  .strict();
export type DeshacerOrigen = z.infer<typeof deshacerOrigenSchema>;

export const origenDeshechoSchema = z.object({ cantidad: z.number().int(), ids: z.array(z.number().int()) });

/** For the agenda's list: how many bookings the preview would find, by address and by phone. */
export const origenCuentaSchema = z.object({
  idTurno: z.number().int(),
  direccion: z.number().int().nullable(),
  telefono: z.number().int().nullable(),
});
export type OrigenCuenta = z.infer<typeof origenCuentaSchema>;

export const origenCodes = {
  sinOrigen: 'RESERVA_SIN_ORIGEN',
  nadaQueDeshacer: 'NADA_QUE_DESHACER',
} as const;
