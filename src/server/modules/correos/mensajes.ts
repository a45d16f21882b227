import { formatFechaLarga } from '#shared/domain/dates.ts';
import { conNombre, SALUDO_RECORDATORIO } from '#shared/domain/recordatorio-texto.ts';
import type { TipoCorreo } from '#shared/schemas/correo.ts';

/**
 * The e-mails to a client about her booking (decision 049), in the centre's voice: plain text and
 * the same in simple HTML, each with the centre's name and address and her own link to the booking.
 */

export interface TurnoDelCorreo {
  /** Her first name; blank greets without one. */
  nombre: string;
  servicio: string;
  profesional: string;
  fecha: string;
  hora: string;
  duracion: number;
  /** Her own link to the booking (`/turno/{token}`), absolute. */
  url: string;
}

export interface CentroDelCorreo {
  nombre: string;
  direccion: string | null;
  /** Online booking's page (absolute), when it is on: offered after a cancellation. */
  reservarUrl: string | null;
  /** The owner's notice to cancel online, in hours (Ajustes). */
  cancelacionHoras: number;
}

export interface Mensaje {
  asunto: string;
  texto: string;
  html: string;
}

/** `2026-12-03` and `10:00` → "jueves, 3 de diciembre de 2026 a las 10:00 h". */
function cuando(t: Pick<TurnoDelCorreo, 'fecha' | 'hora'>): string {
  return `${formatFechaLarga(t.fecha)} a las ${t.hora} h`;
}

/** The booking's lines, as every message shows them. */
function detalle(t: TurnoDelCorreo, centro: CentroDelCorreo): string[] {
  return [
    `${t.servicio} con ${t.profesional}`,
    `${cuando(t)} (${t.duracion} min)`,
    centro.direccion === null ? centro.nombre : `${centro.nombre}, ${centro.direccion}`,
  ];
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * A paragraph as HTML: everything escaped, and only the links this code wrote (`enlaces`) made
 * links. A name typed online that looks like an address stays text: the centre's messages never
 * carry a link somebody else chose.
 */
function parrafo(text: string, enlaces: readonly string[]): string {
  let html = escape(text).replace(/\n/g, '<br>');
  for (const url of enlaces) {
    const escrito = escape(url);
    html = html.split(escrito).join(`<a href="${escrito}">${escrito}</a>`);
  }
  return `<p>${html}</p>`;
}

/** Paragraphs as the text (blank-line separated) and as simple HTML. */
function armar(
  asunto: string,
  parrafos: readonly string[],
  centro: CentroDelCorreo,
  enlaces: readonly string[],
): Mensaje {
  const firma = centro.direccion === null ? centro.nombre : `${centro.nombre}\n${centro.direccion}`;
  const todos = [...parrafos, firma];
  return {
    asunto,
    texto: `${todos.join('\n\n')}\n`,
    html:
      '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>' +
      escape(asunto) +
      '</title></head><body style="font-family:sans-serif;line-height:1.5;color:#212529">' +
      todos.map((p) => parrafo(p, enlaces)).join('') +
      '</body></html>',
  };
}

/** Each kind of message, from the booking as it now is. */
export function mensajeDeTurno(tipo: TipoCorreo, t: TurnoDelCorreo, centro: CentroDelCorreo): Mensaje {
  // The reminders' greeting, by her first name or without one.
  const hola = conNombre(SALUDO_RECORDATORIO, t.nombre);
  const lineas = detalle(t, centro).join('\n');
  const enlace = `Para confirmarlo o cancelarlo: ${t.url}`;
  const enlaces = centro.reservarUrl === null ? [t.url] : [t.url, centro.reservarUrl];
  switch (tipo) {
    case 'confirmacion':
      return armar(
        `Tu turno en ${centro.nombre}: ${t.servicio}, ${cuando(t)}`,
        [
          hola,
          `Tu turno quedó reservado:\n${lineas}`,
          `${enlace}\nPodés cancelarlo desde ese enlace hasta ${centro.cancelacionHoras} horas antes.`,
          'Te adjuntamos el turno para que lo agregues a tu calendario. ¡Te esperamos!',
        ],
        centro,
        enlaces,
      );
    case 'recordatorio':
      return armar(
        `Recordatorio: tu turno de ${t.servicio}, ${cuando(t)}`,
        [
          hola,
          `Te recordamos tu turno:\n${lineas}`,
          `Confirmalo acá: ${t.url}\nSi no podés venir, avisanos. ¡Te esperamos!`,
        ],
        centro,
        enlaces,
      );
    case 'cambio':
      return armar(
        `Tu turno cambió: ${t.servicio}, ${cuando(t)}`,
        [hola, `Tu turno cambió. Ahora es:\n${lineas}`, enlace, 'Te adjuntamos el turno nuevo para tu calendario.'],
        centro,
        enlaces,
      );
    case 'cancelacion':
      return armar(
        `Tu turno del ${formatFechaLarga(t.fecha)} fue cancelado`,
        [
          hola,
          `Te avisamos que tu turno fue cancelado:\n${lineas}`,
          centro.reservarUrl === null
            ? 'Si querés reservar otro día u horario, escribinos.'
            : `Si querés reservar otro día u horario, escribinos o reservalo en ${centro.reservarUrl}`,
        ],
        centro,
        enlaces,
      );
  }
}
