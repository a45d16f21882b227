import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatFecha,
  formatFechaCorta,
  formatFechaLarga,
  isIsoDate,
  parseFecha,
  startOfDayIn,
  todayIn,
} from './dates.ts';

describe('the centre\'s "today"', () => {
  it('is the date in Buenos Aires, not in UTC', () => {
    // 01:30 UTC on 23 November is still 22 November, 22:30, in Buenos Aires (UTC-3).
    const instant = new Date('2026-11-23T01:30:00Z');
    expect(todayIn('America/Argentina/Buenos_Aires', instant)).toBe('2026-11-22');
    expect(todayIn('UTC', instant)).toBe('2026-11-23');
  });

  it('crosses the year at local midnight', () => {
    expect(todayIn('America/Argentina/Buenos_Aires', new Date('2027-01-01T02:59:59Z'))).toBe('2026-12-31');
    expect(todayIn('America/Argentina/Buenos_Aires', new Date('2027-01-01T03:00:00Z'))).toBe('2027-01-01');
  });
});

describe('ISO dates', () => {
  it.each(['2026-11-22', '2028-02-29', '2026-12-31'])('accepts %s', (d) => expect(isIsoDate(d)).toBe(true));
  it.each(['2026-02-29', '2026-02-30', '2026-13-01', '2026-1-5', '22/11/2026', '', '2026-11-22T00:00'])(
    'refuses %s',
    (d) => expect(isIsoDate(d)).toBe(false),
  );
});

describe('moving between days', () => {
  it.each([
    ['2026-11-22', 1, '2026-11-23'],
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-11-22', 0, '2026-11-22'],
  ])('%s %+d day(s) is %s', (fecha, days, expected) => expect(addDays(fecha, days)).toBe(expected));
});

describe('dates as people read them', () => {
  it('writes the weekday, day, month and year in Spanish', () => {
    expect(formatFechaLarga('2026-11-23')).toBe('lunes, 23 de noviembre de 2026');
    expect(formatFechaLarga('2027-01-01')).toBe('viernes, 1 de enero de 2027');
  });

  it('has a short form for messages', () => {
    expect(formatFechaCorta('2026-11-23')).toBe('lunes 23/11');
  });
});

describe('dates in tables', () => {
  it('reads dd/MM/yyyy, and a dash when there is none', () => {
    expect(formatFecha('2026-11-23')).toBe('23/11/2026');
    expect(formatFecha('')).toBe('—');
    expect(formatFecha(null)).toBe('—');
  });
});

describe('when a day begins in the centre', () => {
  it('is 03:00 UTC in Buenos Aires', () => {
    expect(startOfDayIn('2026-11-23', 'America/Argentina/Buenos_Aires').toISOString()).toBe('2026-11-23T03:00:00.000Z');
  });

  it('follows daylight saving time where there is one', () => {
    expect(startOfDayIn('2026-07-01', 'Europe/Madrid').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(startOfDayIn('2026-01-15', 'Europe/Madrid').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(startOfDayIn('2026-11-23', 'UTC').toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });
});

describe('dates typed by hand', () => {
  it.each([
    ['23/11/2026', '2026-11-23'],
    ['1/2/2027', '2027-02-01'],
    [' 05-01-2027 ', '2027-01-05'],
    ['05.01.2027', '2027-01-05'],
    ['2026-11-23', '2026-11-23'],
    ['29/02/2028', '2028-02-29'],
    ['23112026', '2026-11-23'],
  ])('%s → %s', (text, fecha) => {
    expect(parseFecha(text)).toBe(fecha);
    expect(formatFecha(parseFecha(text))).toBe(formatFecha(fecha));
  });

  it.each([
    '',
    '23/11',
    '23/11/2',
    '23/11/26',
    '31/02/2027',
    '29/02/2027',
    '11/23/2026',
    '2026/11/23',
    'mañana',
    '2311202',
    '31022027',
  ])('refuses %j', (text) => expect(parseFecha(text)).toBeNull());
});
