import { addDays, formatFechaCorta, formatFechaLarga, nowIn } from '#shared/domain/dates.ts';
import { ddMM } from '#shared/domain/ranges.ts';
import { capitalize } from '#shared/domain/text.ts';
import { contar } from '#shared/domain/plural.ts';
import { toMinutes } from '#shared/domain/slots.ts';
import {
  recordatorioConEnlacesLink,
  volverALlamarLink,
  whatsappNumber,
  type PalabrasDelRecordatorio,
} from '#shared/domain/whatsapp.ts';
import type { Recordatorio, VolverALlamar } from '#shared/schemas/recordatorio.ts';

/** The page's texts that tests and screens share. */
export const recordatoriosTexts = {
  enviar: 'Enviar por WhatsApp',
  enviarOtraVez: 'Abrir WhatsApp otra vez',
  marcar: 'Marcar como enviado',
  desmarcar: 'Marcar como no enviado',
  sinTelefono: 'Sin teléfono cargado',
  telefonoInvalido: 'El teléfono no es un número de WhatsApp válido',
} as const;

/**
 * Why a client cannot get the reminder by WhatsApp, or null when they can: no phone at all, or
 * one whose WhatsApp number cannot be known for sure (the reminder would reach a stranger).
 */
export function sinWhatsappReason(telefono: string): string | null {
  if (telefono.trim() === '') return recordatoriosTexts.sinTelefono;
  return whatsappNumber(telefono) === null ? recordatoriosTexts.telefonoInvalido : null;
}

/**
 * The day's appointments in two lists: those WhatsApp can reach, and the others with the reason;
 * and how many of the first are still to send.
 */
export function splitByWhatsapp(list: readonly Recordatorio[]): {
  conWhatsapp: { recordatorio: Recordatorio }[];
  sinWhatsapp: { recordatorio: Recordatorio; motivo: string }[];
  porEnviar: number;
} {
  const conWhatsapp: { recordatorio: Recordatorio }[] = [];
  const sinWhatsapp: { recordatorio: Recordatorio; motivo: string }[] = [];
  for (const recordatorio of list) {
    const motivo = sinWhatsappReason(recordatorio.clienteTelefono);
    if (motivo === null) conWhatsapp.push({ recordatorio });
    else sinWhatsapp.push({ recordatorio, motivo });
  }
  const porEnviar = conWhatsapp.filter((c) => !c.recordatorio.enviado).length;
  return { conWhatsapp, sinWhatsapp, porEnviar };
}

/**
 * The day a reminder sent now is for: that of the centre's date and time `ahora` plus `horas`
 * (Ajustes' 'Horas antes del recordatorio', 24 by default: tomorrow). Counted on the centre's
 * clock, as the agenda's.
 */
export function diaDelRecordatorio(ahora: { fecha: string; hora: string }, horas: number): string {
  const minutos = toMinutes(ahora.hora) + horas * 60;
  return addDays(ahora.fecha, Math.floor(minutos / (24 * 60)));
}

/** The day navigator's button back to that day: 'Mañana' (or 'Hoy'), else its weekday and date, 'Jueves 26/11'. */
export function diaHabitualLabel(fecha: string, hoy: string): string {
  return relativeDay(fecha, hoy) ?? capitalize(formatFechaCorta(fecha));
}

/** What a card says of the client's answer by her link: nothing while she has not answered. */
export function confirmacionBadge(confirmacion: string): 'Confirmó' | 'Canceló' | null {
  return confirmacion === 'Confirmó' || confirmacion === 'Canceló' ? confirmacion : null;
}

/** 'Hoy', 'Mañana' or 'Ayer' for a date near the centre's today; null for any other. */
export function relativeDay(fecha: string, hoy: string): string | null {
  if (fecha === hoy) return 'Hoy';
  if (fecha === addDays(hoy, 1)) return 'Mañana';
  if (fecha === addDays(hoy, -1)) return 'Ayer';
  return null;
}

/** The day as the page's subtitle names it: 'Mañana, martes 25 de noviembre de 2026'. */
export function dayTitle(fecha: string, hoy: string): string {
  const largo = formatFechaLarga(fecha).replace(',', '');
  const relativo = relativeDay(fecha, hoy);
  return relativo === null ? capitalize(largo) : `${relativo}, ${largo}`;
}

/**
 * When a reminder was sent, in the centre's time zone and relative to its today: 'hoy a las
 * 18:42', 'ayer a las 09:05', 'el 08/06 a las 18:42'.
 */
export function sentWhen(enviadoAt: string, hoy: string, timeZone: string): string {
  const { fecha: dia, hora } = nowIn(timeZone, new Date(enviadoAt));
  const relativo = dia === hoy ? 'hoy' : dia === addDays(hoy, -1) ? 'ayer' : `el ${ddMM(dia)}`;
  return `${relativo} a las ${hora}`;
}

/** Who sent a reminder and when: 'por Ana hoy a las 18:42' (without 'por' once the account is gone). */
export function sentByAndWhen(
  r: Pick<Recordatorio, 'enviadoAt' | 'enviadoPor'>,
  hoy: string,
  timeZone: string,
): string {
  if (r.enviadoAt === null) return '';
  const cuando = sentWhen(r.enviadoAt, hoy, timeZone);
  return r.enviadoPor === null ? cuando : `por ${r.enviadoPor} ${cuando}`;
}

/** 'Para volver a llamar': the texts that tests and screens share. */
export const volverALlamarTexts = {
  titulo: 'Para volver a llamar',
  whatsapp: 'Escribir por WhatsApp',
  marcar: 'Marcar como llamada',
  vacio: 'No hay clientes para volver a llamar.',
} as const;

/**
 * The wa.me link with the call-back message: greeted by her first name, the service and the last
 * visit, and the booking page with the service chosen as the server wrote it (`reservarUrl`, at
 * the site's public address: never the address this desk opened the panel at, which may be the
 * shop's own network). Null when her phone is not a WhatsApp number.
 */
export function volverALlamarHref(v: VolverALlamar, centro: string): string | null {
  return volverALlamarLink(v.clienteTelefono, {
    cliente: v.clientePila,
    servicio: v.servicioNombre,
    fecha: v.fecha,
    centro,
    reserva: v.reservarUrl,
  });
}

/** How long 'Deshacer' is offered after 'Marcar como llamada'. */
export const DESHACER_MS = 8000;

/** How long ago the last visit was, against how often the service is repeated: 'hace 24 días (cada 21)'. */
export function haceCuanto(v: Pick<VolverALlamar, 'diasDesde' | 'repetirCadaDias'>): string {
  return `hace ${contar(v.diasDesde, 'día')} (se repite cada ${contar(v.repetirCadaDias, 'día')})`;
}

/**
 * Who 'Enviar siguiente' writes to: the client of the day's first booking (by time) that WhatsApp
 * can reach and whose reminder is not sent yet; null when every one is sent. All her bookings of
 * the day then go in her one message.
 */
export function siguienteCliente(conWhatsapp: readonly { recordatorio: Recordatorio }[]): Recordatorio | null {
  return conWhatsapp.find((c) => !c.recordatorio.enviado)?.recordatorio ?? null;
}

/**
 * The wa.me link of a client's day: her bookings' own links in one message, greeted and signed
 * in the owner's words (Ajustes; the usual ones when left out).
 */
export function recordatorioDelDiaHref(
  r: Pick<Recordatorio, 'clienteTelefono' | 'clientePila' | 'fecha'>,
  enlaces: readonly { servicioNombre: string; hora: string; url: string }[],
  centro: string,
  palabras: PalabrasDelRecordatorio = {},
): string | null {
  return recordatorioConEnlacesLink(r.clienteTelefono, {
    cliente: r.clientePila,
    fecha: r.fecha,
    centro,
    turnos: enlaces.map((e) => ({ servicio: e.servicioNombre, hora: e.hora, url: e.url })),
    ...palabras,
  });
}
