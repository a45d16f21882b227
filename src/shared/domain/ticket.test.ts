import { describe, expect, it } from 'vitest';
import {
  aplicarPagos,
  aplicarPagosConSesiones,
  descuentoCents,
  numeroDeTicket,
  repartir,
  repartirPagos,
  totalesDeLineas,
} from './ticket.ts';

describe('a ticket’s arithmetic in cents', () => {
  it('takes a discount off half up, and refuses one above the amount', () => {
    // 10 % of $ 3,335 is $ 333.50; 15 % of 1,001 cents is 150.15 → 150.
    expect(descuentoCents(333_500, { tipo: '%', valor: 1000 })).toBe(33_350);
    expect(descuentoCents(1001, { tipo: '%', valor: 1500 })).toBe(150);
    // 12.5 % of 4 cents is 0.5 → 1.
    expect(descuentoCents(4, { tipo: '%', valor: 1250 })).toBe(1);
    expect(descuentoCents(5000, { tipo: '$', valor: 5000 })).toBe(5000);
    expect(descuentoCents(5000, { tipo: '$', valor: 5001 })).toBeNull();
    expect(descuentoCents(5000, { tipo: '%', valor: 10_001 })).toBeNull();
    expect(descuentoCents(5000, undefined)).toBe(0);
  });

  it('shares a ticket discount in proportion, in cents that add up to it', () => {
    // $ 30 over $ 100 and $ 200: 10 and 20.
    expect(repartir(3000, [10_000, 20_000])).toEqual([1000, 2000]);
    // 100 cents over three equal lines: 33.33 each, the spare cent to the first.
    expect(repartir(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // A tip weighs nothing: it gets no share.
    expect(repartir(1000, [3000, 0, 1000])).toEqual([750, 0, 250]);
    expect(repartir(0, [0, 0])).toEqual([0, 0]);
  });

  it('fills the lines with what was paid in their order', () => {
    expect(aplicarPagos([9000, 18_000, 3000], 23_000)).toEqual([9000, 14_000, 0]);
    expect(aplicarPagos([9000, 18_000, 3000], 30_000)).toEqual([9000, 18_000, 3000]);
    expect(aplicarPagos([9000, 0], 0)).toEqual([0, 0]);
  });

  it('fills a line a session paid with it first, then the others in order with the rest', () => {
    // A $ 9.000 service, a $ 18.000 one paid by a session, a $ 3.000 tip; $ 5.000 cash besides.
    expect(aplicarPagosConSesiones([9000, 18_000, 3000], [0, 18_000, 0], 23_000)).toEqual([5000, 18_000, 0]);
    // $ 12.000 cash: the first line whole, then $ 3.000 of the tip.
    expect(aplicarPagosConSesiones([9000, 18_000, 3000], [0, 18_000, 0], 30_000)).toEqual([9000, 18_000, 3000]);
    // The session alone: nothing else is paid.
    expect(aplicarPagosConSesiones([9000, 18_000], [0, 18_000], 18_000)).toEqual([0, 18_000]);
    // No session: the plain order.
    expect(aplicarPagosConSesiones([9000, 18_000], [0, 0], 10_000)).toEqual([9000, 1000]);
  });

  it('totals each line after its discount and its share of the ticket’s, tips apart', () => {
    const linea = (precio: number, extra: object = {}) => ({
      cantidad: 1,
      precio,
      descuento: undefined,
      fueraDelDescuento: false,
      ...extra,
    });
    // $ 100 and $ 200 with 10 % off the ticket, a $ 30 tip: 90, 180, 30.
    expect(
      totalesDeLineas([linea(10_000), linea(20_000), linea(3000, { fueraDelDescuento: true })], {
        tipo: '%',
        valor: 1000,
      }),
    ).toEqual([9000, 18_000, 3000]);
    // 2 × $ 25 with $ 5 off the line, then $ 10 off a ticket of $ 100 and that $ 45: 6.90 and 3.10.
    expect(
      totalesDeLineas([linea(10_000), linea(2500, { cantidad: 2, descuento: { tipo: '$', valor: 500 } })], {
        tipo: '$',
        valor: 1000,
      }),
    ).toEqual([10_000 - 690, 4500 - 310]);
    expect(totalesDeLineas([linea(1000, { descuento: { tipo: '$', valor: 1001 } })], undefined)).toBeNull();
    expect(totalesDeLineas([linea(1000)], { tipo: '$', valor: 1001 })).toBeNull();
  });

  it('records payments against the balance: cash above it is change, another method above it is refused', () => {
    // $ 300 owed: $ 150 by debit, $ 80 in cash out of $ 100 handed → 230 recorded, $ 20 change.
    expect(
      repartirPagos(30_000, [
        { medioPago: 'Débito', monto: 15_000 },
        { medioPago: 'Efectivo', monto: 8000, entregado: 10_000 },
      ]),
    ).toEqual({
      entradas: [
        { medio: 'Débito', cents: 15_000, indice: 0 },
        // What was handed is kept with it, for the ticket's page and its receipt.
        { medio: 'Efectivo', cents: 8000, indice: 1, entregado: 10_000 },
      ],
      vuelto: 2000,
    });
    // A payment of nothing records no entry; each entry names the payment it came from.
    expect(
      repartirPagos(5000, [
        { medioPago: 'Débito', monto: 0 },
        { medioPago: 'Gift card', monto: 5000 },
      ]),
    ).toEqual({ entradas: [{ medio: 'Gift card', cents: 5000, indice: 1 }], vuelto: 0 });
    // $ 50 owed, $ 60 in cash: 50 recorded, 10 back.
    expect(repartirPagos(5000, [{ medioPago: 'Efectivo', monto: 6000 }])).toEqual({
      entradas: [{ medio: 'Efectivo', cents: 5000, indice: 0, entregado: 6000 }],
      vuelto: 1000,
    });
    // The same with $ 100 handed for the $ 60: 50 recorded, 50 back, 100 handed.
    expect(repartirPagos(5000, [{ medioPago: 'Efectivo', monto: 6000, entregado: 10_000 }])).toEqual({
      entradas: [{ medio: 'Efectivo', cents: 5000, indice: 0, entregado: 10_000 }],
      vuelto: 5000,
    });
    expect(repartirPagos(5000, [{ medioPago: 'Débito', monto: 5001 }])).toEqual({ problema: 'pago_mayor_al_saldo' });
    expect(repartirPagos(5000, [{ medioPago: 'Efectivo', monto: 5000, entregado: 4000 }])).toEqual({
      problema: 'entregado_menor',
    });
    expect(repartirPagos(5000, [{ medioPago: 'Débito', monto: 5000, entregado: 5000 }])).toEqual({
      problema: 'entregado_solo_efectivo',
    });
  });
});

describe('the ticket’s number', () => {
  it('is six digits, consecutive per centre', () => {
    expect(numeroDeTicket(123)).toBe('Ticket N° 000123');
    expect(numeroDeTicket(1_234_567)).toBe('Ticket N° 1234567');
  });
});
