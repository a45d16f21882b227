import { addDays, formatFechaLarga, nowIn } from '#shared/domain/dates.ts';
import { ddMM } from '#shared/domain/ranges.ts';
import { capitalize } from '#shared/domain/text.ts';
import { contar } from '#shared/domain/plural.ts';
import {
  recordatorioConEnlaces,
  recordatorioLink,
  volverALlamarLink,
  whatsappLink,
  whatsappNumber,
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
 * The wa.me link with the reminder written, the same text the booking modal sends: greeted by
 * the client's first name, signed with the centre's name.
 */
export function recordatorioHref(r: Recordatorio, centro: string): string | null {
  return recordatorioLink(r.clienteTelefono, {
    cliente: r.clientePila,
    servicio: r.servicioNombre,
    fecha: r.fecha,
    hora: r.hora,
    centro,
  });
}

/**
 * The day's appointments in two lists: those WhatsApp can reach, with their link, and the others
 * with the reason; and how many of the first are still to send.
 */
export function splitByWhatsapp(
  list: readonly Recordatorio[],
  centro: string,
): {
  conWhatsapp: { recordatorio: Recordatorio; href: string }[];
  sinWhatsapp: { recordatorio: Recordatorio; motivo: string }[];
  porEnviar: number;
} {
  const conWhatsapp: { recordatorio: Recordatorio; href: string }[] = [];
  const sinWhatsapp: { recordatorio: Recordatorio; motivo: string }[] = [];
  for (const recordatorio of list) {
    const href = recordatorioHref(recordatorio, centro);
    if (href === null) {
      sinWhatsapp.push({ recordatorio, motivo: sinWhatsappReason(recordatorio.clienteTelefono) ?? '' });
    } else {
      conWhatsapp.push({ recordatorio, href });
    }
  }
  const porEnviar = conWhatsapp.filter((c) => !c.recordatorio.enviado).length;
  return { conWhatsapp, sinWhatsapp, porEnviar };
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
 * The wa.me link with the call-back message: greeted by the first name, the service and the last
 * visit, and the booking page (`origen`, the site's address, before its path) while it is on.
 * Null when her phone is not a WhatsApp number.
 */
export function volverALlamarHref(v: VolverALlamar, centro: string, origen: string): string | null {
  return volverALlamarLink(v.clienteTelefono, {
    cliente: v.clientePila,
    servicio: v.servicioNombre,
    fecha: v.fecha,
    centro,
    reserva: v.reservaPath === null ? null : `${origen}${v.reservaPath}`,
  });
}

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

/** The wa.me link of a client's day: her bookings' own links in one message, signed by the centre. */
export function recordatorioDelDiaHref(
  r: Pick<Recordatorio, 'clienteTelefono' | 'clientePila' | 'fecha'>,
  enlaces: readonly { servicioNombre: string; hora: string; url: string }[],
  centro: string,
): string | null {
  const numero = whatsappNumber(r.clienteTelefono);
  if (numero === null) return null;
  const texto = recordatorioConEnlaces({
    cliente: r.clientePila,
    fecha: r.fecha,
    centro,
    turnos: enlaces.map((e) => ({ servicio: e.servicioNombre, hora: e.hora, url: e.url })),
  });
  return whatsappLink(numero, texto);
}
