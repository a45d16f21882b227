/**
 * Phones as people write them, with no dependency (no zod, no dayjs): the public booking page
 * checks the phone as it is typed with the same rule the server's schema applies.
 */

/** A phone as people write it: digits, spaces, +, -, (, ), dots or slashes, with 6 to 20 digits. */
export function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return /^[\d\s+()./-]+$/.test(value) && digits >= 6 && digits <= 20;
}

/**
 * A phone as WhatsApp wants it in a wa.me link: the international number, digits only, or null
 * when it cannot be known for sure (a wrong number would send a client's appointment to a
 * stranger). Argentine numbers are written many ways: `11 2345-6789`, `011 15 2345-6789`,
 * `(0351) 15 456-7890`, `+54 9 11 2345-6789`. A mobile in wa.me form is 54 9 + area code +
 * number (ten digits together), without the trunk 0 and without the 15 of local dialling.
 * Numbers of other countries pass through when written with `+` or `00`.
 */
export function whatsappNumber(telefono: string): string | null {
  const written = telefono.trim();
  let digits = written.replace(/\D/g, '');
  const international = written.startsWith('+') || digits.startsWith('00');
  if (digits.startsWith('00')) digits = digits.slice(2);

  let national: string;
  if (digits.startsWith('54') && (international || digits.length >= 12)) {
    national = digits.slice(2);
    // The 9 that marks a mobile: WhatsApp requires it, people often leave it out.
    if (national.startsWith('9')) national = national.slice(1);
  } else if (international) {
    return digits.length >= 8 && digits.length <= 15 ? digits : null;
  } else {
    national = digits;
  }
  if (national.startsWith('0')) national = national.slice(1);
  if (national.length === 12) {
    // Area code (11 in Buenos Aires; otherwise 3 or 4 digits, never starting with 1), then 15.
    const areaLengths = national.startsWith('11') ? [2] : [3, 4];
    const area = areaLengths.find((n) => national.slice(n, n + 2) === '15');
    if (area === undefined) return null;
    national = national.slice(0, area) + national.slice(area + 2);
  }
  // Ten digits with an area code: every Argentine one is 11 or begins with 2 or 3.
  if (national.length !== 10 || !/^(11|[23])/.test(national)) return null;
  return `549${national}`;
}

/**
 * A phone online booking takes (shared/schemas/reserva.ts, and the booking page as it is typed):
 * written as the clients' form accepts a phone, and an Argentine mobile the reminders can reach.
 */
export function celularReservable(value: string): boolean {
  return isPhone(value) && whatsappNumber(value)?.startsWith('549') === true;
}
