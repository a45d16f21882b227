import { z } from 'zod';
import { reservaSchema } from './reserva.ts';

/**
 * A client's own link to her booking (decision 048): `GET /api/turnos/:id/enlace` gives staff a
 * new one; `/api/enlace/:token` shows it to the client, `…/confirmar` and `…/cancelar` record her
 * answer. The refusals are online booking's (reserva-messages.ts): the same situations, the same
 * words and codes.
 */
export const enlaceUrlSchema = z.object({ url: z.string() });
export type EnlaceUrl = z.infer<typeof enlaceUrlSchema>;

/** What the link shows: her first name and the booking, nothing else about her. */
export const turnoEnlaceSchema = z.object({
  nombre: z.string(),
  fecha: z.string(),
  hora: z.string(),
  duracion: z.number().int(),
  servicio: z.string(),
  precio: z.number(),
  profesional: z.string(),
  confirmacion: z.string(),
  cancelado: z.boolean(),
  /** Until when she may cancel it herself (centre's date and time, `YYYY-MM-DD HH:MM`). */
  cancelableHasta: z.string(),
  /** Whether she may still cancel it here (not cancelled, before the owner's notice). */
  cancelable: z.boolean(),
  /** The owner's notice, in hours (Ajustes): what the page says past it. */
  cancelacionHoras: z.number().int(),
  /** The start as an instant (ISO 8601, UTC), for the phone's calendar whatever its zone. */
  inicio: z.string(),
  /** It has begun (or ended): there is nothing left to answer. */
  pasado: z.boolean(),
  /**
   * A visit of several services still on (decision 056): each one, in order, as online booking
   * lists them; `hora`, `duracion`, `servicio`, `precio` and `profesional` above are then the
   * whole visit's. Absent for a booking alone.
   */
  servicios: reservaSchema.shape.servicios,
});
export type TurnoEnlace = z.infer<typeof turnoEnlaceSchema>;
