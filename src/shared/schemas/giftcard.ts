import { z } from 'zod';
import { isIsoDate } from '#shared/domain/dates.ts';
import { ESTADOS_GIFTCARD } from '#shared/domain/giftcard.ts';
import { optionalText, requiredText } from './fields.ts';

/**
 * Gift cards (decision 044). `GET /api/giftcards/:codigo` (staff): the card, its balance and its
 * uses. `GET /api/giftcards/:codigo/saldo` (public): what is left and until when, nothing else.
 */

export const giftcardMessages = {
  noEncontrada: 'No hay ninguna gift card con ese código.',
  anuladaSinTarjeta: 'Esa gift card está anulada: no se puede descargar ni enviar.',
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
  /** Its balance page's address, the card's QR (the site's origin: PUBLIC_URL, else the request's). */
  enlace: z.string(),
  /** Its payments: a ticket it paid, on what day, how much (negative: given back by an annulment). */
  usos: z.array(z.object({ idVenta: z.number().int(), fecha: z.string(), monto: z.number() })),
});
export type Giftcard = z.infer<typeof giftcardSchema>;

export const codigoParamSchema = z.object({ codigo: optionalText(40, 'El código') });

export const GIFTCARDS_POR_PAGINA = 50;

/** `GET /api/giftcards?q=&estado=&pagina=`: by code or name (buyer, recipient), by state, newest first. */
export const giftcardsQuerySchema = z.object({
  q: optionalText(100, 'La búsqueda').default(''),
  estado: z
    .enum(ESTADOS_GIFTCARD, { error: "El estado debe ser 'Vigente', 'Usada', 'Vencida' o 'Anulada'." })
    .optional(),
  pagina: z
    .string()
    .regex(/^\d{1,6}$/, 'La página debe ser un número entero desde 1.')
    .transform(Number)
    .refine((n) => n >= 1, 'La página debe ser un número entero desde 1.')
    .default(1),
});
export type GiftcardsQuery = z.output<typeof giftcardsQuerySchema>;

export const giftcardsPaginaSchema = z.object({
  giftcards: z.array(giftcardSchema.omit({ usos: true })),
  total: z.number().int(),
  pagina: z.number().int(),
  porPagina: z.number().int(),
});
export type GiftcardsPagina = z.infer<typeof giftcardsPaginaSchema>;

export const giftcardAdminMessages = {
  soloAdmin: 'Solo un administrador puede anular una gift card o cambiar su vencimiento.',
  motivo: 'Escribí el motivo de la anulación.',
  yaAnulada: 'Esa gift card ya está anulada.',
  vence: 'El nuevo vencimiento debe ser una fecha válida, desde hoy.',
} as const;

/** `POST /api/giftcards/:codigo/anular` (admins). */
export const anularGiftcardSchema = z.object({
  motivo: requiredText(giftcardAdminMessages.motivo, 500, 'El motivo', 'multiline'),
});

/** `POST /api/giftcards/:codigo/vence` (admins): its last valid day from now on. */
export const venceGiftcardSchema = z.object({
  vence: z.string({ error: giftcardAdminMessages.vence }).refine(isIsoDate, giftcardAdminMessages.vence),
});
