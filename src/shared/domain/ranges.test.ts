import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  mes,
  quincena,
  rangoCorto,
  rangoDelPeriodo,
  rangoHistorial,
  semana,
  semanaLabel,
} from './ranges.ts';

describe('weeks, Monday to Sunday', () => {
  it('holds today: Sunday 22 November 2026 is in the week of Monday 16', () => {
    expect(semana('2026-11-22')).toEqual({ desde: '2026-11-16', hasta: '2026-11-22' });
  });

  it('starts on today when today is Monday', () => {
    expect(semana('2026-11-23')).toEqual({ desde: '2026-11-23', hasta: '2026-11-29' });
  });

  it.each([
    [1, { desde: '2026-11-09', hasta: '2026-11-15' }],
    [2, { desde: '2026-11-02', hasta: '2026-11-08' }],
    [3, { desde: '2026-10-26', hasta: '2026-11-01' }],
  ])('goes %i week(s) back', (offset, expected) => expect(semana('2026-11-18', offset)).toEqual(expected));

  it('crosses a month and a year', () => {
    expect(semana('2027-01-01')).toEqual({ desde: '2026-12-28', hasta: '2027-01-03' });
    expect(semana('2027-01-06', 1)).toEqual({ desde: '2026-12-28', hasta: '2027-01-03' });
  });

  it('shows as dd/MM al dd/MM, with the labels of the selector', () => {
    expect(rangoCorto(semana('2027-01-01'))).toBe('28/12 al 03/01');
    expect([0, 1, 2, 3].map(semanaLabel)).toEqual([
      'Semana actual',
      'Hace 1 semana',
      'Hace 2 semanas',
      'Hace 3 semanas',
    ]);
  });
});

describe('history ranges', () => {
  it("'semana' is this week's Monday to Sunday", () => {
    expect(rangoHistorial('semana', '2026-11-22')).toEqual({ desde: '2026-11-16', hasta: '2026-11-22' });
  });

  it("'quincena' is the 1st to the 15th, even after the 15th", () => {
    expect(rangoHistorial('quincena', '2026-11-22')).toEqual({ desde: '2026-11-01', hasta: '2026-11-15' });
    expect(rangoHistorial('quincena', '2026-11-03')).toEqual({ desde: '2026-11-01', hasta: '2026-11-15' });
  });

  it.each([
    ['2027-02-10', '2027-02-28'],
    ['2028-02-10', '2028-02-29'],
    ['2026-11-22', '2026-11-30'],
    ['2026-12-01', '2026-12-31'],
  ])("'mes' of %s ends on %s", (hoy, hasta) => {
    expect(rangoHistorial('mes', hoy)).toEqual({ desde: `${hoy.slice(0, 8)}01`, hasta });
  });

  it('counts the days of a range', () => {
    expect(daysBetween({ desde: '2026-11-01', hasta: '2026-11-01' })).toBe(0);
    expect(daysBetween({ desde: '2026-01-01', hasta: '2027-01-01' })).toBe(365);
  });
});

describe('fortnights and months, as professionals are settled', () => {
  it('splits a month at the 15th, February and leap years included', () => {
    expect(quincena('2026-11-15')).toEqual({ desde: '2026-11-01', hasta: '2026-11-15' });
    expect(quincena('2026-11-16')).toEqual({ desde: '2026-11-16', hasta: '2026-11-30' });
    expect(quincena('2026-11-16', 1)).toEqual({ desde: '2026-11-01', hasta: '2026-11-15' });
    expect(quincena('2026-11-03', 1)).toEqual({ desde: '2026-10-16', hasta: '2026-10-31' });
    expect(quincena('2028-03-10', 1)).toEqual({ desde: '2028-02-16', hasta: '2028-02-29' });
    expect(quincena('2027-01-05', 3)).toEqual({ desde: '2026-11-16', hasta: '2026-11-30' });
  });

  it('takes whole months, across a year’s end', () => {
    expect(mes('2026-11-27')).toEqual({ desde: '2026-11-01', hasta: '2026-11-30' });
    expect(mes('2027-01-10', 1)).toEqual({ desde: '2026-12-01', hasta: '2026-12-31' });
    expect(mes('2027-03-31', 1)).toEqual({ desde: '2027-02-01', hasta: '2027-02-28' });
  });

  it('names the periods of the earnings screen', () => {
    const hoy = '2026-11-27';
    expect(rangoDelPeriodo('Esta quincena', hoy)).toEqual({ desde: '2026-11-16', hasta: '2026-11-30' });
    expect(rangoDelPeriodo('Quincena anterior', hoy)).toEqual({ desde: '2026-11-01', hasta: '2026-11-15' });
    expect(rangoDelPeriodo('Este mes', hoy)).toEqual({ desde: '2026-11-01', hasta: '2026-11-30' });
    expect(rangoDelPeriodo('Mes anterior', hoy)).toEqual({ desde: '2026-10-01', hasta: '2026-10-31' });
  });
});
