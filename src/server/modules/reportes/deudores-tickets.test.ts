import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ficha } from '#shared/schemas/cliente.ts';
import type { Deudor, DeudoresPagina } from '#shared/schemas/reportes.ts';
import { saldosQuery } from '#server/modules/ventas/saldos.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { planDeConsulta, testDialects } from '#server/testing/test-db.ts';

/**
 * 'Deudores' and the client file count what is owed on tickets outside their bookings beside the
 * bookings' own debt, worked by hand (today is Tuesday 24 November 2026, 13:00 in Buenos Aires):
 * - Rosa: her facial of the 20th ($ 12.000) and 2 creams at $ 3.500 on one ticket, $ 10.000 paid
 *   in cash. Payments fill the booking first: it owes 2.000 ('Deuda vencida'), the creams 7.000
 *   ('Saldo de tickets'). In all 9.000.
 * - Carla: her booking of the 19th ($ 5.000) unpaid and on no ticket, and a cream on the 17th,
 *   unpaid: 5.000 + 3.500 = 8.500; 'Desde' is her booking's day, the 19th, as before tickets.
 * - Berta: on the 22nd a serum ($ 4.000) and a $ 1.000 tip for Lucía, $ 1.500 paid by transfer
 *   (the serum first: it owes 2.500, the tip 1.000); on the 23rd a cream, unpaid: 3.500 + 3.500 =
 *   7.000, no booking. 'Cobrar' opens her older ticket.
 * - Dora's unpaid cream was annulled, Elena paid hers later: neither owes.
 * - Fabi paid her facial ($ 12.000) and a cream ($ 3.500) on one ticket with $ 12.000, then
 *   cancelled the facial: it bills nothing, the ticket's total is 3.500, paid: she owes nothing,
 *   though the facial's line still holds the $ 12.000.
 * - Gabi has a line of a deleted booking's money given back (an upgraded database's): money given
 *   back is no debt. Hilda's unpaid cream is on a ticket of the 30th: not owed before its day.
 * Totals: 3 clients; 'Deuda vencida' 2.000 + 5.000 = 7.000; 'Saldo de tickets' 7.000 + 3.500 +
 * 7.000 = 17.500.
 */
const NOW = Date.parse('2026-11-24T16:00:00Z');

describe.each(testDialects)('what is owed on tickets, in Deudores and the client file, on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  const c: Record<'rosa' | 'carla' | 'berta' | 'dora' | 'elena' | 'fabi' | 'gabi' | 'hilda', number> = {
    rosa: 0,
    carla: 0,
    berta: 0,
    dora: 0,
    elena: 0,
    fabi: 0,
    gabi: 0,
    hilda: 0,
  };
  const v: Record<'rosa' | 'carla' | 'berta22' | 'berta23', number> = { rosa: 0, carla: 0, berta22: 0, berta23: 0 };
  const turno: Record<'rosa' | 'carla', number> = { rosa: 0, carla: 0 };

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = admin) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
  const post = async (url: string, body: object) => {
    const res = await call('POST', url, body);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return (res.json() as { id: number }).id;
  };
  const get = async <T>(url: string, cookie = admin) => {
    const res = await call('GET', url, undefined, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => NOW });
    admin = await t.loginAs('duena');
    staff = await t.loginAs('recepcion', 'staff');
    for (const [i, nombre] of (
      ['rosa', 'carla', 'berta', 'dora', 'elena', 'fabi', 'gabi', 'hilda'] as const
    ).entries()) {
      c[nombre] = await post('/api/clientes', {
        nombre: nombre[0]?.toUpperCase() + nombre.slice(1),
        apellido: 'Vera',
        telefono: `11 5555-100${i}`,
      });
    }
    const lucia = await post('/api/empleados', { nombre: 'Lucía', apellido: 'Paz' });
    const facial = await post('/api/servicios-base', {
      categoria: 'Rostro',
      descripcion: 'Limpieza facial',
      precio: 12000,
      duracionSugerida: 60,
    });
    const crema = await post('/api/productos', { nombre: 'Crema', precio: 3500, stock: 20 });
    const serum = await post('/api/productos', { nombre: 'Sérum', precio: 4000, stock: 20 });
    const reservar = (idCliente: number, fecha: string, costo: number) =>
      post('/api/turnos', {
        idCliente,
        idEmpleado: lucia,
        idServicio: facial,
        fecha,
        hora: '10:00',
        duracion: 60,
        costo,
        estado: 'Debe',
        montoAbonado: null,
      });
    const cremaSola = (idCliente: number, fecha: string) =>
      post('/api/ventas', { idCliente, fecha, lineas: [{ tipo: 'producto', idProducto: crema }] });

    turno.rosa = await reservar(c.rosa, '2026-11-20', 12000);
    v.rosa = await post('/api/ventas', {
      idCliente: c.rosa,
      fecha: '2026-11-20',
      lineas: [
        { tipo: 'servicio', idTurno: turno.rosa },
        { tipo: 'producto', idProducto: crema, cantidad: 2 },
      ],
      pagos: [{ medioPago: 'Efectivo', monto: 10000 }],
    });
    turno.carla = await reservar(c.carla, '2026-11-19', 5000);
    v.carla = await cremaSola(c.carla, '2026-11-17');
    v.berta22 = await post('/api/ventas', {
      idCliente: c.berta,
      fecha: '2026-11-22',
      lineas: [
        { tipo: 'propina', idEmpleado: lucia, precio: 1000 },
        { tipo: 'producto', idProducto: serum },
      ],
      pagos: [{ medioPago: 'Transferencia', monto: 1500 }],
    });
    v.berta23 = await cremaSola(c.berta, '2026-11-23');
    const dora = await cremaSola(c.dora, '2026-11-21');
    expect((await call('POST', `/api/ventas/${dora}/anular`, { motivo: 'No la llevó' })).statusCode).toBe(200);
    await cremaSola(c.hilda, '2026-11-30');
    const fabi = await reservar(c.fabi, '2026-11-18', 12000);
    await post('/api/ventas', {
      idCliente: c.fabi,
      fecha: '2026-11-18',
      lineas: [
        { tipo: 'servicio', idTurno: fabi },
        { tipo: 'producto', idProducto: crema },
      ],
      pagos: [{ medioPago: 'Efectivo', monto: 12000 }],
    });
    const cancelo = await call('PUT', `/api/turnos/${fabi}`, {
      idCliente: c.fabi,
      idEmpleado: lucia,
      idServicio: facial,
      fecha: '2026-11-18',
      hora: '10:00',
      duracion: 60,
      costo: 12000,
      estado: 'Pagado',
      montoAbonado: null,
      asistencia: 'Canceló',
    });
    expect(cancelo.statusCode, cancelo.body).toBe(200);
    const { id: devuelta } = await t.testDb.db
      .insertInto('ventas')
      .values({
        numero: 999,
        id_cliente: c.gabi,
        fecha: '2026-11-10',
        total_cents: 0,
        created_at: '2026-11-10T12:00:00.000Z',
        updated_at: '2026-11-10T12:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.testDb.db
      .insertInto('ventas_lineas')
      .values({
        id_venta: devuelta,
        orden: 1,
        tipo: 'servicio',
        descripcion: 'Masaje · Gabi Vera · turno del 10/11 10:00',
        cantidad: 1,
        precio_cents: 0,
        total_cents: 0,
        pagado_cents: -500_000,
      })
      .execute();
    const elena = await cremaSola(c.elena, '2026-11-21');
    expect((await call('POST', `/api/ventas/${elena}/pagos`, { medioPago: 'Efectivo', monto: 3500 })).statusCode).toBe(
      200,
    );
  });
  afterAll(async () => t.close());

  it('lists each client with her bookings’ debt, her tickets’ balance and both, most owed first', async () => {
    const fila = (
      nombre: string,
      deuda: number,
      saldoTickets: number,
      desde: string,
      [idTurno, turnos]: [number, number],
      [idVenta, tickets]: [number, number],
    ) => ({ nombre, deuda, saldoTickets, debe: deuda + saldoTickets, desde, idTurno, turnos, idVenta, tickets });
    const esperados = [
      fila('Rosa Vera', 2000, 7000, '2026-11-20', [turno.rosa, 1], [v.rosa, 1]),
      fila('Carla Vera', 5000, 3500, '2026-11-19', [turno.carla, 1], [v.carla, 1]),
      fila('Berta Vera', 0, 7000, '2026-11-22', [0, 0], [v.berta22, 2]),
    ];
    const lista = await get<Deudor[]>('/api/reportes/deudores');
    expect(lista).toMatchObject(esperados);
    expect(lista).toHaveLength(3);

    const pagina = (n: number) => get<DeudoresPagina>(`/api/reportes/deudores/pagina?pagina=${n}&porPagina=2`);
    const totales = { clientes: 3, deuda: 7000, saldoTickets: 17500, porPagina: 2 };
    expect(await pagina(1)).toEqual({ deudores: lista.slice(0, 2), pagina: 1, ...totales });
    expect(await pagina(2)).toEqual({ deudores: lista.slice(2), pagina: 2, ...totales });
  });

  it('leaves the spec’s debt as it was: the bookings’ own', async () => {
    const rosa = await t.testDb.db
      .selectFrom('turnos')
      .select(['estado', 'monto_abonado_cents', 'deuda_cents'])
      .where('id', '=', turno.rosa)
      .executeTakeFirstOrThrow();
    expect([rosa.estado, Number(rosa.monto_abonado_cents), Number(rosa.deuda_cents)]).toEqual([
      'Pago parcial',
      1_000_000,
      200_000,
    ]);
    // The history's 'Deuda vencida' over all time is Deudores' own, without the tickets.
    const r = await get<{ deudaVencida: number }>('/api/reportes?desde=2026-11-01&hasta=2026-11-30');
    expect(r.deudaVencida).toBe(7000);
  });

  it('shows her tickets’ balance in her file, to staff too with the figures hidden', async () => {
    const ficha = async (id: number, cookie = admin) => (await get<Ficha>(`/api/clientes/${id}/ficha`, cookie)).cifras;
    expect(await ficha(c.rosa)).toMatchObject({ deudaVencida: 2000, saldoTickets: 7000 });
    expect(await ficha(c.berta)).toMatchObject({ deudaVencida: 0, saldoTickets: 7000 });
    expect(await ficha(c.dora)).toMatchObject({ saldoTickets: 0 });
    expect(await ficha(c.elena)).toMatchObject({ saldoTickets: 0 });
    expect(await ficha(c.fabi)).toMatchObject({ saldoTickets: 0 });
    expect(await ficha(c.gabi)).toMatchObject({ saldoTickets: 0 });
    expect(await ficha(c.hilda)).toMatchObject({ saldoTickets: 0 });
    expect((await call('PUT', '/api/ajustes', { personalVeCifras: false })).statusCode).toBe(200);
    try {
      const cifras = await ficha(c.carla, staff);
      expect(cifras.saldoTickets).toBe(3500);
      expect(cifras.deudaVencida).toBeUndefined();
    } finally {
      await call('PUT', '/api/ajustes', { personalVeCifras: true });
    }
  });

  it('drops a client from the list once her ticket’s balance is paid', async () => {
    const res = await call('POST', `/api/ventas/${v.berta22}/pagos`, { medioPago: 'Débito', monto: 3500 });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { saldo: number }).saldo).toBe(0);
    let berta = (await get<Deudor[]>('/api/reportes/deudores')).find((d) => d.idCliente === c.berta);
    expect(berta).toMatchObject({ debe: 3500, desde: '2026-11-23', idVenta: v.berta23, tickets: 1 });
    expect(
      (await call('POST', `/api/ventas/${v.berta23}/pagos`, { medioPago: 'Efectivo', monto: 3500 })).statusCode,
    ).toBe(200);
    berta = (await get<Deudor[]>('/api/reportes/deudores')).find((d) => d.idCliente === c.berta);
    expect(berta).toBeUndefined();
  });

  it('reads only the lines that owe, from their own index (migration 031)', async () => {
    const compiled = saldosQuery(t.testDb.db, '2026-11-24').compile();
    expect(await planDeConsulta(t.testDb.db, compiled)).toContain('ventas_lineas_saldo_idx');
  });
});
