import { z } from 'zod';
import { ESTADOS_GIFTCARD } from '#shared/domain/giftcard.ts';

/**
 * Gift cards (decision 044). `GET /api/giftcards/:codigo` (staff): the card, its balance and its
 * uses. `GET /api/giftcards/:codigo/saldo` (public): what is left and until when, nothing else.
 */

export const giftcardMessages = {
  noEncontrada: 'No hay ninguna gift card con ese código.',
  demasiadas: 'Consultaste demasiados códigos seguidos. Esperá unos minutos y volvé a intentar.',
} as const;

export const giftcardSaldoSchema = z.object({
  /** In pesos: what is left (a service card not spent yet: its service's price today). */
  saldo: z.number(),
  /** A card sold for a service: that service. */
  servicio: z.string().nullable(),
  vence: z.string(),
  estado: z.enum(ESTADOS_GIFTCARD),
});
export type GiftcardSaldo = z.infer<typeof giftcardSaldoSchema>;

export const giftcardSchema = giftcardSaldoSchema.extend({
  codigo: z.string(),
  /** Its worth in pesos; a service card's is null until first spent. */
  valor: z.number().nullable(),
  comprador: z.string(),
  destinatario: z.string().nullable(),
  mensaje: z.string().nullable(),
  idVenta: z.number().int(),
  vendida: z.string(),
  anulada: z.object({ at: z.string(), motivo: z.string() }).nullable(),
  /** Its payments: a ticket it paid, on what day, how much (negative: given back by an annulment). */
  usos: z.array(z.object({ idVenta: z.number().int(), fecha: z.string(), monto: z.number() })),
});
export type Giftcard = z.infer<typeof giftcardSchema>;

export const codigoParamSchema = z.object({ codigo: z.string().max(40) });
