import { pagadoReporte, type Cobro } from './totals.ts';
import { toCents } from './money.ts';

/**
 * How money came in or went out (issue 19). 'Efectivo' is what a client that does not say gets,
 * as the spec's own calls do not.
 */
export const MEDIOS_PAGO = ['Efectivo', 'Transferencia', 'Mercado Pago', 'Débito', 'Crédito'] as const;
export type MedioPago = (typeof MEDIOS_PAGO)[number];
export const MEDIO_PAGO_INICIAL: MedioPago = 'Efectivo';
export const medioPagoMessage =
  "El medio de pago debe ser 'Efectivo', 'Transferencia', 'Mercado Pago', 'Débito' o 'Crédito'.";

/**
 * A ticket's payment with a gift card (decision 044): it settles the ticket, but it is not money
 * in: the money came in the day the card was sold. Caja and the income by method leave it out.
 */
export const MEDIO_GIFTCARD = 'Gift card';
/**
 * A ticket's payment with a session of a pack the client bought (decision 046): it pays one
 * service line whole, and, like a gift card's, it is not money in (that came in with the pack).
 */
export const MEDIO_PAQUETE = 'Paquete';
/** The ways a ticket is paid: the methods money comes in by, the gift card and the pack. */
export const MEDIOS_DE_TICKET = [...MEDIOS_PAGO, MEDIO_GIFTCARD, MEDIO_PAQUETE] as const;
/** The ticket's ways to pay that are not money coming in: Caja and income by method leave them out. */
export const MEDIOS_SIN_DINERO: readonly string[] = [MEDIO_GIFTCARD, MEDIO_PAQUETE];
export const medioDeTicketMessage =
  "El medio de pago debe ser 'Efectivo', 'Transferencia', 'Mercado Pago', 'Débito', 'Crédito', 'Gift card' o 'Paquete'.";

/** The methods in their usual order (MEDIOS_PAGO's), any other after them alphabetically. */
export function compareMedioPago(a: string, b: string): number {
  const rank = (m: string) => {
    const i = (MEDIOS_PAGO as readonly string[]).indexOf(m);
    return i === -1 ? MEDIOS_PAGO.length : i;
  };
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * What has been paid on an appointment, in cents: the whole price when 'Pagado', otherwise the
 * amount paid (the reports' "Pagado", spec section 9). Payment entries record every change of it.
 */
export function pagadoCents(t: Pick<Cobro, 'costo' | 'estado' | 'montoAbonado'>): number {
  return toCents(pagadoReporte(t));
}
