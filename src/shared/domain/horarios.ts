import { FIRST_SLOT, LAST_SLOT, SLOT_MINUTES, fromMinutes, isSlot, toMinutes } from './slots.ts';

/**
 * Each employee's working hours (issue 22): intervals per weekday on the agenda's 30-minute grid,
 * and days off. Online booking offers only times inside them; the agenda shades the rest.
 */

/** `dia` 1 = lunes … 7 = domingo, as ISO 8601 numbers the weekdays. */
export const DIAS_SEMANA = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'] as const;

export interface Horario {
  dia: number;
  desde: string;
  hasta: string;
}

export interface Ausencia {
  desde: string;
  hasta: string;
  motivo: string;
}

/** The end of the agenda's day: its last slot's end, 20:00. */
export const END_OF_DAY = fromMinutes(toMinutes(LAST_SLOT) + SLOT_MINUTES);

/** True for a time a working interval can end at: 08:30 … 20:00, every 30 minutes. */
export function isHoraFin(hora: string): boolean {
  return hora !== FIRST_SLOT && (hora === END_OF_DAY || isSlot(hora));
}

/** The weekday of a `YYYY-MM-DD` date, 1 = lunes … 7 = domingo. */
export function diaDeLaSemana(fecha: string): number {
  const d = new Date(`${fecha}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** The first weekday whose intervals overlap each other, or undefined. */
export function diaSuperpuesto(horarios: readonly Horario[]): number | undefined {
  for (let dia = 1; dia <= 7; dia++) {
    const del = horarios.filter((h) => h.dia === dia).sort((a, b) => toMinutes(a.desde) - toMinutes(b.desde));
    if (del.some((h, i) => i > 0 && toMinutes(h.desde) < toMinutes(del[i - 1]?.hasta ?? '00:00'))) return dia;
  }
  return undefined;
}

/** True when the employee is away on `fecha` (a holiday, a vacation). */
export function estaAusente(ausencias: readonly Ausencia[], fecha: string): boolean {
  return ausencias.some((a) => a.desde <= fecha && fecha <= a.hasta);
}

/**
 * The working intervals of `fecha`, in minutes since midnight and in order, those that touch
 * joined: none on a day off or a weekday without hours.
 */
export function intervalosDelDia(
  e: { horarios: readonly Horario[]; ausencias: readonly Ausencia[] },
  fecha: string,
): { desde: number; hasta: number }[] {
  if (estaAusente(e.ausencias, fecha)) return [];
  const dia = diaDeLaSemana(fecha);
  const sorted = e.horarios
    .filter((h) => h.dia === dia)
    .map((h) => ({ desde: toMinutes(h.desde), hasta: toMinutes(h.hasta) }))
    .sort((a, b) => a.desde - b.desde);
  // Intervals that touch (09:00–13:00 and 13:00–17:00) are one stretch of work: a booking may span both.
  const merged: { desde: number; hasta: number }[] = [];
  for (const i of sorted) {
    const last = merged.at(-1);
    if (last !== undefined && i.desde <= last.hasta) last.hasta = Math.max(last.hasta, i.hasta);
    else merged.push({ ...i });
  }
  return merged;
}

/** True when a booking from `hora` lasting `duracion` minutes lies inside one working interval of `fecha`. */
export function dentroDelHorario(
  e: { horarios: readonly Horario[]; ausencias: readonly Ausencia[] },
  fecha: string,
  hora: string,
  duracion: number,
): boolean {
  const start = toMinutes(hora);
  return intervalosDelDia(e, fecha).some((i) => i.desde <= start && start + duracion <= i.hasta);
}

/**
 * True when the agenda shades a slot as outside the employee's hours: an employee with working
 * hours, on a day off, on a weekday without hours, or a slot outside every interval. An employee
 * with no hours at all (the centre does not use schedules) has nothing shaded.
 */
export function fueraDeHorario(
  e: { horarios: readonly Horario[]; ausencias: readonly Ausencia[] },
  fecha: string,
  hora: string,
  duracion: number = SLOT_MINUTES,
): boolean {
  return e.horarios.length > 0 && !dentroDelHorario(e, fecha, hora, duracion);
}
