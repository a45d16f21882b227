import { describe, expect, it } from 'vitest';
import type { Venta } from '#shared/schemas/venta.ts';
import { devolucionPorMedio, resumenDePagos, totalConBorrador, type LineaBorrador } from './rules.ts';

const linea = (tipo: LineaBorrador['tipo'], precio: number, cantidad = 1): LineaBorrador => ({
  key: `${tipo}${precio}`,
  tipo,
  descripcion: tipo,
  detalle: '',
  cantidad,
  precio,
});

describe('the ticket before charging', () => {
  it('totals the lines being added with the ticket’s discount, tips apart', () => {
    // $ 100 and $ 200 with 10 % off, a $ 30 tip: 90 + 180 + 30 = 300.
    expect(
      totalConBorrador([], [linea('servicio', 100), linea('servicio', 200), linea('propina', 30)], {
        tipo: '%',
        valor: 1000,
      }),
    ).toBe(30_000);
    // A booking of $ 8.000 already on the ticket, 2 bottles at $ 2.500: 13.000.
    const guardada = {
      tipo: 'servicio',
      idTurno: 1,
      cantidad: 1,
      precio: 8000,
      descuento: null,
    } as Venta['lineas'][number];
    expect(totalConBorrador([guardada], [linea('producto', 2500, 2)], undefined)).toBe(1_300_000);
    expect(totalConBorrador([], [linea('servicio', 10)], { tipo: '$', valor: 1001 })).toBeNull();
  });

  it('says what the payments leave, the change, and why they cannot be taken', () => {
    const pago = (medioPago: string, monto: number | string, entregado: number | string = '') => ({
      key: medioPago,
      medioPago,
      monto,
      entregado,
    });
    // $ 14.000 owed: $ 6.000 debit, $ 5.000 cash out of $ 10.000: $ 3.000 left, $ 5.000 change.
    expect(resumenDePagos(1_400_000, [pago('Débito', 6000), pago('Efectivo', '5000', '10000')])).toEqual({
      pagado: 1_100_000,
      vuelto: 500_000,
      queda: 300_000,
      problema: null,
    });
    expect(resumenDePagos(100_000, [pago('Débito', 1500)]).problema).toBe('El pago supera el saldo del ticket.');
    expect(resumenDePagos(100_000, [pago('Efectivo', 1000, 500)]).problema).toBe(
      'Lo entregado no puede ser menos que el monto.',
    );
  });
});

describe('what annulling gives back', () => {
  it('is each method’s net, in the order the methods were first used, without the ones at zero', () => {
    expect(
      devolucionPorMedio([
        { medioPago: 'Débito', monto: 5000 },
        { medioPago: 'Efectivo', monto: 7700.1 },
        { medioPago: 'Transferencia', monto: 100 },
        { medioPago: 'Transferencia', monto: -100 },
        { medioPago: 'Débito', monto: 0.2 },
      ]),
    ).toEqual([
      { medioPago: 'Débito', monto: 5000.2 },
      { medioPago: 'Efectivo', monto: 7700.1 },
    ]);
    expect(devolucionPorMedio([])).toEqual([]);
  });
});
