import { describe, expect, it } from 'vitest';
import { diaCorto, diaLargo, duracionTexto, finDe, hastaTexto } from './reservar-texts.ts';

describe("the booking page's dates", () => {
  it('reads the day as people do, whatever the zone', () => {
    expect(diaCorto('2026-11-24')).toBe('mar 24/11');
    expect(diaLargo('2026-11-24')).toBe('martes 24 de noviembre');
    expect(diaLargo('2027-01-01')).toBe('viernes 1 de enero');
    expect(hastaTexto('2026-11-23 14:00')).toBe('lunes 23 de noviembre a las 14:00');
  });

  it('ends a booking after its duration', () => {
    expect(finDe('14:00', 90)).toBe('15:30');
    expect(finDe('19:30', 30)).toBe('20:00');
  });

  it("writes a visit's length in hours and minutes", () => {
    expect(duracionTexto(45)).toBe('45 min');
    expect(duracionTexto(60)).toBe('1 h');
    expect(duracionTexto(105)).toBe('1 h 45 min');
    expect(finDe('10:45', 60)).toBe('11:45');
  });
});
