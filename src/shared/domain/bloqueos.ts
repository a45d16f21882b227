import { addDays } from './dates.ts';
import { daysBetween } from './ranges.ts';
import { overlaps, toMinutes, type TimeSpan } from './slots.ts';

/*
 * A professional's time off within a day ('Bloquear horario'): once on its day, or every week on
 * that weekday from its day on. Pure, so the agenda's drawing, the booking's warning and online
 * booking's free times read blocks alike.
 */

export interface Bloqueo {
  id: number;
  idEmpleado: number;
  /** Its day; a weekly one's first. */
  fecha: string;
  desde: string;
  hasta: string;
  motivo: string;
  semanal: boolean;
}

/** Whether the block takes time on `fecha`: its own day, or a later same weekday when weekly. */
export function bloqueaElDia(b: Pick<Bloqueo, 'fecha' | 'semanal'>, fecha: string): boolean {
  if (fecha === b.fecha) return true;
  if (!b.semanal || fecha < b.fecha) return false;
  const dias = Math.round((Date.parse(fecha) - Date.parse(b.fecha)) / 86_400_000);
  return dias % 7 === 0;
}

/** Each block's days in a range, as blocks of that day (`fecha` the occurrence's). */
export function bloqueosDelRango(bloqueos: readonly Bloqueo[], desde: string, hasta: string): Bloqueo[] {
  const dias: Bloqueo[] = [];
  // Counted in days, not compared as text: the day after 9999-12-31 is '10000-01-01', which
  // sorts before it.
  for (let i = 0; i <= daysBetween({ desde, hasta }); i++) {
    const fecha = addDays(desde, i);
    for (const b of bloqueos) if (bloqueaElDia(b, fecha)) dias.push({ ...b, fecha });
  }
  return dias;
}

/** A block as time taken, in the booking's terms. */
export function comoTramo(b: Pick<Bloqueo, 'desde' | 'hasta'>): TimeSpan {
  return { hora: b.desde, duracion: toMinutes(b.hasta) - toMinutes(b.desde) };
}

/** The first of the employee's blocks a booking on `fecha` would overlap, or undefined. */
export function bloqueoQueChoca(
  turno: TimeSpan & { idEmpleado: number; fecha: string },
  bloqueos: readonly Bloqueo[],
): Bloqueo | undefined {
  return bloqueos.find(
    (b) => b.idEmpleado === turno.idEmpleado && bloqueaElDia(b, turno.fecha) && overlaps(turno, comoTramo(b)),
  );
}
