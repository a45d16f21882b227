import { liberaHorario } from '#shared/domain/asistencia.ts';
import { formatFechaCorta } from '#shared/domain/dates.ts';
import { estaAusente, fueraDeHorario, intervalosDelDia } from '#shared/domain/horarios.ts';
import { nombreCompleto } from '#shared/domain/names.ts';
import { capitalize } from '#shared/domain/text.ts';
import { comoTramo } from '#shared/domain/bloqueos.ts';
import { overlaps, SLOT_MINUTES, SLOTS, toMinutes } from '#shared/domain/slots.ts';
import type { BloqueoDelDia } from '#shared/schemas/bloqueo.ts';
import type { Empleado } from '#shared/schemas/empleado.ts';
import type { Turno } from '#shared/schemas/turno.ts';

/**
 * One cell of a column: a free slot, the start of one or more bookings, or a row they cover.
 * `turnos` are drawn as cards. `libre`: every booking in it was cancelled or missed, so the slot
 * can be booked again. `liberados`: cancelled or missed bookings whose time a live one took: the
 * live one keeps the whole cell, and each of these is only a small mark in it that opens it.
 * `fuera`: a free slot outside the employee's working hours: shaded, still bookable.
 * `bloqueo`: a free slot in the employee's blocked time ('Bloquear horario'), with the block: the
 * desk may still book it after a warning.
 */
export type AgendaCell =
  | { kind: 'free'; hora: string; fuera: boolean; bloqueo: BloqueoDelDia | null }
  | { kind: 'turnos'; hora: string; turnos: Turno[]; liberados: Turno[]; span: number; libre: boolean }
  | { kind: 'covered' };

type TurnosCell = Extract<AgendaCell, { kind: 'turnos' }>;

/** A column of the grid: one employee on one day. */
export interface AgendaColumn {
  key: string;
  fecha: string;
  idEmpleado: number;
  nombre: string;
  /** An employee no longer on the staff who still has bookings that day: shown, but not bookable. */
  archived: boolean;
  /** Why the employee does not work that day at all ('No trabaja', 'Ausente: Vacaciones'), or null. */
  diaLibre: string | null;
  cells: AgendaCell[];
}

/** The week view's day over its employees' columns; its header opens that day. */
export interface AgendaDay {
  fecha: string;
  label: string;
  span: number;
}

const firstSlot = toMinutes(SLOTS[0] ?? '08:00');

function slotIndex(hora: string): number {
  const index = Math.floor((toMinutes(hora) - firstSlot) / SLOT_MINUTES);
  return Math.min(Math.max(index, 0), SLOTS.length - 1);
}

function columnCells(
  turnos: readonly Turno[],
  fuera: (hora: string) => boolean = () => false,
  bloqueos: readonly BloqueoDelDia[] = [],
): AgendaCell[] {
  const cells: AgendaCell[] = SLOTS.map((hora) => ({
    kind: 'free',
    hora,
    fuera: fuera(hora),
    bloqueo: bloqueos.find((b) => overlaps({ hora, duracion: SLOT_MINUTES }, comoTramo(b))) ?? null,
  }));
  const sorted = [...turnos].sort((a, b) => toMinutes(a.hora) - toMinutes(b.hora) || a.id - b.id);
  let open: { start: number; end: number; cell: TurnosCell } | null = null;
  for (const turno of sorted) {
    if (liberaHorario(turno.asistencia)) continue;
    let start = slotIndex(turno.hora);
    // A booking right after one that ends mid-row (a 45-minute service, then one at :45) starts
    // in the next row: the two only touch, and each keeps a readable card. One that ends within
    // that row (15 minutes at :45) shares it, pushing nothing after it.
    const fin = Math.ceil((toMinutes(turno.hora) + turno.duracion - firstSlot) / SLOT_MINUTES);
    if (
      open !== null &&
      start < open.end &&
      fin > open.end &&
      open.end < SLOTS.length &&
      !open.cell.turnos.some((o) => overlaps(o, turno))
    ) {
      start = open.end;
    }
    const end = Math.min(Math.max(start + 1, fin), SLOTS.length);
    if (open !== null && start < open.end) {
      // Bookings that overlap (the rules refuse them, but old data may hold some) share one cell.
      open.cell.turnos.push(turno);
      for (let i = open.end; i < end; i++) cells[i] = { kind: 'covered' };
      open.end = Math.max(open.end, end);
      open.cell.span = open.end - open.start;
      continue;
    }
    const cell: TurnosCell = {
      kind: 'turnos',
      hora: SLOTS[start] ?? turno.hora,
      turnos: [turno],
      liberados: [],
      span: end - start,
      libre: false,
    };
    cells[start] = cell;
    for (let i = start + 1; i < end; i++) cells[i] = { kind: 'covered' };
    open = { start, end, cell };
  }
  // A cancelled or missed booking takes no slot: it is drawn, struck through, in the slot it
  // started in, which stays bookable. Under a booking that took its place it would squeeze both
  // names unreadable, so there it is only a mark in that booking's cell.
  for (const turno of sorted) {
    if (!liberaHorario(turno.asistencia)) continue;
    let i = slotIndex(turno.hora);
    while (i > 0 && cells[i]?.kind === 'covered') i--;
    const cell = cells[i];
    if (cell === undefined || cell.kind === 'covered') continue;
    if (cell.kind === 'free') {
      cells[i] = { kind: 'turnos', hora: cell.hora, turnos: [turno], liberados: [], span: 1, libre: true };
    } else if (cell.libre) cell.turnos.push(turno);
    else cell.liberados.push(turno);
  }
  return cells;
}

/**
 * Why an employee does not work on `fecha` at all, or null: an absence (with its reason, when
 * given), or a weekday without hours for one who has hours. Such a day is shaded whole, as the
 * hours outside work are, so the column says why.
 */
export function diaLibre(e: Empleado, fecha: string): string | null {
  const ausencia = e.ausencias.find((a) => a.desde <= fecha && fecha <= a.hasta);
  if (ausencia !== undefined) return ausencia.motivo.trim() === '' ? 'Ausente' : `Ausente: ${ausencia.motivo.trim()}`;
  return e.horarios.length > 0 && intervalosDelDia(e, fecha).length === 0 ? 'No trabaja' : null;
}

/** What the grid draws beside the bookings: the professionals' blocks, and the days the centre is closed. */
export interface AgendaExtras {
  bloqueos?: readonly BloqueoDelDia[];
  /** Why the centre is closed that day ('Feriado: Navidad'), or null. */
  cerrado?: (fecha: string) => string | null;
}

/**
 * The agenda of one day: a column per active employee (in the order given), then one for each
 * former employee who still has bookings that day, so no booking is ever hidden. A day the centre
 * is closed is shaded whole, each column saying why; a block shades its slots.
 */
export function buildAgenda(
  fecha: string,
  empleados: readonly Empleado[],
  turnos: readonly Turno[],
  extras: AgendaExtras = {},
): AgendaColumn[] {
  const cerrado = extras.cerrado?.(fecha) ?? null;
  const byEmpleado = new Map<number, Turno[]>();
  for (const t of turnos) {
    if (t.fecha !== fecha) continue;
    const list = byEmpleado.get(t.idEmpleado);
    if (list === undefined) byEmpleado.set(t.idEmpleado, [t]);
    else list.push(t);
  }
  const columns: AgendaColumn[] = empleados.map((e) => {
    // Away that day, or the centre closed: shaded whole, also for one whose hours it does not keep.
    const ausente = cerrado !== null || estaAusente(e.ausencias, fecha);
    return {
      key: `${fecha}-${e.id}`,
      fecha,
      idEmpleado: e.id,
      nombre: nombreCompleto(e),
      archived: false,
      diaLibre: cerrado ?? diaLibre(e, fecha),
      cells: columnCells(
        byEmpleado.get(e.id) ?? [],
        (hora) => ausente || fueraDeHorario(e, fecha, hora),
        extras.bloqueos?.filter((b) => b.idEmpleado === e.id && b.fecha === fecha),
      ),
    };
  });
  const active = new Set(empleados.map((e) => e.id));
  for (const [idEmpleado, list] of byEmpleado) {
    if (active.has(idEmpleado)) continue;
    columns.push({
      key: `${fecha}-${idEmpleado}`,
      fecha,
      idEmpleado,
      nombre: list[0]?.empleadoNombre ?? '',
      archived: true,
      diaLibre: null,
      cells: columnCells(list),
    });
  }
  return columns;
}

/** A day's header in the week view: 'Lunes 24/11'. */
export function diaLabel(fecha: string): string {
  return capitalize(formatFechaCorta(fecha));
}

/** The week view: Monday to Sunday, each day with its employees' columns (or the one chosen). */
export function buildSemana(
  dias: readonly string[],
  empleados: readonly Empleado[],
  turnos: readonly Turno[],
  extras: AgendaExtras = {},
): { days: AgendaDay[]; columns: AgendaColumn[] } {
  const days: AgendaDay[] = [];
  const columns: AgendaColumn[] = [];
  for (const fecha of dias) {
    const day = buildAgenda(fecha, empleados, turnos, extras);
    days.push({ fecha, label: diaLabel(fecha), span: day.length });
    columns.push(...day);
  }
  return { days, columns };
}
