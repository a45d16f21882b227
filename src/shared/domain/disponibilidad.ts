import { liberaHorario } from './asistencia.ts';
import { addDays } from './dates.ts';
import { dentroDelHorario, type Ausencia, type Horario } from './horarios.ts';
import { cuartoTrasDe, overlaps, SLOTS, toMinutes } from './slots.ts';
import { ubicarVisita, visitaCompleta } from './visitas.ts';

/**
 * Online booking's free times (issue 22), the same rules on the server that answers them and in
 * the tests that check it: a time is free for an employee when the service fits whole inside one
 * of their working intervals of that day, overlaps none of their bookings (a cancelled or missed
 * one frees its slot), starts at least the minimum notice from now and the day is within the
 * horizon.
 */

export interface Profesional {
  id: number;
  horarios: readonly Horario[];
  ausencias: readonly Ausencia[];
}

export interface Ocupado {
  idEmpleado: number;
  fecha: string;
  hora: string;
  duracion: number;
  asistencia?: string;
  /** Blocked time ('Bloquear horario'), not a booking: taken, but no work to share out. */
  bloqueo?: boolean;
}

export interface ReglasReserva {
  anticipacionMinimaHoras: number;
  horizonteDias: number;
}

/** The centre's date and time now. */
export interface Ahora {
  fecha: string;
  hora: string;
}

const DAY_MINUTES = 24 * 60;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The last date clients may book: today plus the horizon. */
export function ultimoDiaReservable(ahora: Ahora, reglas: ReglasReserva): string {
  return addDays(ahora.fecha, reglas.horizonteDias);
}

/** True when `fecha` is from today to the horizon's last day. */
export function dentroDelHorizonte(fecha: string, ahora: Ahora, reglas: ReglasReserva): boolean {
  return fecha >= ahora.fecha && fecha <= ultimoDiaReservable(ahora, reglas);
}

/** True when a booking starting on `fecha` at `hora` leaves at least the minimum notice from now. */
export function conAnticipacion(fecha: string, hora: string, ahora: Ahora, reglas: ReglasReserva): boolean {
  const start = daysBetween(ahora.fecha, fecha) * DAY_MINUTES + toMinutes(hora);
  return start >= toMinutes(ahora.hora) + reglas.anticipacionMinimaHoras * 60;
}

/** The employees (of `profesionales`) who can take the service on `fecha` at `hora`. */
export function libresA(
  fecha: string,
  hora: string,
  duracion: number,
  profesionales: readonly Profesional[],
  ocupados: readonly Ocupado[],
): number[] {
  return profesionales
    .filter(
      (p) =>
        dentroDelHorario(p, fecha, hora, duracion) &&
        !ocupados.some(
          (o) =>
            o.idEmpleado === p.id &&
            o.fecha === fecha &&
            !liberaHorario(o.asistencia) &&
            overlaps({ hora, duracion }, o),
        ),
    )
    .map((p) => p.id);
}

/**
 * The times a day offers: the grid's slots and, for each professional, the quarter hours (:15,
 * :45) where one of her bookings ends (decision 056), so a 45-minute service is followed
 * without a hole. Each time with the professionals who may start there.
 */
function horasDelDia(
  fecha: string,
  profesionales: readonly Profesional[],
  ocupados: readonly Ocupado[],
): { hora: string; quienes: readonly Profesional[] }[] {
  const cuartos = new Map<string, Set<number>>();
  for (const o of ocupados) {
    const fin = o.fecha !== fecha || o.bloqueo === true ? null : cuartoTrasDe(o);
    if (fin === null) continue;
    const set = cuartos.get(fin) ?? new Set<number>();
    set.add(o.idEmpleado);
    cuartos.set(fin, set);
  }
  const horas = [
    ...SLOTS.map((hora) => ({ hora, quienes: profesionales })),
    ...[...cuartos].map(([hora, ids]) => ({ hora, quienes: profesionales.filter((p) => ids.has(p.id)) })),
  ];
  return horas.sort((a, b) => toMinutes(a.hora) - toMinutes(b.hora));
}

/** The free times of a day, each with the employees who can take it, in order. */
export function horariosLibres(
  fecha: string,
  duracion: number,
  profesionales: readonly Profesional[],
  ocupados: readonly Ocupado[],
  ahora: Ahora,
  reglas: ReglasReserva,
): { hora: string; idEmpleados: number[] }[] {
  if (!dentroDelHorizonte(fecha, ahora, reglas)) return [];
  const libres: { hora: string; idEmpleados: number[] }[] = [];
  for (const { hora, quienes } of horasDelDia(fecha, profesionales, ocupados)) {
    if (!conAnticipacion(fecha, hora, ahora, reglas)) continue;
    const idEmpleados = libresA(fecha, hora, duracion, quienes, ocupados);
    if (idEmpleados.length > 0) libres.push({ hora, idEmpleados });
  }
  return libres;
}

/** The professionals who may start a service at `hora`: anyone at a slot, at a quarter hour only one whose booking ends there. */
export function quienesEmpiezanA(
  fecha: string,
  hora: string,
  profesionales: readonly Profesional[],
  ocupados: readonly Ocupado[],
): readonly Profesional[] {
  return horasDelDia(fecha, profesionales, ocupados).find((h) => h.hora === hora)?.quienes ?? [];
}

/**
 * The free times of a day for a visit of several services one after the other (decision 056):
 * each time with the professionals the visit would be given to, in order ('Cualquiera': the
 * first one free for each service, the same one while she is free; `profesionales` in the
 * order of preference).
 */
export function horariosDeVisita(
  fecha: string,
  duraciones: readonly number[],
  profesionales: readonly Profesional[],
  ocupados: readonly Ocupado[],
  ahora: Ahora,
  reglas: ReglasReserva,
): { hora: string; idEmpleados: number[] }[] {
  if (!dentroDelHorizonte(fecha, ahora, reglas)) return [];
  const pasos = duraciones.map((duracion) => ({ duracion }));
  const libres: { hora: string; idEmpleados: number[] }[] = [];
  for (const { hora, quienes } of horasDelDia(fecha, profesionales, ocupados)) {
    if (quienes.length === 0 || !conAnticipacion(fecha, hora, ahora, reglas)) continue;
    const visita = ubicarVisita(fecha, hora, pasos, quienes, ocupados, profesionales);
    if (!visitaCompleta(visita, pasos.length)) continue;
    libres.push({ hora, idEmpleados: [...new Set(visita.map((p) => p.idEmpleado ?? 0))] });
  }
  return libres;
}
