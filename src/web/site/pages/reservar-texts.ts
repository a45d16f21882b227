/**
 * Dates and times as the booking page writes them. The panel's date texts come from dayjs
 * (shared/domain/dates.ts); this page uses the browser's own Intl instead, which every browser
 * carries in Spanish, to keep dayjs out of the public site's code. Dates are read at UTC
 * midnight and written in UTC, so no zone can move them to the day before.
 */
const utc = (fecha: string) => new Date(`${fecha}T00:00:00Z`);

const semana = new Intl.DateTimeFormat('es-AR', { weekday: 'short', timeZone: 'UTC' });
const largo = new Intl.DateTimeFormat('es-AR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** `2026-11-24` on a day's button: 'mar 24/11'. */
export function diaCorto(fecha: string): string {
  // Day and month written by hand: ICU versions separate them with '/' or '-'.
  const [, mes = '', dia = ''] = fecha.split('-');
  return `${semana.format(utc(fecha)).replace('.', '')} ${Number(dia)}/${mes}`;
}

/** `2026-11-24` in a sentence: 'martes 24 de noviembre'. */
export function diaLargo(fecha: string): string {
  return largo.format(utc(fecha)).replace(',', '');
}

/** The end of a booking: '14:00' and 90 minutes is '15:30'. */
export function finDe(hora: string, duracion: number): string {
  const [h = 0, m = 0] = hora.split(':').map(Number);
  const fin = h * 60 + m + duracion;
  return `${String(Math.floor(fin / 60)).padStart(2, '0')}:${String(fin % 60).padStart(2, '0')}`;
}

/** A visit's length: '45 min', '1 h', '1 h 45 min'. */
export function duracionTexto(minutos: number): string {
  const h = Math.floor(minutos / 60);
  const m = minutos % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** `2026-11-23 14:00` (until when a booking can be cancelled): 'lunes 23 de noviembre a las 14:00'. */
export function hastaTexto(momento: string): string {
  const [fecha = '', hora = ''] = momento.split(' ');
  return `${diaLargo(fecha)} a las ${hora}`;
}
