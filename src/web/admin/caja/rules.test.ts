import { describe, expect, it } from 'vitest';
import type { CajaDia } from '#shared/schemas/caja.ts';
import { cerradoCuando, diferenciaCon, diferenciaTexto, esperadoCon } from './rules.ts';

const dia: Pick<CajaDia, 'ingresos' | 'egresos'> = {
  ingresos: {
    porMedio: [
      { medioPago: 'Efectivo', total: 15000.1 },
      { medioPago: 'Transferencia', total: 8000 },
    ],
    total: 23000.1,
    movimientos: [],
  },
  egresos: {
    porMedio: [
      { medioPago: 'Efectivo', total: 1200.2 },
      { medioPago: 'Transferencia', total: 9000 },
    ],
    total: 10200.2,
    movimientos: [],
  },
};

describe('the cash page’s sums', () => {
  it('expects the float plus cash in minus cash out, exact to the cent, other methods aside', () => {
    expect(esperadoCon(dia, 5000)).toBe(18799.9);
    expect(esperadoCon(dia, 0.3)).toBe(13800.2);
    expect(esperadoCon(dia, '')).toBeNull();
  });

  it('tells the difference as surplus, shortfall or none', () => {
    expect(diferenciaCon(18799.9, 18500)).toBe(-299.9);
    expect(diferenciaCon(18799.9, '')).toBeNull();
    expect(diferenciaCon(null, 100)).toBeNull();
    expect(diferenciaTexto(-299.5)).toBe('Faltante $ 299,50');
    expect(diferenciaTexto(1234.5)).toBe('Sobrante $ 1.234,50');
    expect(diferenciaTexto(0)).toBe('Sin diferencia');
  });

  it('says when a close was made in the centre’s time zone', () => {
    expect(cerradoCuando('2026-11-24T02:30:00.000Z', 'America/Argentina/Buenos_Aires')).toBe('23/11/2026 23:30');
  });
});
