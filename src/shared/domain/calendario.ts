import type { Reserva } from '#shared/schemas/reserva.ts';

/** What the calendar entries need of a booking. */
export type ReservaDeCalendario = Pick<Reserva, 'inicio' | 'duracion' | 'servicio' | 'profesional'>;

/**
 * A text inside an iCalendar property (RFC 5545 3.3.11): backslash, comma and semicolon escaped,
 * and every line break (CRLF, a lone CR, a lone LF) written as `\n`: a calendar that reads a lone
 * CR as the end of the line would otherwise take what follows it for a property of its own.
 */
function icsText(text: string): string {
  return text.replace(/[\\,;]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');
}

/** An instant as iCalendar writes it in UTC: 20261124T170000Z. */
function icsInstant(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A content line longer than 75 octets folded as RFC 5545 asks: CRLF and a space, never inside a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    // The first line holds 75 octets; the next ones 74 after their leading space.
    if (size + octets > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += octets;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * The booking as an `.ics` file for the phone's calendar (RFC 5545): one event at its instant in
 * UTC, so the phone shows it at the centre's time whatever zone it is set to.
 */
export function icsDeReserva(
  r: ReservaDeCalendario,
  opts: { centro: string; direccion: string; enlace: string; uid: string; now: Date },
): string {
  const start = new Date(r.inicio);
  const end = new Date(start.getTime() + r.duracion * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Centro de belleza//Reservas online//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${opts.uid}`,
    `DTSTAMP:${icsInstant(opts.now)}`,
    `DTSTART:${icsInstant(start)}`,
    `DTEND:${icsInstant(end)}`,
    `SUMMARY:${icsText(`${r.servicio} en ${opts.centro}`)}`,
    `LOCATION:${icsText(opts.direccion)}`,
    `DESCRIPTION:${icsText(`Con ${r.profesional}. Para confirmar o cancelar: ${opts.enlace}`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** The same booking as a Google Calendar link: most clients are on Android. */
export function googleCalendarLink(
  r: ReservaDeCalendario,
  opts: { centro: string; direccion: string; enlace: string },
): string {
  const start = new Date(r.inicio);
  const end = new Date(start.getTime() + r.duracion * 60_000);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: `${r.servicio} en ${opts.centro}`,
    dates: `${icsInstant(start)}/${icsInstant(end)}`,
    details: `Con ${r.profesional}. Para confirmar o cancelar: ${opts.enlace}`,
    location: opts.direccion,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
