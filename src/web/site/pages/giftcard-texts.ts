import { formatMoney } from '#shared/domain/money.ts';
import type { GiftcardSaldo } from '#shared/schemas/giftcard.ts';

/** `2027-05-27` → `27/05/2027`, without the panel's date library (kept out of the public site). */
const fecha = (iso: string) => iso.split('-').reverse().join('/');

/** What the page says of a card: what is left and until when, or why it cannot be used. */
export function textoDelSaldo(s: GiftcardSaldo): string {
  if (s.estado === 'Anulada') return 'Esta gift card está anulada.';
  if (s.estado === 'Usada') return 'Esta gift card ya se usó: no le queda saldo.';
  if (s.estado === 'Vencida') return `Esta gift card venció el ${fecha(s.vence)}.`;
  const vale = s.servicio === null ? `Le quedan ${formatMoney(s.saldo)}` : `Vale 1 ${s.servicio}`;
  return `${vale}. Válida hasta el ${fecha(s.vence)}.`;
}
