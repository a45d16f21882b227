/**
 * Calendar dates as the centre sees them. Dates travel as `YYYY-MM-DD` text; "today" is always
 * the date in the centre's time zone (APP_TIMEZONE), never the server's or the browser's.
 *
 * The arithmetic is dayjs's, the library the panel's date pickers already load, with its utc,
 * timezone and customParseFormat plugins. A date without a time is read and written in UTC, so
 * neither the server's nor the browser's own zone can move it to the day before; texts come from
 * dayjs's Spanish locale with fixed patterns, the same whatever ICU data the runtime carries.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/es.js';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

const ISO = 'YYYY-MM-DD';

/**
 * One formatter per zone, kept: "now" in the centre's zone is read on every write (a payment's
 * day, a stock move's), and dayjs's `tz()` builds it from several formatted strings each time,
 * about 20 times slower (≈ 100 µs against 5 µs here, on the server's side of a ticket's save).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(timeZone: string, now: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  let f = formatters.get(timeZone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      numberingSystem: 'latn',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  const parts = { year: '', month: '', day: '', hour: '', minute: '' };
  for (const { type, value } of f.formatToParts(now)) if (type in parts) parts[type as keyof typeof parts] = value;
  return parts;
}

/** The calendar date (`YYYY-MM-DD`) at instant `now` in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return nowIn(timeZone, now).fecha;
}

/** The date and the time (`HH:MM`) at instant `now` in `timeZone`. */
export function nowIn(timeZone: string, now: Date = new Date()): { fecha: string; hora: string } {
  const p = partsIn(timeZone, now);
  return { fecha: `${p.year}-${p.month}-${p.day}`, hora: `${p.hour}:${p.minute}` };
}

/** True for a real calendar date written `YYYY-MM-DD` (so 2026-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  return dayjs.utc(value, ISO, true).isValid();
}

/** The date `days` days after `fecha` (before, when negative), across months and years. */
export function addDays(fecha: string, days: number): string {
  return dayjs.utc(fecha).add(days, 'day').format(ISO);
}

/** The same day `months` months after `fecha`, or that month's last day when it is shorter (31 August + 6 → 28 February). */
export function addMonths(fecha: string, months: number): string {
  return dayjs.utc(fecha).add(months, 'month').format(ISO);
}

/** `2026-11-23` as people read it: "lunes, 23 de noviembre de 2026". */
export function formatFechaLarga(fecha: string): string {
  return dayjs.utc(fecha).locale('es').format('dddd, D [de] MMMM [de] YYYY');
}

/** `2026-11-23` in a short message: "lunes 23/11". */
export function formatFechaCorta(fecha: string): string {
  return dayjs.utc(fecha).locale('es').format('dddd DD/MM');
}

/** `2026-11-23` in a list that spans years (a client's appointments): "lunes 23/11/2026". */
export function formatFechaConAnio(fecha: string): string {
  return dayjs.utc(fecha).locale('es').format('dddd DD/MM/YYYY');
}

/** `2026-11-23` → `23/11/2026`; an empty date is a dash. */
export function formatFecha(fecha: string | null | undefined): string {
  if (fecha == null || !isIsoDate(fecha)) return '—';
  // Reordered as text, not formatted by dayjs: a month's history formats a date per row.
  return `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}/${fecha.slice(0, 4)}`;
}

/** An instant (an ISO timestamp) as the centre reads it in its time zone: '23/11/2026 19:05'. */
export function formatInstante(at: string, timeZone: string): string {
  const { fecha, hora } = nowIn(timeZone, new Date(at));
  return `${formatFecha(fecha)} ${hora}`;
}

/**
 * A date typed by hand as the centre writes it, dd/mm/aaaa (also d/m/aaaa, with '-' or '.'
 * between, or ddmmaaaa), or pasted as AAAA-MM-DD: the ISO date, or null when it is not a real date. The year
 * needs its four digits, so '23/11/2' is not taken for a date while it is still being typed.
 */
export function parseFecha(text: string): string | null {
  const t = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  // Eight digits in a row too: a phone's numeric keypad (iOS) has no '/' to type.
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(t);
  const parts = iso !== null ? [iso[1], iso[2], iso[3]] : dmy !== null ? [dmy[3], dmy[2], dmy[1]] : null;
  if (parts === null) return null;
  const [y = '', m = '', d = ''] = parts;
  const fecha = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return isIsoDate(fecha) ? fecha : null;
}

/**
 * The instant a calendar day begins in `timeZone`: the first moment its clocks show that date.
 * That is 00:00 there on almost every day. Where the clocks jump from 00:00 to 01:00 (Chile in
 * September) the day begins at 01:00; where they go back from 01:00 to 00:00 (Cuba in November)
 * it begins at the first of the two midnights.
 */
export function startOfDayIn(fecha: string, timeZone: string): Date {
  const midnight = dayjs.utc(fecha); // the zone's 00:00, written as if it were UTC
  // Midnight read with the zone's offset of the day before and with that of the day after: one
  // instant on most days, two when the clocks change around it. The earlier one that the zone
  // already calls `fecha` (with neither, the later: a day the zone skipped begins with the next).
  const instants = [-1, 1]
    .map((days) => midnight.valueOf() - midnight.add(days, 'day').tz(timeZone).utcOffset() * 60_000)
    .sort((a, b) => a - b);
  const first = instants.find((instant) => todayIn(timeZone, new Date(instant)) === fecha) ?? Math.max(...instants);
  return new Date(first);
}
