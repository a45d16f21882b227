import { formatFecha, formatFechaCorta } from './dates.ts';
import { formatMoney } from './money.ts';

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

export interface Recordatorio {
  cliente: string;
  servicio: string;
  fecha: string;
  hora: string;
  centro: string;
}

/** The reminder the staff send before an appointment, in the centre's voice. */
export function recordatorioTurno({ cliente, servicio, fecha, hora, centro }: Recordatorio): string {
  const saludo = cliente.trim() === '' ? '¡Hola!' : `¡Hola, ${cliente.trim()}!`;
  return (
    `${saludo} Te recordamos tu turno de ${servicio} el ${formatFechaCorta(fecha)} a las ${hora} h ` +
    `en ${centro}. Si no podés venir, avisanos por acá. ¡Te esperamos!`
  );
}

/** The wa.me link that opens a chat with the client and the reminder written, or null without a number. */
export function recordatorioLink(telefono: string, recordatorio: Recordatorio): string | null {
  const number = whatsappNumber(telefono);
  if (number === null) return null;
  return `https://wa.me/${number}?text=${encodeURIComponent(recordatorioTurno(recordatorio))}`;
}

export interface Saldo {
  /** The client's first name; blank greets without a name. */
  cliente: string;
  centro: string;
  /** What is owed, as an amount (pesos with two decimals). */
  monto: number;
  /** The oldest appointment owed. */
  fecha: string;
  /** How many appointments are owed. */
  turnos: number;
}

/** The polite note about an overdue balance (issue 19's 'Deudores'), in the centre's voice. */
export function mensajeDeuda({ cliente, centro, monto, fecha, turnos }: Saldo): string {
  const saludo = cliente.trim() === '' ? 'Hola' : `Hola ${cliente.trim()}`;
  const cuales =
    turnos === 1 ? `del turno del ${formatFecha(fecha)}` : `de ${turnos} turnos, desde el ${formatFecha(fecha)}`;
  return (
    `${saludo}, ¿cómo estás? Te escribimos de ${centro} porque nos quedó pendiente un saldo de ` +
    `${formatMoney(monto)} ${cuales}. Cuando puedas, avisanos cómo preferís abonarlo. ¡Gracias!`
  );
}

/** The wa.me link with the balance note written, or null when the phone is not a WhatsApp number. */
export function deudaLink(telefono: string, saldo: Saldo): string | null {
  const number = whatsappNumber(telefono);
  if (number === null) return null;
  return `https://wa.me/${number}?text=${encodeURIComponent(mensajeDeuda(saldo))}`;
}
