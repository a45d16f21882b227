/**
 * Calendar dates as the centre sees them. Dates travel as `YYYY-MM-DD` text; "today" is always
 * the date in the centre's time zone (APP_TIMEZONE), never the server's or the browser's.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The calendar date (`YYYY-MM-DD`) at instant `now` in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = formatterFor(timeZone).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** True for a real calendar date written `YYYY-MM-DD` (so 2026-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (m === null) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

function utcDate(fecha: string): Date {
  const [y, m, d] = fecha.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
}

/** The date `days` days after `fecha` (before, when negative), across months and years. */
export function addDays(fecha: string, days: number): string {
  const date = utcDate(fecha);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const largeFormat = new Intl.DateTimeFormat('es-AR', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const weekdayFormat = new Intl.DateTimeFormat('es-AR', { timeZone: 'UTC', weekday: 'long' });

/** `2026-11-23` as people read it: "lunes, 23 de noviembre de 2026". */
export function formatFechaLarga(fecha: string): string {
  return largeFormat.format(utcDate(fecha));
}

/** `2026-11-23` in a short message: "lunes 23/11". */
export function formatFechaCorta(fecha: string): string {
  // Built from parts: ICU versions disagree on the separator of a numeric day and month.
  const [, m, d] = fecha.split('-');
  return `${weekdayFormat.format(utcDate(fecha))} ${d}/${m}`;
}

/** `2026-11-23` → `23/11/2026`; an empty date is a dash. */
export function formatFecha(fecha: string | null | undefined): string {
  if (fecha == null || !isIsoDate(fecha)) return '—';
  return `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}/${fecha.slice(0, 4)}`;
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

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  let f = offsetFormatters.get(timeZone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    offsetFormatters.set(timeZone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a calendar day begins in `timeZone` (00:00 there), as a Date. */
export function startOfDayIn(fecha: string, timeZone: string): Date {
  const [y, m, d] = fecha.split('-').map(Number);
  const guess = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1);
  // Twice, so a day that starts at a daylight-saving change lands right.
  let instant = guess - zoneOffset(guess, timeZone);
  instant = guess - zoneOffset(instant, timeZone);
  return new Date(instant);
}
