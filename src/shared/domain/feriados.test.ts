import { describe, expect, it } from 'vitest';
import { ANIOS_CON_FERIADOS, feriadosDelAnio, feriadosDelRango, motivoDeCierre } from './feriados.ts';

const diaDeLaSemana = (fecha: string) => new Date(`${fecha}T12:00:00Z`).getUTCDay();

describe('Argentina’s national holidays', () => {
  it('holds the current year and the next, with the fixed dates everyone knows', () => {
    expect(ANIOS_CON_FERIADOS).toEqual([2026, 2027]);
    for (const anio of ANIOS_CON_FERIADOS) {
      const fechas = feriadosDelAnio(anio).map((f) => f.fecha);
      for (const dia of ['01-01', '03-24', '04-02', '05-01', '05-25', '06-20', '07-09', '12-08', '12-25']) {
        expect(fechas, `${anio}-${dia}`).toContain(`${anio}-${dia}`);
      }
      // In order, each once.
      expect([...fechas].sort()).toEqual(fechas);
      expect(new Set(fechas).size).toBe(fechas.length);
    }
  });

  it('moves the movable ones as the law says: a Tuesday or Wednesday to the Monday before, a Thursday or Friday to the Monday after', () => {
    // 17/6/2026 is a Wednesday: Güemes on Monday 15; 20/11/2026 a Friday: Monday 23.
    expect(feriadosDelAnio(2026).map((f) => f.fecha)).toEqual(expect.arrayContaining(['2026-06-15', '2026-11-23']));
    // 17/6/2027 a Thursday: Monday 21; 17/8/2027 and 12/10/2027 Tuesdays: Mondays 16/8 and 11/10.
    expect(feriadosDelAnio(2027).map((f) => f.fecha)).toEqual(
      expect.arrayContaining(['2027-06-21', '2027-08-16', '2027-10-11', '2027-11-20']),
    );
    for (const f of [...feriadosDelAnio(2026), ...feriadosDelAnio(2027)]) {
      if (/Güemes|San Martín|Diversidad/.test(f.nombre)) expect(diaDeLaSemana(f.fecha), f.fecha).toBe(1);
    }
  });

  it('puts carnival on the Monday and Tuesday 48 and 47 days before Easter, and Good Friday two days before it', () => {
    // Easter: 5 April 2026 and 28 March 2027.
    expect(
      feriadosDelAnio(2026)
        .filter((f) => /Carnaval|Viernes Santo/.test(f.nombre))
        .map((f) => f.fecha),
    ).toEqual(['2026-02-16', '2026-02-17', '2026-04-03']);
    expect(
      feriadosDelAnio(2027)
        .filter((f) => /Carnaval|Viernes Santo/.test(f.nombre))
        .map((f) => f.fecha),
    ).toEqual(['2027-02-08', '2027-02-09', '2027-03-26']);
  });

  it('takes the holidays of a range across a year’s end', () => {
    expect(feriadosDelRango({ desde: '2026-12-20', hasta: '2027-01-05' }).map((f) => f.fecha)).toEqual([
      '2026-12-25',
      '2027-01-01',
    ]);
    expect(feriadosDelAnio(2031)).toEqual([]);
  });

  it('says why the centre is closed: a holiday it did not open, or its own days', () => {
    const cierres = {
      feriadosAbiertos: [],
      diasCerrados: [{ desde: '2027-01-10', hasta: '2027-01-20', motivo: 'Vacaciones' }],
    };
    expect(motivoDeCierre('2026-12-08', cierres)).toBe('Feriado: Inmaculada Concepción de María');
    expect(motivoDeCierre('2026-12-08', { ...cierres, feriadosAbiertos: ['2026-12-08'] })).toBeNull();
    expect(motivoDeCierre('2026-12-09', cierres)).toBeNull();
    expect(motivoDeCierre('2027-01-10', cierres)).toBe('Vacaciones');
    expect(motivoDeCierre('2027-01-20', cierres)).toBe('Vacaciones');
    expect(motivoDeCierre('2027-01-21', cierres)).toBeNull();
  });
});
