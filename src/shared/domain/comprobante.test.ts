import { describe, expect, it } from 'vitest';
import type { Venta } from '#shared/schemas/venta.ts';
import { comprobante, comprobanteLink, comprobanteTexto } from './comprobante.ts';

/**
 * Clara's visit, worked by hand: 'Esmaltado' $ 10.000, 2 bottles of polish at $ 2.500, a $ 1.000
 * tip and 10 % off the ticket (tips take no share): subtotal 16.000, discounts 1.500 (1.000 +
 * 500), total 14.500; paid 5.000 by debit and 9.500 in cash.
 */
const linea = (
  id: number,
  tipo: 'servicio' | 'producto' | 'propina',
  descripcion: string,
  cantidad: number,
  precio: number,
  total: number,
  empleado: string | null = null,
) => ({
  id,
  orden: id,
  tipo,
  idTurno: null,
  idServicio: null,
  idProducto: null,
  idEmpleado: empleado === null ? null : 1,
  empleado,
  descripcion,
  cantidad,
  precio,
  descuento: null,
  total,
  pagado: total,
  sinCargo: null,
  idPaquete: null,
  idPaqueteCliente: null,
});

const venta: Venta = {
  id: 7,
  numero: 123,
  fecha: '2031-06-10',
  cliente: { id: 3, nombre: 'Clara Pérez' },
  descuento: { tipo: '%', valor: 10, motivo: 'Clienta frecuente' },
  total: 14500,
  pagado: 14500,
  saldo: 0,
  anulada: null,
  lineas: [
    linea(1, 'servicio', 'Esmaltado', 1, 10000, 9000, 'Ana'),
    linea(2, 'producto', 'Esmalte rojo · Masglo', 2, 2500, 4500),
    linea(3, 'propina', 'Propina · Ana', 1, 1000, 1000, 'Ana'),
  ],
  pagos: [
    { id: 1, fecha: '2031-06-10', hora: '10:45', medioPago: 'Débito', monto: 5000, entregado: null, usuario: 'Duena' },
    {
      id: 2,
      fecha: '2031-06-10',
      hora: '10:45',
      medioPago: 'Efectivo',
      monto: 9500,
      entregado: 10000,
      usuario: 'Duena',
    },
  ],
};

const centro = {
  nombre: 'Centro Prueba',
  direccion: 'Av. Corrientes 1234, CABA',
  timeZone: 'America/Argentina/Buenos_Aires',
};

describe('comprobante', () => {
  it('lists the lines at list price and takes the discounts off together', () => {
    const c = comprobante(venta, centro);
    expect(c.titulo).toBe('Ticket N° 000123');
    expect(c.fecha).toBe('10/06/2031');
    expect(c.renglones.map((r) => [r.descripcion, r.detalle, r.importe])).toEqual([
      ['Esmaltado', 'Ana', '$ 10.000,00'],
      ['Esmalte rojo · Masglo', '2 × $ 2.500,00', '$ 5.000,00'],
      ['Propina · Ana', '', '$ 1.000,00'],
    ]);
    expect(c.totales.map((t) => `${t.etiqueta}: ${t.importe}`)).toEqual([
      'Subtotal: $ 16.000,00',
      'Descuento 10 % (Clienta frecuente), sin la propina: − $ 1.500,00',
      'Total: $ 14.500,00',
      'Pagado: $ 14.500,00',
      'Saldo: $ 0,00',
    ]);
    expect(c.leyenda).toBe('Comprobante no válido como factura');
  });

  it('says nothing of discounts when there were none, and marks money given back', () => {
    const sin: Venta = {
      ...venta,
      descuento: null,
      total: 16000,
      pagado: 0,
      saldo: 0,
      anulada: { at: '2031-06-11T13:00:00.000Z', motivo: 'Error de carga', usuario: 'Duena' },
      pagos: [
        ...venta.pagos,
        {
          id: 3,
          fecha: '2031-06-11',
          hora: '10:00',
          medioPago: 'Efectivo',
          monto: -9500,
          entregado: null,
          usuario: 'Duena',
        },
      ],
    };
    const c = comprobante(sin, centro);
    expect(c.totales.map((t) => t.etiqueta)).toEqual(['Total', 'Pagado', 'Saldo']);
    expect(c.pagos[2]).toEqual({
      fecha: '11/06/2031 10:00',
      medio: 'Efectivo (devolución)',
      importe: '-$ 9.500,00',
      detalle: '',
    });
    expect(c.anulado).toBe('Anulado el 11/06/2031 10:00: Error de carga');
  });

  it('shows a booking cancelled or missed at no charge, not as a discount; lines’ and ticket’s discounts together', () => {
    // A $ 6.000 booking she cancelled (it bills 0) and 'Esmaltado' with 10 % off its line:
    // subtotal 10.000, discounts 1.000, total 9.000.
    const c = comprobante(
      {
        ...venta,
        descuento: { tipo: '$', valor: 0.01, motivo: null },
        total: 9000,
        pagado: 9000,
        lineas: [
          {
            ...linea(1, 'servicio', 'Esmaltado', 1, 10000, 9000, 'Ana'),
            descuento: { tipo: '%', valor: 10, motivo: null },
          },
          { ...linea(2, 'servicio', 'Masaje', 1, 6000, 0, 'Bea'), sinCargo: 'Canceló' },
        ],
      },
      centro,
    );
    expect(c.renglones.map((r) => [r.detalle, r.importe])).toEqual([
      ['Ana · Descuento 10 %', '$ 10.000,00'],
      ['Bea · Sin cargo (Canceló)', '$ 0,00'],
    ]);
    expect(c.totales.slice(0, 3).map((t) => `${t.etiqueta}: ${t.importe}`)).toEqual([
      'Subtotal: $ 10.000,00',
      'Descuentos: − $ 1.000,00',
      'Total: $ 9.000,00',
    ]);
  });

  it('writes the WhatsApp message line by line, and its link', () => {
    const c = comprobante(venta, centro);
    const texto = comprobanteTexto(c);
    expect(texto.split('\n')).toEqual([
      '*Centro Prueba*',
      'Ticket N° 000123 · 10/06/2031',
      'Clara Pérez',
      '',
      'Esmaltado · Ana: $ 10.000,00',
      'Esmalte rojo · Masglo · 2 × $ 2.500,00: $ 5.000,00',
      'Propina · Ana: $ 1.000,00',
      '',
      'Subtotal: $ 16.000,00',
      'Descuento 10 % (Clienta frecuente), sin la propina: − $ 1.500,00',
      '*Total: $ 14.500,00*',
      'Pagado: $ 14.500,00',
      'Saldo: $ 0,00',
      '',
      'Pagos:',
      '10/06/2031 10:45 Débito: $ 5.000,00',
      // $ 10.000 handed for the $ 9.500: $ 500 back.
      '10/06/2031 10:45 Efectivo: $ 9.500,00 (Entregado $ 10.000,00 · Vuelto $ 500,00)',
      '',
      'Comprobante no válido como factura.',
    ]);
    expect(comprobanteLink('5491123456789', c)).toBe(`https://wa.me/5491123456789?text=${encodeURIComponent(texto)}`);
    expect(comprobanteLink(null, c).startsWith('https://wa.me/?text=')).toBe(true);
  });
});
