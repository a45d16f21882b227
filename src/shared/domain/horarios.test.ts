import { describe, expect, it } from 'vitest';
import {
  dentroDelHorario,
  diaDeLaSemana,
  diaSuperpuesto,
  estaAusente,
  fueraDeHorario,
  intervalosDelDia,
  isHoraFin,
} from './horarios.ts';

const lucia = {
  horarios: [
    { dia: 1, desde: '14:00', hasta: '20:00' },
    { dia: 1, desde: '08:00', hasta: '12:00' },
    { dia: 6, desde: '09:00', hasta: '13:00' },
  ],
  ausencias: [{ desde: '2026-12-24', hasta: '2026-12-26', motivo: 'Fiestas' }],
};

describe('working hours', () => {
  it('numbers weekdays 1 = lunes … 7 = domingo', () => {
    expect(diaDeLaSemana('2026-11-23')).toBe(1);
    expect(diaDeLaSemana('2026-11-28')).toBe(6);
    expect(diaDeLaSemana('2026-11-29')).toBe(7);
    expect(diaDeLaSemana('2028-02-29')).toBe(2);
  });

  it('ends an interval at 08:30 … 20:00, every 30 minutes', () => {
    for (const ok of ['08:30', '12:00', '19:30', '20:00']) expect(isHoraFin(ok), ok).toBe(true);
    for (const bad of ['08:00', '20:30', '12:15', '7:30', '']) expect(isHoraFin(bad), bad).toBe(false);
  });

  it("finds a day whose intervals overlap; touching ones don't", () => {
    expect(diaSuperpuesto(lucia.horarios)).toBeUndefined();
    expect(
      diaSuperpuesto([
        { dia: 2, desde: '08:00', hasta: '12:00' },
        { dia: 2, desde: '12:00', hasta: '13:00' },
      ]),
    ).toBeUndefined();
    expect(
      diaSuperpuesto([
        { dia: 4, desde: '10:00', hasta: '12:00' },
        { dia: 4, desde: '08:00', hasta: '10:30' },
      ]),
    ).toBe(4);
  });

  it('a day off covers both its dates', () => {
    expect(estaAusente(lucia.ausencias, '2026-12-23')).toBe(false);
    expect(estaAusente(lucia.ausencias, '2026-12-24')).toBe(true);
    expect(estaAusente(lucia.ausencias, '2026-12-26')).toBe(true);
    expect(estaAusente(lucia.ausencias, '2026-12-27')).toBe(false);
  });

  it("gives the day's intervals in order, none on a day off", () => {
    expect(intervalosDelDia(lucia, '2026-11-23')).toEqual([
      { desde: 480, hasta: 720 },
      { desde: 840, hasta: 1200 },
    ]);
    expect(intervalosDelDia(lucia, '2026-11-24')).toEqual([]);
    // 2026-12-26 is a Saturday she would work.
    expect(intervalosDelDia(lucia, '2026-12-26')).toEqual([]);
  });

  it('a booking is inside the hours when it fits whole in one interval', () => {
    expect(dentroDelHorario(lucia, '2026-11-23', '08:00', 30)).toBe(true);
    expect(dentroDelHorario(lucia, '2026-11-23', '11:30', 30)).toBe(true);
    expect(dentroDelHorario(lucia, '2026-11-23', '11:30', 60)).toBe(false);
    expect(dentroDelHorario(lucia, '2026-11-23', '12:00', 30)).toBe(false);
    expect(dentroDelHorario(lucia, '2026-11-23', '19:30', 30)).toBe(true);
    expect(dentroDelHorario(lucia, '2026-11-24', '10:00', 30)).toBe(false);
  });
});

describe('outside the hours, for the agenda', () => {
  it('only for an employee who has hours', () => {
    expect(fueraDeHorario(lucia, '2026-11-23', '12:00')).toBe(true);
    expect(fueraDeHorario(lucia, '2026-11-23', '11:30')).toBe(false);
    expect(fueraDeHorario(lucia, '2026-11-23', '11:30', 60)).toBe(true);
    expect(fueraDeHorario({ horarios: [], ausencias: [] }, '2026-11-23', '07:00')).toBe(false);
  });
});
