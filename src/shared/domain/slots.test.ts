import { describe, expect, it } from 'vitest';
import { faltaAsistencia, findOverlap, fromMinutes, isSlot, overlaps, rowsSpanned, SLOTS, toMinutes } from './slots.ts';

describe('agenda slots', () => {
  it('has 24 slots every 30 minutes from 08:00 to 19:30', () => {
    expect(SLOTS).toHaveLength(24);
    expect(SLOTS[0]).toBe('08:00');
    expect(SLOTS[1]).toBe('08:30');
    expect(SLOTS.at(-1)).toBe('19:30');
  });

  it('accepts only grid times', () => {
    for (const ok of ['08:00', '12:30', '19:30']) expect(isSlot(ok)).toBe(true);
    for (const bad of ['07:30', '20:00', '10:15', '8:00', '10:00:00', '', 'diez']) expect(isSlot(bad)).toBe(false);
  });

  it('converts times and minutes both ways', () => {
    expect(toMinutes('09:30')).toBe(570);
    expect(fromMinutes(570)).toBe('09:30');
    expect(fromMinutes(toMinutes('19:30') + 30)).toBe('20:00');
  });

  it('spans duracion / 30 rows, rounded up', () => {
    expect(rowsSpanned(30)).toBe(1);
    expect(rowsSpanned(45)).toBe(2);
    expect(rowsSpanned(60)).toBe(2);
    expect(rowsSpanned(90)).toBe(3);
    expect(rowsSpanned(10)).toBe(1);
  });

  it('overlaps when start < other end and end > other start', () => {
    expect(overlaps({ hora: '10:00', duracion: 60 }, { hora: '10:30', duracion: 30 })).toBe(true);
    expect(overlaps({ hora: '10:30', duracion: 30 }, { hora: '10:00', duracion: 60 })).toBe(true);
    expect(overlaps({ hora: '10:00', duracion: 45 }, { hora: '10:30', duracion: 30 })).toBe(true);
    // Back to back is fine.
    expect(overlaps({ hora: '10:00', duracion: 30 }, { hora: '10:30', duracion: 30 })).toBe(false);
    expect(overlaps({ hora: '11:00', duracion: 30 }, { hora: '10:00', duracion: 60 })).toBe(false);
  });

  it('finds an overlap only with the same employee and day, never with the turno being edited', () => {
    const others = [
      { id: 1, idEmpleado: 1, fecha: '2026-11-23', hora: '10:00', duracion: 60 },
      { id: 2, idEmpleado: 2, fecha: '2026-11-23', hora: '11:00', duracion: 30 },
    ];
    const base = { idEmpleado: 1, fecha: '2026-11-23', hora: '10:30', duracion: 30 };
    expect(findOverlap(base, others)?.id).toBe(1);
    expect(findOverlap({ ...base, id: 1 }, others)).toBeUndefined();
    expect(findOverlap({ ...base, idEmpleado: 3 }, others)).toBeUndefined();
    expect(findOverlap({ ...base, fecha: '2026-11-24' }, others)).toBeUndefined();
    expect(findOverlap({ ...base, idEmpleado: 2, hora: '11:00' }, others)?.id).toBe(2);
  });
});

describe('an appointment waiting for its attendance', () => {
  const ahora = { fecha: '2026-11-24', hora: '11:00' };
  const turno = (fecha: string, hora: string, asistencia = 'Pendiente') => ({ fecha, hora, duracion: 60, asistencia });

  it('is one that ended, still Pendiente', () => {
    expect(faltaAsistencia(turno('2026-11-23', '19:00'), ahora)).toBe(true);
    expect(faltaAsistencia(turno('2026-11-24', '10:00'), ahora)).toBe(true);
  });

  it('is not one still running or to come', () => {
    expect(faltaAsistencia(turno('2026-11-24', '10:30'), ahora)).toBe(false);
    expect(faltaAsistencia(turno('2026-11-25', '08:00'), ahora)).toBe(false);
  });

  it('is not one whose attendance was recorded', () => {
    expect(faltaAsistencia(turno('2026-11-23', '10:00', 'Asistió'), ahora)).toBe(false);
    expect(faltaAsistencia(turno('2026-11-23', '10:00', 'No vino'), ahora)).toBe(false);
  });
});
