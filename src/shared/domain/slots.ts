import { ASISTENCIA_INICIAL, liberaHorario } from './asistencia.ts';

/**
 * The agenda's time grid (spec section 9): slots every 30 minutes from 08:00 to 19:30; a booking
 * spans duracion / 30 rows, rounded up. Times are `HH:MM` text; arithmetic is in minutes.
 */

export const SLOT_MINUTES = 30;
export const FIRST_SLOT = '08:00';
export const LAST_SLOT = '19:30';
export const DEFAULT_DURACION = 30;

/** `HH:MM` as minutes since midnight. */
export function toMinutes(hora: string): number {
  const [h, m] = hora.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** Minutes since midnight as `HH:MM`. */
export function fromMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Every slot of the day: 08:00, 08:30, … 19:30 (24 slots). */
export const SLOTS: readonly string[] = Array.from(
  { length: (toMinutes(LAST_SLOT) - toMinutes(FIRST_SLOT)) / SLOT_MINUTES + 1 },
  (_, i) => fromMinutes(toMinutes(FIRST_SLOT) + i * SLOT_MINUTES),
);

/** True for a time written `HH:MM` that is one of the grid's slots. */
export function isSlot(hora: string): boolean {
  return /^\d{2}:\d{2}$/.test(hora) && SLOTS.includes(hora);
}

/** The quarter hours a booking may start at beside the slots: 08:15 … 19:45 (decision 056). */
export const QUARTER_MINUTES = 15;

/**
 * True for a time a booking may be sent with: a slot of the grid, or a quarter hour (:15, :45)
 * from 08:15 to 19:45. A quarter hour is taken only right after a booking that ends there
 * (`cuartoPermitido`): a 45-minute service is followed without a 15-minute hole.
 */
export function esHoraDeInicio(hora: string): boolean {
  if (isSlot(hora)) return true;
  if (!/^\d{2}:\d{2}$/.test(hora)) return false;
  const m = toMinutes(hora);
  return m % QUARTER_MINUTES === 0 && m > toMinutes(FIRST_SLOT) && m < toMinutes(LAST_SLOT) + SLOT_MINUTES;
}

/** The end of a booking, `HH:MM`. */
export function finDe(t: TimeSpan): string {
  return fromMinutes(toMinutes(t.hora) + t.duracion);
}

/** The quarter hour (:15, :45) a live booking ends at, where the next one may start; else null. */
export function cuartoTrasDe(t: TimeSpan & { asistencia?: string | undefined }): string | null {
  const fin = finDe(t);
  return liberaHorario(t.asistencia) || isSlot(fin) || !esHoraDeInicio(fin) ? null : fin;
}

/**
 * Whether a booking may start at `hora`: any slot; a quarter hour only when one of `previos`
 * (the professional's or the client's live bookings of that day) ends exactly there.
 */
export function cuartoPermitido(hora: string, previos: readonly (TimeSpan & { asistencia?: string })[]): boolean {
  return isSlot(hora) || previos.some((p) => cuartoTrasDe(p) === hora);
}

/** How many grid rows a booking of this duration covers. */
export function rowsSpanned(duracion: number): number {
  return Math.max(1, Math.ceil(duracion / SLOT_MINUTES));
}

export interface TimeSpan {
  hora: string;
  duracion: number;
}

/** Two bookings overlap when each starts before the other ends (touching ends do not overlap). */
export function overlaps(a: TimeSpan, b: TimeSpan): boolean {
  const aStart = toMinutes(a.hora);
  const bStart = toMinutes(b.hora);
  return aStart < bStart + b.duracion && aStart + a.duracion > bStart;
}

/**
 * The first booking of the same employee and day that `turno` would overlap, leaving out the one
 * being edited (`turno.id`), or undefined. A cancelled or missed appointment takes no slot: it is
 * neither refused nor in the way (issue 18).
 */
export function findOverlap<
  T extends TimeSpan & { id: number; idEmpleado: number; fecha: string; asistencia?: string },
>(
  turno: TimeSpan & { id?: number | null; idEmpleado: number; fecha: string; asistencia?: string },
  others: readonly T[],
): T | undefined {
  if (liberaHorario(turno.asistencia)) return undefined;
  return others.find(
    (o) =>
      o.id !== turno.id &&
      o.idEmpleado === turno.idEmpleado &&
      o.fecha === turno.fecha &&
      !liberaHorario(o.asistencia) &&
      overlaps(turno, o),
  );
}

/** The centre's current date and time, `YYYY-MM-DD` and `HH:MM`. */
export interface Ahora {
  fecha: string;
  hora: string;
}

/**
 * An appointment that has ended and is still 'Pendiente': someone has to say whether the client
 * came (the grid marks it, issue 18).
 */
export function faltaAsistencia(
  turno: { fecha: string; hora: string; duracion: number; asistencia: string },
  ahora: Ahora,
): boolean {
  if (turno.asistencia !== ASISTENCIA_INICIAL) return false;
  if (turno.fecha !== ahora.fecha) return turno.fecha < ahora.fecha;
  return toMinutes(turno.hora) + turno.duracion <= toMinutes(ahora.hora);
}
