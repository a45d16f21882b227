/**
 * Gift cards' rules that the server and the panel share: the code, its expiry and its state.
 *
 * The code is 10 characters from an alphabet without look-alikes (no O or 0, no I, 1 or L),
 * read in groups ('K7QM-9XR4-TA'): 31^10 ≈ 8 × 10^14 codes, about 50 bits, so a guess by the
 * public balance page (itself limited per address) finds nothing. (No dayjs here: the public
 * site's balance page reads the code with this module, and keeps dayjs out of its code.)
 */
export const ALFABETO_GIFTCARD = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const LARGO_CODIGO = 10;

/** The largest multiple of the alphabet's size a byte can be: bytes from here on are drawn again. */
const TECHO = 256 - (256 % ALFABETO_GIFTCARD.length);

/**
 * A new code from `random` (crypto's random bytes), each character equally likely: a byte at or
 * past the last whole round of the alphabet is drawn again rather than folded over the first ones.
 */
export function codigoGiftcard(random: (n: number) => Uint8Array): string {
  let codigo = '';
  while (codigo.length < LARGO_CODIGO) {
    for (const b of random(LARGO_CODIGO - codigo.length)) {
      if (b < TECHO) codigo += ALFABETO_GIFTCARD[b % ALFABETO_GIFTCARD.length];
    }
  }
  return codigo;
}

/** 'K7QM9XR4TA' → 'K7QM-9XR4-TA', as printed on the card. */
export function formatCodigo(codigo: string): string {
  return `${codigo.slice(0, 4)}-${codigo.slice(4, 8)}-${codigo.slice(8)}`;
}

/** A code as a person types it (any case, spaces, dashes), or null when no card can have it. */
export function normalizarCodigo(texto: string): string | null {
  const codigo = texto.toUpperCase().replace(/[\s-]/g, '');
  if (codigo.length !== LARGO_CODIGO) return null;
  for (const c of codigo) if (!ALFABETO_GIFTCARD.includes(c)) return null;
  return codigo;
}

export const ESTADOS_GIFTCARD = ['Vigente', 'Usada', 'Vencida', 'Anulada'] as const;
export type EstadoGiftcard = (typeof ESTADOS_GIFTCARD)[number];

/** A card's state on the centre's day `hoy`: annulled first, then used up, then past its expiry. */
export function estadoGiftcard(
  card: { anulada: boolean; vence: string; saldoCents: number },
  hoy: string,
): EstadoGiftcard {
  if (card.anulada) return 'Anulada';
  if (card.saldoCents <= 0) return 'Usada';
  return hoy > card.vence ? 'Vencida' : 'Vigente';
}
