import { liberaHorario } from './asistencia.ts';
import { dentroDelHorario, estaAusente, type Ausencia, type Horario } from './horarios.ts';
import { esHoraDeInicio, fromMinutes, overlaps, toMinutes, type TimeSpan } from './slots.ts';

/**
 * Where each service of a visit goes (decision 056), the same rule for the panel's visit, online
 * availability and online booking: a service follows the previous one (or starts with it,
 * `simultaneo`), with the same professional when she is free, else the first one free in the
 * order given. A professional is free when the service fits her working hours (none set: any
 * time) and meets none of her bookings or blocks, nor the visit's services placed before it.
 */

export interface PasoDeVisita {
  duracion: number;
  /** Chosen by the desk: taken as it is (the booking's own rules judge it). */
  idEmpleado?: number;
  hora?: string;
  simultaneo?: boolean;
}

export interface Candidata {
  id: number;
  horarios: readonly Horario[];
  ausencias: readonly Ausencia[];
}

export interface Tomado extends TimeSpan {
  idEmpleado: number;
  fecha: string;
  asistencia?: string | undefined;
}

export interface PasoUbicado {
  hora: string;
  duracion: number;
  /** Null: nobody free for it. */
  idEmpleado: number | null;
  /** It would start past the agenda's last time: the visit stops there. */
  fueraDeAgenda?: true;
}

function libre(c: Candidata, fecha: string, tramo: TimeSpan, tomados: readonly Tomado[]): boolean {
  // No working hours set (a centre that does not use them): any time of a day she is not away.
  const trabaja =
    c.horarios.length === 0 ? !estaAusente(c.ausencias, fecha) : dentroDelHorario(c, fecha, tramo.hora, tramo.duracion);
  return (
    trabaja &&
    !tomados.some(
      (o) => o.idEmpleado === c.id && o.fecha === fecha && !liberaHorario(o.asistencia) && overlaps(tramo, o),
    )
  );
}

/**
 * The visit's services placed from `hora` on `fecha`, in order, stopping at one that would start
 * off the agenda (past 19:45). `candidatas` in the order of preference.
 */
export function ubicarVisita(
  fecha: string,
  hora: string,
  pasos: readonly PasoDeVisita[],
  candidatas: readonly Candidata[],
  tomados: readonly Tomado[],
  /** Who may take the services after the first (default: the same candidates). */
  siguientes: readonly Candidata[] = candidatas,
  /** Services added to a visit booked before: its professional, kept for the first while she is free. */
  previa?: number,
): PasoUbicado[] {
  const ubicados: PasoUbicado[] = [];
  const ocupado: Tomado[] = [...tomados];
  for (const [i, paso] of pasos.entries()) {
    const prev = ubicados[i - 1];
    const inicio =
      paso.hora ??
      (prev === undefined
        ? hora
        : paso.simultaneo === true
          ? prev.hora
          : fromMinutes(toMinutes(prev.hora) + prev.duracion));
    if (!esHoraDeInicio(inicio)) {
      ubicados.push({ hora: inicio, duracion: paso.duracion, idEmpleado: null, fueraDeAgenda: true });
      return ubicados;
    }
    const tramo = { hora: inicio, duracion: paso.duracion };
    let idEmpleado: number | null = paso.idEmpleado ?? null;
    if (idEmpleado === null) {
      const libres = (i === 0 ? candidatas : siguientes).filter((c) => libre(c, fecha, tramo, ocupado));
      const mismo = paso.simultaneo === true ? undefined : libres.find((c) => c.id === (prev?.idEmpleado ?? previa));
      idEmpleado = (mismo ?? libres[0])?.id ?? null;
    }
    ubicados.push({ ...tramo, idEmpleado });
    if (idEmpleado !== null) ocupado.push({ ...tramo, idEmpleado, fecha });
  }
  return ubicados;
}

/** True when every service of the visit has a professional. */
export function visitaCompleta(pasos: readonly PasoUbicado[], total: number): boolean {
  return pasos.length === total && pasos.every((p) => p.idEmpleado !== null && p.fueraDeAgenda !== true);
}
