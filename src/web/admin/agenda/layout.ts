import { nombreCompleto } from '#shared/domain/names.ts';
import { rowsSpanned, SLOT_MINUTES, SLOTS, toMinutes } from '#shared/domain/slots.ts';
import type { Empleado } from '#shared/schemas/empleado.ts';
import type { Turno } from '#shared/schemas/turno.ts';

/** One cell of an employee's column: a free slot, the start of one or more bookings, or a row they cover. */
export type AgendaCell =
  | { kind: 'free'; hora: string }
  | { kind: 'turnos'; hora: string; turnos: Turno[]; span: number }
  | { kind: 'covered' };

export interface AgendaColumn {
  idEmpleado: number;
  nombre: string;
  /** An employee no longer on the staff who still has bookings that day: shown, but not bookable. */
  archived: boolean;
  cells: AgendaCell[];
}

const firstSlot = toMinutes(SLOTS[0] ?? '08:00');

function slotIndex(hora: string): number {
  const index = Math.floor((toMinutes(hora) - firstSlot) / SLOT_MINUTES);
  return Math.min(Math.max(index, 0), SLOTS.length - 1);
}

function columnCells(turnos: readonly Turno[]): AgendaCell[] {
  const cells: AgendaCell[] = SLOTS.map((hora) => ({ kind: 'free', hora }));
  let open: { start: number; end: number; cell: Extract<AgendaCell, { kind: 'turnos' }> } | null = null;
  const sorted = [...turnos].sort((a, b) => toMinutes(a.hora) - toMinutes(b.hora) || a.id - b.id);
  for (const turno of sorted) {
    const start = slotIndex(turno.hora);
    const end = Math.min(start + rowsSpanned(turno.duracion), SLOTS.length);
    if (open !== null && start < open.end) {
      // Bookings that overlap (the rules refuse them, but old data may hold some) share one cell.
      open.cell.turnos.push(turno);
      for (let i = open.end; i < end; i++) cells[i] = { kind: 'covered' };
      open.end = Math.max(open.end, end);
      open.cell.span = open.end - open.start;
      continue;
    }
    const cell: Extract<AgendaCell, { kind: 'turnos' }> = {
      kind: 'turnos',
      hora: SLOTS[start] ?? turno.hora,
      turnos: [turno],
      span: end - start,
    };
    cells[start] = cell;
    for (let i = start + 1; i < end; i++) cells[i] = { kind: 'covered' };
    open = { start, end, cell };
  }
  return cells;
}

/**
 * The agenda of one day: a column per active employee (in the order given), then one for each
 * former employee who still has bookings that day, so no booking is ever hidden.
 */
export function buildAgenda(empleados: readonly Empleado[], turnos: readonly Turno[]): AgendaColumn[] {
  const byEmpleado = new Map<number, Turno[]>();
  for (const t of turnos) {
    const list = byEmpleado.get(t.idEmpleado);
    if (list === undefined) byEmpleado.set(t.idEmpleado, [t]);
    else list.push(t);
  }
  const columns: AgendaColumn[] = empleados.map((e) => ({
    idEmpleado: e.id,
    nombre: nombreCompleto(e),
    archived: false,
    cells: columnCells(byEmpleado.get(e.id) ?? []),
  }));
  const active = new Set(empleados.map((e) => e.id));
  for (const [idEmpleado, list] of byEmpleado) {
    if (active.has(idEmpleado)) continue;
    columns.push({
      idEmpleado,
      nombre: list[0]?.empleadoNombre ?? '',
      archived: true,
      cells: columnCells(list),
    });
  }
  return columns;
}
