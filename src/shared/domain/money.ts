/**
 * Money. The database keeps integer cents; JSON carries numbers with two decimals; people read
 * `es-AR` currency (`$ 1.234,50`). All arithmetic on money happens in cents.
 */

/** The largest amount accepted anywhere (cents): $ 999.999.999,99. */
export const MAX_CENTS = 99_999_999_999;

/** A JSON amount (at most two decimals) as integer cents. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Integer cents as a JSON amount with two decimals. */
export function fromCents(cents: number): number {
  return cents / 100;
}

/**
 * A decimal amount as people write it, into integer cents, or null when it is not one:
 * `1234.50`, `1234,50`, `1.234,50`, `1,234.50`, `$ 1.234`, ` 80 `. At most two decimals;
 * negative amounts are refused. A lone separator followed by exactly three digits (`1.234`)
 * is a thousands separator, the way a price is written in Argentina (three decimals would be
 * refused anyway).
 */
export function parseAmountToCents(input: string): number | null {
  const s = input
    .trim()
    .replace(/^\$/, '')
    .replace(/[\s\u00a0]/g, '');
  if (!/^\d[\d.,]*$/.test(s)) return null;
  const last = Math.max(s.lastIndexOf('.'), s.lastIndexOf(','));
  let intPart = s;
  let fracPart = '';
  let thousandsSep: string | null = null;
  if (last >= 0) {
    const sep = s.charAt(last);
    const other = sep === '.' ? ',' : '.';
    const head = s.slice(0, last);
    const tail = s.slice(last + 1);
    const lone = !head.includes(sep) && !head.includes(other);
    if (head.includes(sep) || (lone && tail.length === 3 && head !== '0')) {
      // Only one kind of separator, used for thousands: 1.234 or 1.234.567.
      if (head.includes(other)) return null;
      thousandsSep = sep;
    } else {
      // The last separator is the decimal one; any other before it groups thousands.
      intPart = head;
      fracPart = tail;
      if (!/^\d{1,2}$/.test(fracPart)) return null;
      if (head.includes(other)) thousandsSep = other;
    }
  }
  if (thousandsSep !== null) {
    const groups = intPart.split(thousandsSep);
    if (!/^\d{1,3}$/.test(groups[0] ?? '') || !groups.slice(1).every((g) => /^\d{3}$/.test(g))) return null;
    intPart = groups.join('');
  }
  if (!/^\d+$/.test(intPart)) return null;
  const cents = Number(intPart) * 100 + Number(fracPart.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * Raises an amount by a percentage, rounding half up to the cent, exactly (no binary floating
 * point error): 10,05 + 10 % = 11,06. The percentage has at most two decimals.
 */
export function increaseCents(cents: number, percentage: number): number {
  const basisPoints = BigInt(Math.round(percentage * 100));
  const scaled = BigInt(cents) * (10_000n + basisPoints);
  return Number((scaled + 5_000n) / 10_000n);
}

const currency = new Intl.NumberFormat('es-AR', {
  style: 'currency',
  currency: 'ARS',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `$ 1.234,50`: how money is shown everywhere in the panel. */
export function formatMoney(amount: number): string {
  return currency.format(amount).replace(/\u00a0/g, ' ');
}

/**
 * A percentage of an amount, rounding half up to the cent, exactly: 50 % of $ 0,05 is $ 0,03.
 * The percentage has at most two decimals (an employee's profit share).
 */
export function percentOfCents(cents: number, percentage: number): number {
  const basisPoints = BigInt(Math.round(percentage * 100));
  const scaled = BigInt(cents) * basisPoints;
  const sign = scaled < 0n ? -1n : 1n;
  return Number(sign * ((sign * scaled + 5_000n) / 10_000n));
}
