import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

/**
 * Charging a visit (decision 036), with numbers worked by hand: Ana's manicure ($ 100, Lucía) and
 * pedicure ($ 200, Marta), a $ 30 tip for Lucía, 10 % off the ticket, paid $ 150 by debit and
 * $ 80 in cash out of $ 100 handed, then the $ 70 left by transfer. Caja, the history, both
 * employees' summaries, Deudores and the client file agree to the cent.
 */
// Tuesday 24 November 2026, 13:00 in Buenos Aires: both bookings of the morning are past.
const NOW = Date.parse('2026-11-24T16:00:00Z');
const DIA = '2026-11-24';

describe.each(testDialects)('charging a visit’s ticket on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let ids: { ana: number; berta: number; lucia: number; marta: number; manicura: number; pedicura: number };

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: admin }, ...(payload === undefined ? {} : { payload }) });
  const json = async (method: 'GET' | 'POST', url: string, payload?: object, status = 200) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as Record<string, unknown>;
  };
  const reservar = async (idCliente: number, idEmpleado: number, idServicio: number, hora: string, costo: number) =>
    (
      (await json(
        'POST',
        '/api/turnos',
        {
          idCliente,
          idEmpleado,
          idServicio,
          fecha: DIA,
          hora,
          duracion: 30,
          costo,
          estado: 'Debe',
          montoAbonado: null,
        },
        201,
      )) as { id: number }
    ).id;

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => NOW });
    admin = await t.loginAs('duena');
    const post = async (url: string, body: object) => ((await json('POST', url, body, 201)) as { id: number }).id;
    const servicio = (nombre: string, precio: number) =>
      post('/api/servicios-base', { categoria: 'Manos y pies', descripcion: nombre, precio, duracionSugerida: 30 });
    ids = {
      ana: await post('/api/clientes', { nombre: 'Ana', apellido: 'López', telefono: '11 5555-1234' }),
      berta: await post('/api/clientes', { nombre: 'Berta', apellido: 'Sosa', telefono: '11 5555-4321' }),
      lucia: await post('/api/empleados', { nombre: 'Lucía', apellido: 'Paz' }),
      marta: await post('/api/empleados', { nombre: 'Marta', apellido: 'Gil' }),
      manicura: await servicio('Manicura', 100),
      pedicura: await servicio('Pedicura', 200),
    };
  });
  afterAll(async () => t.close());

  it('charges two bookings, a tip and 10 % off in debit and cash with change, then the balance', async () => {
    const b1 = await reservar(ids.ana, ids.lucia, ids.manicura, '10:00', 100);
    const b2 = await reservar(ids.ana, ids.marta, ids.pedicura, '11:00', 200);

    const venta = await json(
      'POST',
      '/api/ventas',
      {
        idCliente: ids.ana,
        fecha: DIA,
        // The tip sent first: the ticket puts the bookings before it.
        lineas: [
          { tipo: 'propina', idEmpleado: ids.lucia, precio: 30 },
          { tipo: 'servicio', idTurno: b1 },
          { tipo: 'servicio', idTurno: b2 },
        ],
        descuento: { tipo: '%', valor: 10, motivo: 'Clienta frecuente' },
        pagos: [
          { medioPago: 'Débito', monto: 150 },
          { medioPago: 'Efectivo', monto: 80, entregado: 100 },
        ],
      },
      201,
    );
    // Services 100 + 200 = 300, 10 % = 30 shared 10 and 20: 90 and 180; the tip keeps its 30.
    // Paid 150 + 80 = 230 (change 100 − 80 = 20), filling the manicure (90), then 140 of the pedicure.
    expect(venta).toMatchObject({
      numero: 1,
      fecha: DIA,
      cliente: { id: ids.ana, nombre: 'Ana López' },
      descuento: { tipo: '%', valor: 10, motivo: 'Clienta frecuente' },
      total: 300,
      pagado: 230,
      saldo: 70,
      vuelto: 20,
      lineas: [
        {
          orden: 1,
          tipo: 'servicio',
          idTurno: b1,
          idEmpleado: ids.lucia,
          descripcion: 'Manicura',
          precio: 100,
          total: 90,
          pagado: 90,
        },
        {
          orden: 2,
          tipo: 'servicio',
          idTurno: b2,
          idEmpleado: ids.marta,
          descripcion: 'Pedicura',
          precio: 200,
          total: 180,
          pagado: 140,
        },
        {
          orden: 3,
          tipo: 'propina',
          idEmpleado: ids.lucia,
          descripcion: 'Propina · Lucía Paz',
          precio: 30,
          total: 30,
          pagado: 0,
        },
      ],
      pagos: [
        { medioPago: 'Débito', monto: 150, entregado: null },
        // What was handed stays with its payment: the ticket's page and receipt say the change.
        { medioPago: 'Efectivo', monto: 80, entregado: 100 },
      ],
    });
    expect(((await json('GET', `/api/ventas/${String(venta.id)}`)).pagos as unknown[]).map((p) => p)).toMatchObject([
      { medioPago: 'Débito', monto: 150, entregado: null },
      { medioPago: 'Efectivo', monto: 80, entregado: 100 },
    ]);

    const resumen = async (idEmpleado: number) =>
      (await json('GET', `/api/empleados/${idEmpleado}/resumen?desde=${DIA}&hasta=${DIA}`)) as unknown as {
        costo: number;
        estado: string;
        montoAbonado: number | null;
      }[];
    const reporte = () => json('GET', `/api/reportes?desde=${DIA}&hasta=${DIA}`);
    const caja = async () =>
      (await json('GET', `/api/caja?fecha=${DIA}`)).ingresos as { total: number; porMedio: unknown };
    const propinas = async () => (await json('GET', `/api/caja?fecha=${DIA}`)).propinas;
    const ficha = async () => (await json('GET', `/api/clientes/${ids.ana}/ficha`)).cifras;
    const deudores = async () =>
      (await json('GET', '/api/reportes/deudores')) as unknown as { nombre: string; deuda: number }[];

    // The bookings carry what was charged: price after discounts, paid or partly paid.
    expect((await resumen(ids.lucia)).map((x) => [x.costo, x.estado, x.montoAbonado])).toEqual([[90, 'Pagado', null]]);
    expect((await resumen(ids.marta)).map((x) => [x.costo, x.estado, x.montoAbonado])).toEqual([
      [180, 'Pago parcial', 140],
    ]);
    // The catalogue keeps its prices.
    const catalogo = (await json('GET', '/api/servicios-base')) as unknown as { id: number; precio: number }[];
    expect(catalogo.map((s) => [s.id, s.precio])).toEqual([
      [ids.manicura, 100],
      [ids.pedicura, 200],
    ]);
    expect(await caja()).toMatchObject({
      total: 230,
      porMedio: [
        { medioPago: 'Efectivo', total: 80 },
        { medioPago: 'Transferencia', total: 0 },
        { medioPago: 'Mercado Pago', total: 0 },
        { medioPago: 'Débito', total: 150 },
        { medioPago: 'Crédito', total: 0 },
      ],
    });
    // Billed 90 + 180, paid 90 + 140, owed 40 (the tip is the professional's, not a booking's).
    expect(await reporte()).toMatchObject({
      totales: { facturado: 270, abonado: 230, deuda: 40 },
      deudaVencida: 40,
      ingresosPorMedio: [
        { medioPago: 'Efectivo', monto: 80 },
        { medioPago: 'Débito', monto: 150 },
      ],
      // Beside them: no products, the 10 % took 10 + 20 off the list prices, Lucía's tip of 30.
      tickets: { productos: 0, descuentos: 30, propinas: 30 },
    });
    expect((await deudores()).map((d) => [d.nombre, d.deuda])).toEqual([['Ana López', 40]]);
    expect(await ficha()).toMatchObject({ totalPagado: 230, deudaVencida: 40 });
    // Payments fill the tip last: none of the 230 is Lucía's tip yet.
    expect(await propinas()).toEqual({ total: 0, porProfesional: [] });

    // The balance by transfer: the pedicure's 40, then the tip's 30.
    const pagada = await json('POST', `/api/ventas/${String(venta.id)}/pagos`, {
      medioPago: 'Transferencia',
      monto: 70,
    });
    expect(pagada).toMatchObject({ total: 300, pagado: 300, saldo: 0, vuelto: 0 });
    expect((pagada.lineas as { pagado: number }[]).map((l) => l.pagado)).toEqual([90, 180, 30]);
    expect((await resumen(ids.marta)).map((x) => [x.costo, x.estado, x.montoAbonado])).toEqual([[180, 'Pagado', null]]);
    expect(await caja()).toMatchObject({ total: 300 });
    // Of the day's 300, Lucía's 30 are her tip, shown apart.
    expect(await propinas()).toEqual({ total: 30, porProfesional: [{ nombre: 'Lucía Paz', monto: 30 }] });
    expect(await reporte()).toMatchObject({
      totales: { facturado: 270, abonado: 270, deuda: 0 },
      ingresosPorMedio: [
        { medioPago: 'Efectivo', monto: 80 },
        { medioPago: 'Transferencia', monto: 70 },
        { medioPago: 'Débito', monto: 150 },
      ],
    });
    expect(await deudores()).toEqual([]);
    expect(await ficha()).toMatchObject({ totalPagado: 270, deudaVencida: 0 });
    // Nothing left: another payment is refused.
    const otra = await call('POST', `/api/ventas/${String(venta.id)}/pagos`, { medioPago: 'Efectivo', monto: 10 });
    expect(otra.statusCode).toBe(400);
    expect(otra.json()).toMatchObject({ code: 'venta_sin_saldo' });
  });

  it('refuses bad tickets with a code and writes nothing', async () => {
    const b = await reservar(ids.ana, ids.lucia, ids.manicura, '15:00', 100);
    const contar = async () =>
      Number(
        (
          await t.testDb.db
            .selectFrom('ventas')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const antes = await contar();
    for (const [body, code] of [
      [
        { lineas: [{ tipo: 'servicio', idTurno: b }], pagos: [{ medioPago: 'Débito', monto: 101 }] },
        'pago_mayor_al_saldo',
      ],
      [{ idCliente: ids.berta, lineas: [{ tipo: 'servicio', idTurno: b }] }, 'turno_de_otro_cliente'],
      [{ lineas: [{ tipo: 'servicio', idTurno: b, descuento: { tipo: '$', valor: 101 } }] }, 'descuento_mayor'],
      [{ lineas: [{ tipo: 'servicio', idTurno: b }], descuento: { tipo: '%', valor: 120 } }, 'descuento_mayor'],
      [{ lineas: [{ tipo: 'producto', idProducto: 999999, precio: 10 }] }, 'producto_desconocido'],
      [{ lineas: [{ tipo: 'producto', precio: 10 }] }, 'producto_desconocido'],
      [{ lineas: [{ tipo: 'servicio', idTurno: 999999 }] }, 'turno_no_encontrado'],
    ] as const) {
      const res = await call('POST', '/api/ventas', { idCliente: ids.ana, fecha: DIA, pagos: [], ...body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code });
    }
    const negativo = await call('POST', '/api/ventas', {
      idCliente: ids.ana,
      fecha: DIA,
      lineas: [{ tipo: 'servicio', idServicio: ids.manicura, precio: -5 }],
    });
    expect(negativo.statusCode).toBe(400);
    expect(await contar()).toBe(antes);
  });

  it('leaves a booking a ticket of several lines charged to that ticket: its form cannot give the money back', async () => {
    const carla = (
      (await json('POST', '/api/clientes', { nombre: 'Carla', telefono: '11 5555-7777' }, 201)) as { id: number }
    ).id;
    const turno = {
      idCliente: carla,
      idEmpleado: ids.lucia,
      idServicio: ids.manicura,
      fecha: DIA,
      hora: '17:00',
      duracion: 30,
      costo: 100,
      estado: 'Debe',
      montoAbonado: null,
    };
    const id = ((await json('POST', '/api/turnos', turno, 201)) as { id: number }).id;
    // The manicure's $ 100 and Lucía's $ 20 tip, all in cash: the booking is 'Pagado'.
    const venta = (await json(
      'POST',
      '/api/ventas',
      {
        idCliente: carla,
        fecha: DIA,
        lineas: [
          { tipo: 'servicio', idTurno: id },
          { tipo: 'propina', idEmpleado: ids.lucia, precio: 20 },
        ],
        pagos: [{ medioPago: 'Efectivo', monto: 120 }],
      },
      201,
    )) as { numero: number };
    const caja = async () => (await json('GET', `/api/caja?fecha=${DIA}`)).porMedio;
    const antes = await caja();
    // Its form knows one method, the last: 'Debe' there would take the cash back as that method.
    const debe = await call('PUT', `/api/turnos/${id}`, { ...turno, estado: 'Debe', medioPago: 'Débito' });
    expect(debe.statusCode, debe.body).toBe(409);
    expect(debe.json()).toEqual({
      error: `Este turno se cobró en el Ticket N° ${String(venta.numero).padStart(6, '0')} junto con otras líneas: para devolver lo que se pagó, anulá el ticket (sus pagos vuelven por el medio en que entraron).`,
      code: 'turno_cobrado_en_ticket',
    });
    const borrado = await call('DELETE', `/api/turnos/${id}`);
    expect(borrado.statusCode, borrado.body).toBe(409);
    expect(borrado.json()).toMatchObject({ code: 'turno_cobrado_en_ticket' });
    expect(await caja()).toEqual(antes);
    // Anything else about it still changes: its attendance, its time.
    const movido = await call('PUT', `/api/turnos/${id}`, {
      ...turno,
      estado: 'Pagado',
      hora: '17:30',
      asistencia: 'Asistió',
    });
    expect(movido.statusCode, movido.body).toBe(200);
    expect(await caja()).toEqual(antes);
  });

  it('charges a booking once when two desks charge it at the same time: the other gets a 409', async () => {
    const b = await reservar(ids.berta, ids.marta, ids.pedicura, '16:00', 200);
    const cobrar = () =>
      call('POST', '/api/ventas', {
        idCliente: ids.berta,
        fecha: DIA,
        lineas: [{ tipo: 'servicio', idTurno: b }],
        pagos: [{ medioPago: 'Efectivo', monto: 200 }],
      });
    const results = await Promise.all([cobrar(), cobrar()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json()).toMatchObject({ code: 'turno_ya_cobrado' });
    const pagos = await t.testDb.db
      .selectFrom('pagos')
      .select('monto_cents')
      .where('id_cliente', '=', ids.berta)
      .execute();
    expect(pagos.map((p) => Number(p.monto_cents))).toEqual([20000]);

    // Erasing Berta's data: her ticket's entry keeps its number, not her name.
    const numero = String((results.find((r) => r.statusCode === 201)?.json() as { numero: number }).numero);
    const borrar = await call('POST', `/api/clientes/${ids.berta}/borrar-datos`, { turnosPorVenir: 'cancelar' });
    expect(borrar.statusCode, borrar.body).toBe(200);
    const textos = await t.testDb.db
      .selectFrom('pagos')
      .select('descripcion')
      .where('id_cliente', '=', ids.berta)
      .execute();
    expect(textos.map((p) => p.descripcion)).toEqual([`Ticket N° ${numero.padStart(6, '0')} · Cliente borrado`]);
  });
});
