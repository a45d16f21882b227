import { describe, expect, it } from 'vitest';
import { SLOTS } from '#shared/domain/slots.ts';
import type { Empleado } from '#shared/schemas/empleado.ts';
import type { Turno } from '#shared/schemas/turno.ts';
import { buildAgenda, buildSemana, type AgendaCell } from './layout.ts';

const ana: Empleado = {
  id: 1,
  nombre: 'Ana',
  apellido: 'Pérez',
  telefono: '',
  email: '',
  porcentajeGanancia: 50,
  horarios: [],
  ausencias: [],
};
const bea: Empleado = {
  id: 2,
  nombre: 'Bea',
  apellido: 'Gómez',
  telefono: '',
  email: '',
  porcentajeGanancia: 40,
  horarios: [],
  ausencias: [],
};

let nextId = 1;
function turno(idEmpleado: number, hora: string, duracion: number, extra: Partial<Turno> = {}): Turno {
  const id = nextId++;
  return {
    id,
    idVisita: id,
    idCliente: 1,
    idEmpleado,
    idServicio: 1,
    fecha: '2026-11-23',
    hora,
    duracion,
    costo: 1000,
    estado: 'Pagado',
    montoAbonado: null,
    asistencia: 'Pendiente',
    confirmacion: 'Sin respuesta',
    medioPago: null,
    origen: null,
    clienteNombre: 'Clara',
    clienteTelefono: '',
    servicioNombre: 'Manicura',
    empleadoNombre: 'Ana Pérez',
    ...extra,
  };
}

function kinds(cells: AgendaCell[]): string {
  return cells.map((c) => (c.kind === 'free' ? '.' : c.kind === 'covered' ? '|' : String(c.span))).join('');
}

describe('the agenda grid', () => {
  it('has a column per active employee, every slot free on an empty day', () => {
    const columns = buildAgenda('2026-11-23', [ana, bea], []);
    expect(columns.map((c) => c.nombre)).toEqual(['Ana Pérez', 'Bea Gómez']);
    for (const c of columns) {
      expect(c.cells).toHaveLength(SLOTS.length);
      expect(c.cells.every((cell) => cell.kind === 'free')).toBe(true);
    }
    expect(columns[0]?.cells[0]).toEqual({ kind: 'free', hora: '08:00', fuera: false, bloqueo: null });
  });

  it('spans duracion / 30 rows, rounded up', () => {
    const [col] = buildAgenda(
      '2026-11-23',
      [ana],
      [turno(1, '08:00', 30), turno(1, '09:00', 45), turno(1, '11:00', 90)],
    );
    expect(kinds(col?.cells ?? []).slice(0, 10)).toBe('1.2|..3||.');
  });

  it('starts a booking at :45 after a 45-minute one in the next row, each with its own card', () => {
    // 10:00–10:45 takes the 10:00 and 10:30 rows; 10:45–11:45 then the 11:00 and 11:30 rows.
    const [col] = buildAgenda('2026-11-23', [ana], [turno(1, '10:00', 45), turno(1, '10:45', 60)]);
    expect(kinds(col?.cells ?? []).slice(4, 9)).toBe('2|2|.');
    expect(col?.cells[6]).toMatchObject({ kind: 'turnos', hora: '11:00', span: 2 });
  });

  it('cuts a booking that runs past the last row at the end of the grid', () => {
    const [col] = buildAgenda('2026-11-23', [ana], [turno(1, '19:00', 120)]);
    expect(kinds(col?.cells ?? []).slice(-3)).toBe('.2|');
  });

  it('keeps each employee in their own column', () => {
    const [a, b] = buildAgenda('2026-11-23', [ana, bea], [turno(2, '10:00', 60)]);
    expect(a?.cells.every((c) => c.kind === 'free')).toBe(true);
    expect(b?.cells[4]).toMatchObject({ kind: 'turnos', hora: '10:00', span: 2 });
  });

  it('shows a former employee who still has bookings that day, after the active ones', () => {
    const columns = buildAgenda('2026-11-23', [ana], [turno(9, '12:00', 30, { empleadoNombre: 'Lía Sosa' })]);
    expect(columns.map((c) => [c.nombre, c.archived])).toEqual([
      ['Ana Pérez', false],
      ['Lía Sosa', true],
    ]);
  });

  it('never hides a booking: overlapping ones share a cell that covers both', () => {
    const first = turno(1, '10:00', 60);
    const second = turno(1, '10:30', 60);
    const [col] = buildAgenda('2026-11-23', [ana], [second, first]);
    const cell = col?.cells[4];
    expect(cell).toMatchObject({ kind: 'turnos', span: 3 });
    expect(cell?.kind === 'turnos' && cell.turnos.map((t) => t.id)).toEqual([first.id, second.id]);
    expect(kinds(col?.cells ?? []).slice(4, 8)).toBe('3||.');
  });

  it("leaves a cancelled or missed booking's slot bookable, the booking drawn in it", () => {
    const [col] = buildAgenda('2026-11-23', [ana], [turno(1, '10:00', 60, { asistencia: 'No vino' })]);
    expect(kinds(col?.cells ?? []).slice(4, 6)).toBe('1.');
    expect(col?.cells[4]).toMatchObject({ kind: 'turnos', libre: true, span: 1 });
  });

  it('puts a freed booking under the one that took its place, as a mark in that cell', () => {
    const freed = turno(1, '10:30', 30, { asistencia: 'Canceló' });
    const taken = turno(1, '10:00', 60);
    const [col] = buildAgenda('2026-11-23', [ana], [freed, taken]);
    expect(col?.cells[4]).toMatchObject({ kind: 'turnos', libre: false, span: 2 });
    const cell = col?.cells[4];
    expect(cell?.kind === 'turnos' && cell.turnos.map((t) => t.id)).toEqual([taken.id]);
    expect(cell?.kind === 'turnos' && cell.liberados.map((t) => t.id)).toEqual([freed.id]);
    expect(kinds(col?.cells ?? []).slice(4, 7)).toBe('2|.');
  });

  it('gives a slot booked again after a cancellation to the live booking, the freed one a mark', () => {
    // Both start at 10:00 and last 30 minutes: the case that squeezed both names into one row.
    const freed = turno(1, '10:00', 30, { asistencia: 'Canceló' });
    const missed = turno(1, '10:00', 30, { asistencia: 'No vino' });
    const live = turno(1, '10:00', 30);
    const [col] = buildAgenda('2026-11-23', [ana], [freed, live, missed]);
    const cell = col?.cells[4];
    expect(cell).toMatchObject({ kind: 'turnos', hora: '10:00', span: 1, libre: false });
    expect(cell?.kind === 'turnos' && cell.turnos.map((t) => t.id)).toEqual([live.id]);
    expect(cell?.kind === 'turnos' && cell.liberados.map((t) => t.id)).toEqual([freed.id, missed.id]);
  });

  it('draws freed bookings alone in their slot as cards, the slot still bookable', () => {
    const a = turno(1, '10:00', 30, { asistencia: 'Canceló' });
    const b = turno(1, '10:00', 60, { asistencia: 'No vino' });
    const [col] = buildAgenda('2026-11-23', [ana], [a, b]);
    const cell = col?.cells[4];
    expect(cell).toMatchObject({ kind: 'turnos', libre: true, span: 1, liberados: [] });
    expect(cell?.kind === 'turnos' && cell.turnos.map((t) => t.id)).toEqual([a.id, b.id]);
  });

  it('leaves out bookings of other days', () => {
    const [col] = buildAgenda('2026-11-24', [ana], [turno(1, '10:00', 30)]);
    expect(col?.cells.every((c) => c.kind === 'free')).toBe(true);
  });
});

describe('the week view', () => {
  const dias = ['2026-11-23', '2026-11-24'];

  it("has a column per day and employee, each day's header over its employees", () => {
    const { days, columns } = buildSemana(dias, [ana, bea], [turno(2, '09:00', 30, { fecha: '2026-11-24' })]);
    expect(days).toEqual([
      { fecha: '2026-11-23', label: 'Lunes 23/11', span: 2 },
      { fecha: '2026-11-24', label: 'Martes 24/11', span: 2 },
    ]);
    expect(columns.map((c) => c.key)).toEqual(['2026-11-23-1', '2026-11-23-2', '2026-11-24-1', '2026-11-24-2']);
    expect(columns[3]?.cells[2]).toMatchObject({ kind: 'turnos', hora: '09:00' });
    expect(columns[1]?.cells[2]).toEqual({ kind: 'free', hora: '09:00', fuera: false, bloqueo: null });
  });

  it('shows a former employee only on the days they have bookings', () => {
    const { days } = buildSemana(dias, [ana], [turno(9, '12:00', 30, { empleadoNombre: 'Lía Sosa' })]);
    expect(days.map((d) => d.span)).toEqual([2, 1]);
  });
});

describe('working hours in the grid (issue 22)', () => {
  const conHorario: Empleado = {
    ...ana,
    horarios: [{ dia: 1, desde: '09:00', hasta: '12:00' }],
    ausencias: [{ desde: '2026-11-30', hasta: '2026-11-30', motivo: 'Trámite' }],
  };
  const fuera = (fecha: string, e: Empleado = conHorario) =>
    buildAgenda(fecha, [e], [])[0]
      ?.cells.map((c) => (c.kind === 'free' && c.fuera ? 'x' : '.'))
      .join('');

  it("shades the free slots outside the employee's hours, weekday and days off included", () => {
    // Monday: 09:00 to 12:00 is open (rows 2–7 of 24).
    expect(fuera('2026-11-23')).toBe('xx......xxxxxxxxxxxxxxxx');
    // Tuesday has no hours, and the next Monday is a day off.
    expect(fuera('2026-11-24')).toBe('x'.repeat(24));
    expect(fuera('2026-11-30')).toBe('x'.repeat(24));
  });

  it('shades nothing for an employee with no hours at all', () => {
    expect(fuera('2026-11-23', ana)).toBe('.'.repeat(24));
  });

  it('says why a whole day is shaded: a weekday without hours or an absence, with its reason', () => {
    const dia = (fecha: string, e: Empleado = conHorario) => buildAgenda(fecha, [e], [])[0]?.diaLibre;
    expect(dia('2026-11-23')).toBeNull();
    expect(dia('2026-11-24')).toBe('No trabaja');
    expect(dia('2026-11-30')).toBe('Ausente: Trámite');
    const sinMotivo = { ...conHorario, ausencias: [{ desde: '2026-11-23', hasta: '2026-11-23', motivo: '' }] };
    expect(dia('2026-11-23', sinMotivo)).toBe('Ausente');
    // The centre keeps no hours for her: every day is a working day, but an absence still is not.
    expect(dia('2026-11-24', ana)).toBeNull();
    const deVacaciones = { ...ana, ausencias: [{ desde: '2026-11-23', hasta: '2026-11-27', motivo: 'Vacaciones' }] };
    expect(dia('2026-11-24', deVacaciones)).toBe('Ausente: Vacaciones');
    expect(fuera('2026-11-24', deVacaciones)).toBe('x'.repeat(24));
    // A former employee's column has no hours to speak of.
    expect(buildAgenda('2026-11-24', [], [turno(9, '12:00', 30, { fecha: '2026-11-24' })])[0]?.diaLibre).toBeNull();
  });
});
