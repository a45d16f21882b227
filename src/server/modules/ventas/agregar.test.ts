import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

/**
 * An open ticket takes more lines (decision 036), numbers worked by hand. Carla's manicure
 * ($ 8.000, Lucía), paid in cash from its own form, is on its own ticket: 'Cobrar' opens that
 * ticket and adds 2 × 'Esmalte' ($ 2.500 each, 5 in stock) and a $ 1.000 tip for Lucía, paid
 * $ 6.000 by debit: total 14.000, nothing owed, 3 bottles left, the booking still cash.
 */
// Tuesday 24 November 2026, 13:00 in Buenos Aires.
const NOW = Date.parse('2026-11-24T16:00:00Z');
const DIA = '2026-11-24';

describe.each(testDialects)('adding lines to an open ticket on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let ids: { carla: number; dora: number; lucia: number; manicura: number; esmalte: number };

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: admin }, ...(payload === undefined ? {} : { payload }) });
  const json = async (method: 'GET' | 'POST', url: string, payload?: object, status = 200) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as Record<string, unknown>;
  };
  const post = async (url: string, body: object) => ((await json('POST', url, body, 201)) as { id: number }).id;
  const reservar = (idCliente: number, hora: string, extra: object) =>
    post('/api/turnos', {
      idCliente,
      idEmpleado: ids.lucia,
      idServicio: ids.manicura,
      fecha: DIA,
      hora,
      duracion: 30,
      costo: 8000,
      ...extra,
    });
  const turno = async (id: number) =>
    ((await json('GET', `/api/turnos?desde=${DIA}&hasta=${DIA}`)) as unknown as { id: number }[]).find(
      (x) => x.id === id,
    );
  const stock = async () =>
    ((await json('GET', '/api/productos?q=Esmalte')) as unknown as { id: number; stock: number }[]).find(
      (p) => p.id === ids.esmalte,
    )?.stock;

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => NOW });
    admin = await t.loginAs('duena');
    ids = {
      carla: await post('/api/clientes', { nombre: 'Carla', apellido: 'Ruiz', telefono: '11 5555-0001' }),
      dora: await post('/api/clientes', { nombre: 'Dora', apellido: 'Vega', telefono: '11 5555-0002' }),
      lucia: await post('/api/empleados', { nombre: 'Lucía', apellido: 'Paz' }),
      manicura: await post('/api/servicios-base', {
        categoria: 'Manos',
        descripcion: 'Manicura',
        precio: 8000,
        duracionSugerida: 30,
      }),
      esmalte: await post('/api/productos', { nombre: 'Esmalte', marca: 'Masglo', precio: 2500, stock: 5 }),
    };
  });
  afterAll(async () => t.close());

  it('opens the ticket of a booking paid from its form and adds products and a tip to it', async () => {
    const b = await reservar(ids.carla, '10:00', { estado: 'Pagado', montoAbonado: null, medioPago: 'Efectivo' });
    const { venta } = (await json('GET', `/api/ventas/turno/${b}`)) as { venta: { id: number; numero: number } };
    expect(venta).toMatchObject({ total: 8000, pagado: 8000, saldo: 0, lineas: [{ idTurno: b, total: 8000 }] });
    // A new ticket cannot take it: it is on this one.
    const otra = await call('POST', '/api/ventas', {
      idCliente: ids.carla,
      fecha: DIA,
      lineas: [{ tipo: 'servicio', idTurno: b }],
    });
    expect(otra.statusCode).toBe(409);
    expect(otra.json()).toMatchObject({ code: 'turno_ya_cobrado' });

    const agregada = await json('POST', `/api/ventas/${venta.id}/lineas`, {
      lineas: [
        { tipo: 'propina', idEmpleado: ids.lucia, precio: 1000 },
        { tipo: 'producto', idProducto: ids.esmalte, cantidad: 2 },
      ],
      pagos: [{ medioPago: 'Débito', monto: 6000 }],
    });
    expect(agregada).toMatchObject({
      id: venta.id,
      numero: venta.numero,
      total: 14000,
      pagado: 14000,
      saldo: 0,
      vuelto: 0,
      lineas: [
        { orden: 1, tipo: 'servicio', idTurno: b, total: 8000, pagado: 8000 },
        {
          orden: 2,
          tipo: 'producto',
          idProducto: ids.esmalte,
          descripcion: 'Esmalte · Masglo',
          cantidad: 2,
          precio: 2500,
          total: 5000,
          pagado: 5000,
        },
        { orden: 3, tipo: 'propina', idEmpleado: ids.lucia, total: 1000, pagado: 1000 },
      ],
      pagos: [
        { medioPago: 'Efectivo', monto: 8000 },
        { medioPago: 'Débito', monto: 6000 },
      ],
    });
    expect(await stock()).toBe(3);
    // The booking keeps its price, its state and the method it was paid in.
    expect(await turno(b)).toMatchObject({ costo: 8000, estado: 'Pagado', medioPago: 'Efectivo' });
    // Caja by method: 8.000 cash, 6.000 debit on the day.
    const caja = (await json('GET', `/api/caja?fecha=${DIA}`)) as {
      ingresos: { porMedio: { medioPago: string; total: number }[]; total: number };
    };
    expect(caja.ingresos.total).toBe(14000);
    expect(caja.ingresos.porMedio.filter((m) => m.total !== 0)).toEqual([
      { medioPago: 'Efectivo', total: 8000 },
      { medioPago: 'Débito', total: 6000 },
    ]);
  });

  it('shares the ticket discount again over the new lines', async () => {
    const b = await reservar(ids.dora, '11:00', { estado: 'Debe', montoAbonado: null, costo: 100 });
    const venta = await json(
      'POST',
      '/api/ventas',
      {
        idCliente: ids.dora,
        fecha: DIA,
        lineas: [{ tipo: 'servicio', idTurno: b }],
        descuento: { tipo: '$', valor: 10 },
      },
      201,
    );
    expect(venta).toMatchObject({ total: 90, lineas: [{ total: 90 }] });
    // $ 10 over 100 and 50: 6,666… and 3,333…; the cent left goes to the larger remainder (the first).
    const agregada = await json('POST', `/api/ventas/${String(venta.id)}/lineas`, {
      lineas: [{ tipo: 'producto', idProducto: ids.esmalte, precio: 50 }],
      pagos: [{ medioPago: 'Efectivo', monto: 200, entregado: 200 }],
    });
    expect(agregada).toMatchObject({
      total: 140,
      pagado: 140,
      saldo: 0,
      vuelto: 60,
      lineas: [
        { idTurno: b, total: 93.33, pagado: 93.33 },
        { idProducto: ids.esmalte, total: 46.67, pagado: 46.67 },
      ],
    });
    expect(await turno(b)).toMatchObject({ costo: 93.33, estado: 'Pagado' });
    expect(await stock()).toBe(2);
  });

  it('asks before selling more than the stock, and changes nothing until confirmed', async () => {
    const venta = await json(
      'POST',
      '/api/ventas',
      { idCliente: ids.dora, fecha: DIA, lineas: [{ tipo: 'servicio', idServicio: ids.manicura, precio: 8000 }] },
      201,
    );
    const pedido = { lineas: [{ tipo: 'producto', idProducto: ids.esmalte, cantidad: 3 }] };
    const sinStock = await call('POST', `/api/ventas/${String(venta.id)}/lineas`, pedido);
    expect(sinStock.statusCode, sinStock.body).toBe(409);
    expect(sinStock.json()).toMatchObject({ code: 'stock_insuficiente' });
    expect(await json('GET', `/api/ventas/${String(venta.id)}`)).toMatchObject({ total: 8000, lineas: [{}] });
    expect(await stock()).toBe(2);
    const confirmada = await json('POST', `/api/ventas/${String(venta.id)}/lineas`, {
      ...pedido,
      confirmarStock: true,
    });
    expect(confirmada).toMatchObject({ total: 15500, saldo: 15500 });
    expect(await stock()).toBe(-1);

    const nada = await call('POST', '/api/ventas/999999/lineas', pedido);
    expect(nada.statusCode).toBe(404);
    expect(nada.json()).toMatchObject({ code: 'venta_no_encontrada' });
    const vacia = await call('POST', `/api/ventas/${String(venta.id)}/lineas`, { lineas: [] });
    expect(vacia.statusCode).toBe(400);
    expect(vacia.json()).toMatchObject({ code: 'dato_invalido' });
  });

  it('proposes the visit of a booking on no ticket: the client’s bookings of the day, this one first', async () => {
    const otro = { idCliente: ids.carla, fecha: '2026-11-25' };
    const b1 = await reservar(otro.idCliente, '09:00', { fecha: otro.fecha, estado: 'Debe', montoAbonado: null });
    const b2 = await reservar(otro.idCliente, '10:00', { fecha: otro.fecha, estado: 'Debe', montoAbonado: null });
    await reservar(otro.idCliente, '11:00', {
      fecha: otro.fecha,
      estado: 'Debe',
      montoAbonado: null,
      asistencia: 'Canceló',
    });
    const { venta, visita } = (await json('GET', `/api/ventas/turno/${b2}`)) as {
      venta: null;
      visita: { cliente: { id: number; nombre: string }; fecha: string; turnos: { id: number }[] };
    };
    expect(venta).toBeNull();
    expect(visita).toMatchObject({ cliente: { id: ids.carla, nombre: 'Carla Ruiz' }, fecha: otro.fecha });
    expect(visita.turnos.map((x) => x.id)).toEqual([b2, b1]);
    const nada = await call('GET', '/api/ventas/turno/999999');
    expect(nada.statusCode).toBe(404);
    expect(nada.json()).toMatchObject({ code: 'turno_no_encontrado' });
  });

  it('puts a booking on one ticket when two desks add it at the same time', async () => {
    const b = await reservar(ids.dora, '12:00', { estado: 'Debe', montoAbonado: null });
    const abrir = () =>
      json(
        'POST',
        '/api/ventas',
        { idCliente: ids.dora, fecha: DIA, lineas: [{ tipo: 'propina', idEmpleado: ids.lucia, precio: 1 }] },
        201,
      );
    const [v1, v2] = [await abrir(), await abrir()];
    const agregar = (id: unknown) =>
      call('POST', `/api/ventas/${String(id)}/lineas`, {
        lineas: [{ tipo: 'servicio', idTurno: b }],
        pagos: [{ medioPago: 'Efectivo', monto: 8000 }],
      });
    const results = await Promise.all([agregar(v1.id), agregar(v2.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json()).toMatchObject({ code: 'turno_ya_cobrado' });
    const pagos = await t.testDb.db
      .selectFrom('pagos')
      .select('monto_cents')
      .where('id_venta', 'in', [Number(v1.id), Number(v2.id)])
      .execute();
    expect(pagos.map((p) => Number(p.monto_cents))).toEqual([800000]);
  });

  it('keeps a discounted booking’s line as its ticket set it when the booking is saved again', async () => {
    // Dora's manicure ($ 8.000) with 10 % off its line: 7.200, paid in cash. Marked 'Asistió'
    // from the agenda (its price sent again as the ticket wrote it), then a bottle of polish
    // ($ 2.500) added: the manicure still bills 7.200 on a list price of 8.000, the discount still
    // 800; the ticket 9.700, owing 2.500.
    const b = await reservar(ids.dora, '17:00', { estado: 'Debe', montoAbonado: null });
    const creada = (await json(
      'POST',
      '/api/ventas',
      {
        idCliente: ids.dora,
        fecha: DIA,
        lineas: [{ tipo: 'servicio', idTurno: b, descuento: { tipo: '%', valor: 10, motivo: 'Cumpleaños' } }],
        pagos: [{ medioPago: 'Efectivo', monto: 7200 }],
      },
      201,
    )) as { id: number };
    const antes = (await turno(b)) as unknown as Record<string, unknown>;
    expect(antes).toMatchObject({ costo: 7200, estado: 'Pagado' });
    const { id: _id, ...campos } = antes;
    const vino = await t.app.inject({
      method: 'PUT',
      url: `/api/turnos/${b}`,
      headers: { cookie: admin },
      payload: {
        idCliente: campos.idCliente,
        idEmpleado: campos.idEmpleado,
        idServicio: campos.idServicio,
        fecha: campos.fecha,
        hora: campos.hora,
        duracion: campos.duracion,
        costo: campos.costo,
        estado: campos.estado,
        montoAbonado: campos.montoAbonado,
        asistencia: 'Asistió',
      },
    });
    expect(vino.statusCode, vino.body).toBe(200);
    const linea = { idTurno: b, precio: 8000, descuento: { tipo: '%', valor: 10, motivo: 'Cumpleaños' }, total: 7200 };
    expect(await json('GET', `/api/ventas/${creada.id}`)).toMatchObject({ total: 7200, lineas: [linea] });
    const reporte = (await json('GET', `/api/reportes?desde=${DIA}&hasta=${DIA}`)) as {
      tickets: { descuentos: number };
    };
    expect(reporte.tickets.descuentos).toBeGreaterThanOrEqual(800);

    const mas = await json('POST', `/api/ventas/${creada.id}/lineas`, {
      lineas: [{ tipo: 'producto', idProducto: ids.esmalte }],
      // The earlier tests sold the shelf empty.
      confirmarStock: true,
    });
    expect(mas).toMatchObject({ total: 9700, pagado: 7200, saldo: 2500 });
    expect((mas as { lineas: unknown[] }).lineas[0]).toMatchObject(linea);
    expect(await turno(b)).toMatchObject({ costo: 7200, asistencia: 'Asistió' });
  });

  it('sets, refuses and takes off the ticket’s discount on an open ticket, never below what was paid', async () => {
    // Dora's manicure ($ 8.000, owing) and a bottle of polish ($ 2.500): 10.500, $ 5.000 paid in
    // cash. 10 % off afterwards: 1.050 shared 800 / 250, total 9.450, owing 4.450; the manicure
    // bills 7.200 and has its 5.000 ('Pago parcial'). 60 % off would leave 4.200, under the 5.000
    // paid: refused, nothing changed. Taken off: 10.500 again.
    const b = await reservar(ids.dora, '16:00', { estado: 'Debe', montoAbonado: null });
    const { id } = (await json(
      'POST',
      '/api/ventas',
      {
        idCliente: ids.dora,
        fecha: DIA,
        lineas: [
          { tipo: 'servicio', idTurno: b },
          { tipo: 'producto', idProducto: ids.esmalte },
        ],
        pagos: [{ medioPago: 'Efectivo', monto: 5000 }],
        confirmarStock: true,
      },
      201,
    )) as { id: number };
    const con = await json('POST', `/api/ventas/${id}/lineas`, {
      descuento: { tipo: '%', valor: 10, motivo: 'Promo' },
    });
    expect(con).toMatchObject({
      total: 9450,
      pagado: 5000,
      saldo: 4450,
      descuento: { tipo: '%', valor: 10, motivo: 'Promo' },
      lineas: [
        { idTurno: b, total: 7200, pagado: 5000 },
        { idProducto: ids.esmalte, total: 2250, pagado: 0 },
      ],
    });
    expect(await turno(b)).toMatchObject({ costo: 7200, estado: 'Pago parcial', montoAbonado: 5000 });

    const debajo = await call('POST', `/api/ventas/${id}/lineas`, { descuento: { tipo: '%', valor: 60 } });
    expect(debajo.statusCode).toBe(400);
    expect(debajo.json()).toEqual({
      error:
        'Con ese descuento el ticket quedaría por debajo de lo que ya se pagó. Para devolver dinero, anulá el ticket.',
      code: 'descuento_debajo_de_lo_pagado',
    });
    expect(await json('GET', `/api/ventas/${id}`)).toMatchObject({ total: 9450, saldo: 4450 });

    const sin = await json('POST', `/api/ventas/${id}/lineas`, { descuento: null });
    expect(sin).toMatchObject({ total: 10500, saldo: 5500, descuento: null });
    expect(await turno(b)).toMatchObject({ costo: 8000, estado: 'Pago parcial', montoAbonado: 5000 });
  });
});
