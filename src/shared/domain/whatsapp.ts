import { formatFecha, formatFechaCorta } from './dates.ts';
import { formatMoney } from './money.ts';
import { conNombre, FIRMA_RECORDATORIO, SALUDO_RECORDATORIO } from './recordatorio-texto.ts';
import { whatsappNumber } from './telefono.ts';

export { whatsappNumber };

/**
 * A wa.me link that opens WhatsApp with `texto` written: in the chat with `numero` (international,
 * digits only), or, without one, letting whoever sends it choose the chat.
 */
export function whatsappLink(numero: string | null, texto: string): string {
  return `https://wa.me/${numero ?? ''}?text=${encodeURIComponent(texto)}`;
}

/** The owner's greeting and closing of a reminder (Ajustes); left out, the usual ones. */
export interface PalabrasDelRecordatorio {
  /** The greeting, `{nombre}` for her first name: '¡Hola, {nombre}!' by default. Blank, none. */
  saludo?: string;
  /** The closing: '¡Te esperamos!' by default. Blank, none. */
  firma?: string;
}

export interface Recordatorio extends PalabrasDelRecordatorio {
  cliente: string;
  servicio: string;
  fecha: string;
  hora: string;
  centro: string;
}

/**
 * A reminder's body between its greeting and its closing, both in the owner's words with the
 * client's first name (or without one): a blank one is left out, with its space.
 */
function conSaludoYFirma(cliente: string, cuerpo: string, palabras: PalabrasDelRecordatorio): string {
  const saludo = conNombre(palabras.saludo ?? SALUDO_RECORDATORIO, cliente);
  const firma = conNombre(palabras.firma ?? FIRMA_RECORDATORIO, cliente);
  return [saludo, cuerpo, firma].filter((parte) => parte !== '').join(' ');
}

/** The reminder the staff send before an appointment, in the centre's voice. */
export function recordatorioTurno({ cliente, servicio, fecha, hora, centro, ...palabras }: Recordatorio): string {
  return conSaludoYFirma(
    cliente,
    `Te recordamos tu turno de ${servicio} el ${formatFechaCorta(fecha)} a las ${hora} h en ${centro}. ` +
      'Si no podés venir, avisanos por acá.',
    palabras,
  );
}

/** The wa.me link that opens a chat with the client and the reminder written, or null without a number. */
export function recordatorioLink(telefono: string, recordatorio: Recordatorio): string | null {
  const number = whatsappNumber(telefono);
  if (number === null) return null;
  return whatsappLink(number, recordatorioTurno(recordatorio));
}

/** One booking of a client's day, with her own link to it (decision 048). */
export interface TurnoConEnlace {
  servicio: string;
  hora: string;
  url: string;
}

export interface DiaConEnlaces extends PalabrasDelRecordatorio {
  cliente: string;
  fecha: string;
  centro: string;
  turnos: readonly TurnoConEnlace[];
}

/**
 * The reminder of a client's day, one message for all her bookings of it: each with its own link,
 * where she confirms it (and cancels it, while the owner's notice allows: the page says which).
 * Greeted by her first name and signed in the owner's words (Ajustes), in the centre's voice.
 */
export function recordatorioConEnlaces({ cliente, fecha, centro, turnos, ...palabras }: DiaConEnlaces): string {
  const dia = formatFechaCorta(fecha);
  if (turnos.length === 1) {
    const [t] = turnos as [TurnoConEnlace];
    return conSaludoYFirma(
      cliente,
      `Te recordamos tu turno de ${t.servicio} el ${dia} a las ${t.hora} h en ${centro}. ` +
        `Confirmalo acá: ${t.url} Si no podés venir, avisanos.`,
      palabras,
    );
  }
  const lista = turnos.map((t) => `${t.servicio} a las ${t.hora} h: ${t.url}`).join('\n');
  return conSaludoYFirma(
    cliente,
    `Te recordamos tus turnos del ${dia} en ${centro}. Confirmá cada uno desde su enlace:\n` +
      `${lista}\nSi no podés venir, avisanos.`,
    palabras,
  );
}

/** The wa.me link of a client's day with its links written, or null when her phone is not a WhatsApp number. */
export function recordatorioConEnlacesLink(telefono: string, dia: DiaConEnlaces): string | null {
  const number = whatsappNumber(telefono);
  if (number === null) return null;
  return whatsappLink(number, recordatorioConEnlaces(dia));
}

export interface Saldo {
  /** The client's first name; blank greets without a name. */
  cliente: string;
  centro: string;
  /** What is owed, as an amount (pesos with two decimals). */
  monto: number;
  /** The oldest appointment owed; the oldest ticket owed when no appointment is. */
  fecha: string;
  /** How many appointments are owed. */
  turnos: number;
  /** How many tickets owe outside their appointments (a product, a tip); none if missing. */
  tickets?: number;
}

/** What the balance is of: the appointments, the visits (tickets) or both, from the oldest. */
function deQue({ fecha, turnos, tickets = 0 }: Saldo): string {
  const desde = formatFecha(fecha);
  if (tickets === 0) return turnos === 1 ? `del turno del ${desde}` : `de ${turnos} turnos, desde el ${desde}`;
  // Each has its own oldest day: the note names neither.
  if (turnos > 0) return 'de tus turnos y compras';
  return tickets === 1 ? `de tu visita del ${desde}` : `de ${tickets} visitas, desde el ${desde}`;
}

/** The polite note about an overdue balance (issue 19's 'Deudores'), in the centre's voice. */
export function mensajeDeuda(saldo: Saldo): string {
  const saludo = saldo.cliente.trim() === '' ? 'Hola' : `Hola ${saldo.cliente.trim()}`;
  return (
    `${saludo}, ¿cómo estás? Te escribimos de ${saldo.centro} porque nos quedó pendiente un saldo de ` +
    `${formatMoney(saldo.monto)} ${deQue(saldo)}. Cuando puedas, avisanos cómo preferís abonarlo. ¡Gracias!`
  );
}

/** The wa.me link with the balance note written, or null when the phone is not a WhatsApp number. */
export function deudaLink(telefono: string, saldo: Saldo): string | null {
  const number = whatsappNumber(telefono);
  if (number === null) return null;
  return whatsappLink(number, mensajeDeuda(saldo));
}

export interface VolverALlamar {
  /** The client's first name; blank greets without a name. */
  cliente: string;
  servicio: string;
  /** The last visit. */
  fecha: string;
  centro: string;
  /** The booking page's address, with the service chosen; null while online booking is off. */
  reserva: string | null;
}

/**
 * The message to a client whose service is due again (Recordatorios › 'Para volver a llamar'), in
 * the centre's voice: it offers the booking page while online booking is on, the chat always.
 */
export function mensajeVolverALlamar({ cliente, servicio, fecha, centro, reserva }: VolverALlamar): string {
  const saludo = cliente.trim() === '' ? 'Hola' : `Hola ${cliente.trim()}`;
  const oferta =
    reserva === null
      ? 'Si querés, respondenos por acá y te buscamos un horario.'
      : `Podés reservarlo cuando quieras en ${reserva} o, si preferís, respondenos por acá y te buscamos un horario.`;
  return (
    `${saludo}, ¿cómo estás? Te escribimos de ${centro}: tu último turno de ${servicio} fue el ` +
    `${formatFecha(fecha)} y ya es un buen momento para repetirlo. ${oferta} ¡Te esperamos!`
  );
}

/** The wa.me link with the call-back message written, or null when the phone is not a WhatsApp number. */
export function volverALlamarLink(telefono: string, visita: VolverALlamar): string | null {
  const number = whatsappNumber(telefono);
  if (number === null) return null;
  return whatsappLink(number, mensajeVolverALlamar(visita));
}
