import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ajustesMessages } from '#shared/schemas/ajustes.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

/**
 * The ledger as the bookings write it (decision 036): a booking's first payment opens its sale,
 * numbered per centre, with one line that follows the booking; every entry belongs to it. And
 * the read routes, with the figures rule for staff.
 */
const NOW = Date.parse('2026-11-24T13:00:00Z');

describe.each(testDialects)('the sales ledger on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let ids: { cliente: number; otra: number; empleadas: number[]; servicio: number };

  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
  const turno = (over: Record<string, unknown> = {}) => ({
    idCliente: ids.cliente,
    idEmpleado: ids.empleadas[0],
    idServicio: ids.servicio,
    fecha: '2026-11-25',
    hora: '10:00',
    duracion: 60,
    costo: 150,
    estado: 'Pagado',
    montoAbonado: null,
    ...over,
  });
  const ventaDe = async (idTurno: number) => {
    const linea = await t.testDb.db
      .selectFrom('ventas_lineas')
      .select('id_venta')
      .where('id_turno', '=', idTurno)
      .executeTakeFirstOrThrow();
    const res = await call(admin, 'GET', `/api/ventas/${linea.id_venta}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, unknown> & { id: number; numero: number };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => NOW });
    admin = await t.loginAs('duena');
    staff = await t.loginAs('recepcion', 'staff');
    const post = async (url: string, body: object) =>
      ((await call(admin, 'POST', url, body)).json() as { id: number }).id;
    ids = {
      cliente: await post('/api/clientes', { nombre: 'Ana', apellido: 'López', telefono: '11 5555-1234' }),
      otra: await post('/api/clientes', { nombre: 'Berta', apellido: 'Sosa', telefono: '11 5555-4321' }),
      empleadas: [
        await post('/api/empleados', { nombre: 'Lucía', apellido: 'Paz' }),
        await post('/api/empleados', { nombre: 'Marta', apellido: 'Gil' }),
        await post('/api/empleados', { nombre: 'Nora', apellido: 'Díaz' }),
        await post('/api/empleados', { nombre: 'Olga', apellido: 'Ruiz' }),
      ],
      servicio: await post('/api/servicios-base', {
        categoria: 'Manos',
        descripcion: 'Esmaltado semipermanente',
        nombre: 'Semi',
        precio: 150,
        duracionSugerida: 60,
      }),
    };
  });
  afterAll(async () => t.close());

  it('opens a booking’s sale with its first payment, and the line follows the booking', async () => {
    // Unpaid: no sale yet.
    const res = await call(admin, 'POST', '/api/turnos', turno({ estado: 'Debe' }));
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: number };
    const linea = () => t.testDb.db.selectFrom('ventas_lineas').selectAll().where('id_turno', '=', id).execute();
    expect(await linea()).toEqual([]);

    // 60 of 150 by transfer: the sale opens with one line and the entry.
    const put = (over: Record<string, unknown>) => call(admin, 'PUT', `/api/turnos/${id}`, turno(over));
    expect((await put({ estado: 'Pago parcial', montoAbonado: 60, medioPago: 'Transferencia' })).statusCode).toBe(200);
    let venta = await ventaDe(id);
    expect(venta).toMatchObject({
      fecha: '2026-11-25',
      cliente: { id: ids.cliente, nombre: 'Ana López' },
      total: 150,
      pagado: 60,
      saldo: 90,
      anulada: null,
      lineas: [
        {
          orden: 1,
          tipo: 'servicio',
          idTurno: id,
          idServicio: ids.servicio,
          idEmpleado: ids.empleadas[0],
          descripcion: 'Semi',
          cantidad: 1,
          precio: 150,
          total: 150,
          pagado: 60,
        },
      ],
      pagos: [{ medioPago: 'Transferencia', monto: 60, fecha: '2026-11-24', hora: '10:00' }],
    });

    // Price 180, paid in full in cash: 120 more on the same sale, which bills 180.
    expect((await put({ costo: 180, estado: 'Pagado', medioPago: 'Efectivo' })).statusCode).toBe(200);
    venta = await ventaDe(id);
    expect(venta).toMatchObject({ total: 180, pagado: 180, saldo: 0 });
    expect((venta.pagos as { monto: number }[]).map((p) => p.monto)).toEqual([60, 120]);

    // Moved to Berta and another day: the sale of that booking alone follows it.
    expect((await put({ costo: 180, idCliente: ids.otra, fecha: '2026-11-26' })).statusCode).toBe(200);
    venta = await ventaDe(id);
    expect(venta).toMatchObject({ fecha: '2026-11-26', cliente: { id: ids.otra }, total: 180, pagado: 180 });

    // Cancelled: it bills nothing; what was paid stays paid.
    expect(
      (await put({ costo: 180, idCliente: ids.otra, fecha: '2026-11-26', asistencia: 'Canceló' })).statusCode,
    ).toBe(200);
    venta = await ventaDe(id);
    expect(venta).toMatchObject({ total: 0, pagado: 180, saldo: 0 });

    // Deleted: the refund goes to the sale, which stays with the line's text and no booking.
    const idVenta = venta.id;
    expect((await call(admin, 'DELETE', `/api/turnos/${id}`)).statusCode).toBe(204);
    const res2 = await call(admin, 'GET', `/api/ventas/${idVenta}`);
    expect(res2.json()).toMatchObject({
      total: 0,
      pagado: 0,
      saldo: 0,
      lineas: [{ idTurno: null, descripcion: 'Semi', total: 0, pagado: 0 }],
    });
    expect((res2.json() as { pagos: { monto: number }[] }).pagos.map((p) => p.monto)).toEqual([60, 120, -180]);
    const sinVenta = await t.testDb.db.selectFrom('pagos').select('id').where('id_venta', 'is', null).execute();
    expect(sinVenta).toEqual([]);
  });

  it('numbers sales one after another, also when desks book and charge at once', async () => {
    const antes = await t.testDb.db.selectFrom('ventas').select('numero').orderBy('numero', 'desc').executeTakeFirst();
    const desde = Number(antes?.numero ?? 0);
    const results = await Promise.all(
      ids.empleadas.map((idEmpleado) => call(admin, 'POST', '/api/turnos', turno({ idEmpleado, hora: '15:00' }))),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const numeros = (await t.testDb.db.selectFrom('ventas').select('numero').orderBy('numero').execute())
      .map((v) => Number(v.numero))
      .filter((n) => n > desde);
    expect(numeros).toEqual([desde + 1, desde + 2, desde + 3, desde + 4]);
  });

  it('lists a range’s sales a page at a time, and answers 404 with a code for none', async () => {
    const res = await call(admin, 'GET', '/api/ventas?desde=2026-11-25&hasta=2026-11-25&porPagina=3');
    expect(res.statusCode, res.body).toBe(200);
    const pagina = res.json() as { ventas: { numero: number; total: number }[]; total: number; pagina: number };
    expect(pagina.total).toBe(4);
    expect(pagina.ventas.map((v) => v.total)).toEqual([150, 150, 150]);
    const segunda = (
      await call(admin, 'GET', '/api/ventas?desde=2026-11-25&hasta=2026-11-25&porPagina=3&pagina=2')
    ).json() as { ventas: unknown[] };
    expect(segunda.ventas).toHaveLength(1);

    const ninguna = await call(admin, 'GET', '/api/ventas/999999');
    expect(ninguna.statusCode).toBe(404);
    expect(ninguna.json()).toEqual({ error: 'Venta no encontrada.', code: 'venta_no_encontrada' });
    const mal = await call(admin, 'GET', '/api/ventas?desde=2026-11-30&hasta=2026-11-01');
    expect(mal.statusCode).toBe(400);
  });

  it('lets staff without the figures read a sale, never a range of them', async () => {
    const { ventas } = (await call(admin, 'GET', '/api/ventas?desde=2026-11-25&hasta=2026-11-25')).json() as {
      ventas: { id: number }[];
    };
    expect((await call(admin, 'PUT', '/api/ajustes', { personalVeCifras: false })).statusCode).toBe(200);
    try {
      const lista = await call(staff, 'GET', '/api/ventas?desde=2026-11-25&hasta=2026-11-25');
      expect(lista.statusCode).toBe(403);
      expect(lista.json()).toEqual({ error: ajustesMessages.sinCifras, code: 'SIN_CIFRAS' });
      const una = await call(staff, 'GET', `/api/ventas/${String(ventas[0]?.id)}`);
      expect(una.statusCode).toBe(200);
      expect(una.json()).toMatchObject({ total: 150, pagado: 150, saldo: 0 });
    } finally {
      await call(admin, 'PUT', '/api/ajustes', { personalVeCifras: true });
    }
  });
});
