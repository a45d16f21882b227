import { describe, expect, it } from 'vitest';
import type { Venta } from '#shared/schemas/venta.ts';
import { paquetesUsables } from '#web/lib/resources.ts';
import {
  conSesiones,
  devolucionPorMedio,
  lineaAEnviar,
  lineasConBorrador,
  pagosAEnviar,
  netoDeBorrador,
  resumenDePagos,
  textoDescuento,
  totalConBorrador,
  type LineaBorrador,
} from './rules.ts';

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

  it('takes each line’s own discount first, then the ticket’s shared over what they bill', () => {
    // 'Esmaltado' $ 10.000 with 10 % off → 9.000; 2 bottles at $ 2.500 with $ 500 off → 4.500;
    // 10 % off the ticket: 1.350, 900 and 450; + a $ 1.000 tip: 8.100 + 4.050 + 1.000 = 13.150.
    const servicio = { ...linea('servicio', 10000), descuento: { tipo: '%' as const, valor: 10, motivo: 'Frecuente' } };
    const esmalte = { ...linea('producto', 2500, 2), descuento: { tipo: '$' as const, valor: 500 } };
    expect(netoDeBorrador(servicio)).toBe(900_000);
    expect(netoDeBorrador(esmalte)).toBe(450_000);
    expect(totalConBorrador([], [servicio, esmalte, linea('propina', 1000)], { tipo: '%', valor: 1000 })).toBe(
      1_315_000,
    );
    expect(lineaAEnviar(servicio)).toEqual({
      tipo: 'servicio',
      cantidad: 1,
      precio: 10000,
      descuento: { tipo: '%', valor: 10, motivo: 'Frecuente' },
    });
    expect(lineaAEnviar(linea('servicio', 10))).not.toHaveProperty('descuento');
    expect(textoDescuento(servicio.descuento)).toBe('Descuento 10 % (Frecuente)');
    expect(textoDescuento(esmalte.descuento)).toBe('Descuento $ 500,00');
    // More than the line: no total, and the screen says so.
    expect(netoDeBorrador({ ...linea('servicio', 10), descuento: { tipo: '$', valor: 11 } })).toBeNull();
    expect(
      totalConBorrador([], [{ ...linea('servicio', 10), descuento: { tipo: '%', valor: 101 } }], undefined),
    ).toBeNull();
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
    // A '-' typed stops the charge with the server's words, instead of leaving that payment out.
    expect(resumenDePagos(100_000, [pago('Débito', 500), pago('Débito', -5000)])).toEqual({
      pagado: 0,
      vuelto: 0,
      queda: 100_000,
      problema: 'El monto no puede ser negativo.',
    });
    expect(resumenDePagos(100_000, [pago('Efectivo', 500, '-1000')]).problema).toBe(
      'Lo entregado no puede ser negativo.',
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

describe('a session of a pack on the ticket', () => {
  const paquete = {
    id: 7,
    idPaquete: 1,
    nombre: 'Pack de 4 lifting',
    idServicios: [2],
    servicios: ['Lifting'],
    sesiones: 4,
    sesionesUsadas: 1,
    sesionesRestantes: 3,
    precio: 60_000,
    idVenta: 1,
    vendido: '2026-11-27T16:00:00.000Z',
    vence: '2027-05-26',
    pagado: true,
    estado: 'Vigente' as const,
  };
  const pago = (medioPago: string, monto: number | string, extra = {}) => ({
    key: medioPago,
    medioPago,
    monto,
    entregado: '',
    ...extra,
  });

  it('pays the first line of its service not paid by a session, whole, and goes first', () => {
    // A $ 12.500 massage (service 1) and a $ 20.000 lifting (service 2), 10 % off the ticket:
    // 11.250 and 18.000. The session pays the lifting's 18.000; the cash the massage's 11.250.
    const lineas = lineasConBorrador(
      [],
      [
        { ...linea('servicio', 12_500), idServicio: 1 },
        { ...linea('servicio', 20_000), idServicio: 2 },
      ],
      { tipo: '%', valor: 1000 },
    );
    expect(lineas?.map((l) => l.total)).toEqual([1_125_000, 1_800_000]);
    const pagos = conSesiones([pago('Efectivo', 11_250), pago('Paquete', '', { idPaqueteCliente: 7 })], lineas ?? [], [
      paquete,
    ]);
    expect(pagos.map((p) => p.monto)).toEqual([11_250, 18_000]);
    expect(resumenDePagos(2_925_000, pagos)).toMatchObject({ pagado: 2_925_000, queda: 0, problema: null });
    expect(pagosAEnviar(pagos)).toEqual([
      { medioPago: 'Efectivo', monto: 11_250 },
      { medioPago: 'Paquete', idPaqueteCliente: 7 },
    ]);
    // A second session has no lifting left to pay: no amount.
    const dos = conSesiones(
      [pago('Paquete', '', { idPaqueteCliente: 7 }), pago('Paquete', '', { idPaqueteCliente: 7 })],
      lineas ?? [],
      [paquete],
    );
    expect(dos.map((p) => p.monto)).toEqual([18_000, '']);
    expect(paquetesUsables([paquete, { ...paquete, id: 8, sesionesRestantes: 0, estado: 'Usado' as const }])).toEqual([
      paquete,
    ]);
  });
});
