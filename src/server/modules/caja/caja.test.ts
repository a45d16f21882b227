import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { ajustesMessages } from '#shared/schemas/ajustes.ts';
import {
  CAJA_CERRADA,
  CAJA_NO_CERRADA,
  CAJA_SOLO_ADMIN,
  cajaMessages,
  type CajaDia,
  type Cierre,
} from '#shared/schemas/caja.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

/**
 * Issue 19: the day's cash. The centre is in Buenos Aires (UTC−3); the clock is the test's, so
 * every payment entry lands on a known day and time.
 */
const DIA = '2026-11-23';
const at = (isoUtc: string) => Date.parse(isoUtc);

describe.each(testDialects)('/api/caja on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let now = at('2026-11-23T13:00:00Z'); // 10:00 at the centre
  let ids: { cliente: number; empleada: number; servicio: number };
  let hora = 8;

  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
  /** A booking of its own hour (no overlap), on a later day: what it pays counts on the day it is paid. */
  const reservar = async (over: Record<string, unknown>) => {
    const res = await call(staff, 'POST', '/api/turnos', {
      idCliente: ids.cliente,
      idEmpleado: ids.empleada,
      idServicio: ids.servicio,
      fecha: '2026-11-30',
      hora: `${String(hora++).padStart(2, '0')}:00`,
      duracion: 60,
      costo: 10000,
      estado: 'Pagado',
      montoAbonado: null,
      ...over,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number } & Record<string, unknown>;
  };
  const cambiar = async (turno: Record<string, unknown>, over: Record<string, unknown>) => {
    const { id, ...rest } = turno;
    const body = Object.fromEntries(
      ['idCliente', 'idEmpleado', 'idServicio', 'fecha', 'hora', 'duracion', 'costo', 'estado', 'montoAbonado'].map(
        (k) => [k, rest[k]],
      ),
    );
    const res = await call(staff, 'PUT', `/api/turnos/${String(id)}`, { ...body, ...over });
    expect(res.statusCode, res.body).toBe(200);
  };
  const gasto = async (descripcion: string, monto: number, medioPago?: string, fecha = DIA) => {
    const res = await call(staff, 'POST', '/api/gastos', { descripcion, monto, fecha, medioPago });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };
  const caja = async (fecha = DIA, cookie = admin) => {
    const res = await call(cookie, 'GET', `/api/caja?fecha=${fecha}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CajaDia;
  };
  const cerrar = (body: object, cookie = admin) => call(cookie, 'POST', '/api/caja/cierres', body);
  const reabrirDia = async (fecha = DIA) => {
    const res = await call(admin, 'POST', `/api/caja/cierres/${fecha}/reabrir`, { motivo: 'Recuento' });
    expect(res.statusCode, res.body).toBe(200);
  };
  const medios = (porMedio: { medioPago: string; total: number }[]) =>
    Object.fromEntries(porMedio.map((p) => [p.medioPago, p.total]));
  const auditoria = async () =>
    (
      await t.testDb.db
        .selectFrom('audit_log')
        .select(['action', 'before', 'after'])
        .where('entity', '=', 'cierres_caja')
        .orderBy('id')
        .execute()
    ).map((l) => [l.action, JSON.parse(l.before ?? 'null') as unknown, JSON.parse(l.after ?? 'null') as unknown]);

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => now });
    admin = await t.loginAs('duena', 'admin');
    staff = await t.loginAs('recepcion', 'staff');
    await t.testDb.db.updateTable('users').set({ nombre: 'Rocío' }).where('username', '=', 'recepcion').execute();
    await t.testDb.db.updateTable('users').set({ nombre: 'Marta' }).where('username', '=', 'duena').execute();
    const post = async (url: string, body: object) =>
      ((await call(admin, 'POST', url, body)).json() as { id: number }).id;
    ids = {
      cliente: await post('/api/clientes', { nombre: 'Ana', apellido: 'López', telefono: '11 5555-1234' }),
      empleada: await post('/api/empleados', { nombre: 'Lucía', apellido: 'Paz' }),
      servicio: await post('/api/servicios-base', {
        categoria: 'Manos',
        descripcion: 'Esmaltado semipermanente',
        nombre: 'Semi',
        precio: 10000,
        duracionSugerida: 60,
      }),
    };
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    for (const table of [
      'cierres_caja',
      'cierres_caja_historial',
      'pagos',
      'turnos',
      'gastos',
      'audit_log',
      'ajustes',
    ] as const) {
      await t.testDb.db.deleteFrom(table).execute();
    }
    now = at('2026-11-23T13:00:00Z');
    hora = 8;
  });

  /**
   * The day of the worked example: cash 15.000 (a refund of 5.000 included), a transfer of 8.000,
   * 4.000 by Mercado Pago and the remaining 6.000 by debit card; expenses 1.200,50 in cash and
   * 9.000 by transfer.
   */
  async function unDia() {
    await reservar({ costo: 15000 }); // cash, the default
    await reservar({ costo: 8000, medioPago: 'Transferencia' });
    const parcial = await reservar({ estado: 'Pago parcial', montoAbonado: 4000, medioPago: 'Mercado Pago' });
    now = at('2026-11-23T15:30:00Z'); // 12:30
    await cambiar(parcial, { estado: 'Pagado', montoAbonado: null, medioPago: 'Débito' });
    const devuelto = await reservar({ costo: 5000 });
    await cambiar(devuelto, { estado: 'Debe', montoAbonado: null }); // the 5.000 go back, in cash
    await gasto('Algodón', 1200.5);
    await gasto('Luz', 9000, 'Transferencia');
    now = at('2026-11-23T22:00:00Z'); // 19:00, closing time
  }

  it('adds up the day by method: money in, money out, and the cash the drawer should hold', async () => {
    await unDia();
    // Another day's entry and expense stay out of this day.
    now = at('2026-11-22T15:00:00Z');
    await reservar({ costo: 7000 });
    await gasto('Café', 500, 'Efectivo', '2026-11-22');
    now = at('2026-11-23T22:00:00Z');

    const dia = await caja();
    expect(medios(dia.ingresos.porMedio)).toEqual({
      Efectivo: 15000,
      Transferencia: 8000,
      'Mercado Pago': 4000,
      Débito: 6000,
      Crédito: 0,
    });
    expect(dia.ingresos.porMedio.map((p) => p.medioPago)).toEqual([
      'Efectivo',
      'Transferencia',
      'Mercado Pago',
      'Débito',
      'Crédito',
    ]);
    expect(dia.ingresos.total).toBe(33000);
    expect(dia.ingresos.movimientos.map((m) => [m.hora, m.monto, m.medioPago, m.usuario])).toEqual([
      ['10:00', 15000, 'Efectivo', 'Rocío'],
      ['10:00', 8000, 'Transferencia', 'Rocío'],
      ['10:00', 4000, 'Mercado Pago', 'Rocío'],
      ['12:30', 6000, 'Débito', 'Rocío'],
      ['12:30', 5000, 'Efectivo', 'Rocío'],
      ['12:30', -5000, 'Efectivo', 'Rocío'],
    ]);
    expect(dia.ingresos.movimientos[0]?.descripcion).toBe('Semi · Ana López · turno del lunes 30/11 08:00');
    expect(medios(dia.egresos.porMedio)).toMatchObject({ Efectivo: 1200.5, Transferencia: 9000, Débito: 0 });
    expect(dia.egresos.total).toBe(10200.5);
    expect(dia.egresos.movimientos.map((g) => [g.descripcion, g.monto, g.medioPago])).toEqual([
      ['Algodón', 1200.5, 'Efectivo'],
      ['Luz', 9000, 'Transferencia'],
    ]);
    // No close before: no float suggested; 0 + 15.000 − 1.200,50.
    expect(dia).toMatchObject({ fecha: DIA, fondoSugerido: 0, fondoInicial: 0, esperado: 13799.5, cierre: null });
    // Staff see it too while the figures are theirs (the default).
    expect((await caja(DIA, staff)).esperado).toBe(13799.5);
  });

  it('counts an entry at 23:30 at the centre on that day, though it is the next day in UTC', async () => {
    now = at('2026-11-24T02:30:00Z');
    await reservar({ costo: 2500, medioPago: 'Crédito' });
    expect(medios((await caja(DIA)).ingresos.porMedio)).toMatchObject({ Crédito: 2500 });
    expect((await caja('2026-11-24')).ingresos.total).toBe(0);
    // Without ?fecha=, the centre's today.
    expect(((await call(admin, 'GET', '/api/caja')).json() as CajaDia).fecha).toBe(DIA);
  });

  it('closes the day with a difference; the close is final until an admin reopens it with a reason, and both closes stay', async () => {
    await unDia();
    const res = await cerrar({ fecha: DIA, fondoInicial: 5000, contado: 18500, nota: '  Faltan monedas ' });
    expect(res.statusCode, res.body).toBe(201);
    // Expected: 5.000 + 15.000 − 1.200,50 = 18.799,50; counted 18.500: 299,50 short.
    const cierre = {
      fecha: DIA,
      fondoInicial: 5000,
      contado: 18500,
      esperado: 18799.5,
      diferencia: -299.5,
      nota: 'Faltan monedas',
      cerradoPor: 'Marta',
      cerradoAt: '2026-11-23T22:00:00.000Z',
      modificadoDespuesDelCierre: false,
      efectivoCambiado: false,
    };
    expect(res.json()).toEqual(cierre);
    expect(await caja()).toMatchObject({ fondoInicial: 5000, esperado: 18799.5, cierre });

    now = at('2026-11-23T22:10:00Z');
    // Closing it again, by anyone, is refused and changes nothing.
    for (const cookie of [staff, admin]) {
      const refused = await cerrar({ fecha: DIA, fondoInicial: 5000, contado: 18799.5 }, cookie);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ error: cajaMessages.yaCerrada, code: CAJA_CERRADA });
    }
    expect((await caja()).cierre).toEqual(cierre);
    // Staff who see the figures cannot reopen it; nor can anyone without a reason.
    const reabrir = (body: object, cookie = admin) => call(cookie, 'POST', `/api/caja/cierres/${DIA}/reabrir`, body);
    const porStaff = await reabrir({ motivo: 'Conté mal' }, staff);
    expect(porStaff.statusCode).toBe(403);
    expect(porStaff.json()).toEqual({ error: cajaMessages.soloAdmin, code: CAJA_SOLO_ADMIN });
    for (const body of [{}, { motivo: '   ' }]) {
      const sinMotivo = await reabrir(body);
      expect(sinMotivo.statusCode).toBe(400);
      expect(sinMotivo.json()).toEqual({ error: cajaMessages.motivo, code: 'dato_invalido' });
    }
    expect((await caja()).cierre).toEqual(cierre);
    expect((await call(admin, 'POST', '/api/caja/cierres/2026-11-22/reabrir', { motivo: 'x' })).json()).toMatchObject({
      code: CAJA_NO_CERRADA,
    });

    // The admin reopens it: the day is open again, counting from the same float, with its history.
    now = at('2026-11-23T22:05:00Z');
    const reabierta = await reabrir({ motivo: ' Rocío recontó el cajón ' });
    expect(reabierta.statusCode, reabierta.body).toBe(200);
    const primerCierre = {
      tipo: 'cierre',
      fondoInicial: 5000,
      contado: 18500,
      esperado: 18799.5,
      diferencia: -299.5,
      nota: 'Faltan monedas',
      por: 'Marta',
      at: '2026-11-23T22:00:00.000Z',
    };
    const reapertura = {
      tipo: 'reapertura',
      motivo: 'Rocío recontó el cajón',
      por: 'Marta',
      at: '2026-11-23T22:05:00.000Z',
    };
    expect(reabierta.json()).toMatchObject({ cierre: null, fondoInicial: 5000, historial: [primerCierre, reapertura] });
    expect((await reabrir({ motivo: 'otra vez' })).json()).toMatchObject({ code: CAJA_NO_CERRADA });

    now = at('2026-11-23T22:10:00Z');
    const again = await cerrar({ fecha: DIA, fondoInicial: 5000, contado: 18799.5 }, staff);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({
      contado: 18799.5,
      diferencia: 0,
      nota: '',
      cerradoPor: 'Rocío',
      cerradoAt: '2026-11-23T22:10:00.000Z',
    });
    expect(await t.testDb.db.selectFrom('cierres_caja').select('fecha').execute()).toHaveLength(1);
    expect((await caja()).historial).toEqual([primerCierre, reapertura]);
    const snapshot = { fecha: DIA, fondoInicial: 5000, esperado: 18799.5 };
    const primero = { ...snapshot, contado: 18500, diferencia: -299.5, nota: 'Faltan monedas' };
    expect(await auditoria()).toEqual([
      ['crear', null, primero],
      ['reabrir', primero, { fecha: DIA, motivo: 'Rocío recontó el cajón' }],
      ['crear', null, { ...snapshot, contado: 18799.5, diferencia: 0, nota: '' }],
    ]);
  });

  it('lets one of two closes of the same day at once win', async () => {
    await unDia();
    for (let i = 0; i < 10; i++) {
      const [a, b] = await Promise.all([
        cerrar({ fecha: DIA, fondoInicial: 0, contado: 100 + i }, admin),
        cerrar({ fecha: DIA, fondoInicial: 0, contado: 200 + i }, staff),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      const ganador = (a.statusCode === 201 ? a : b).json() as Cierre;
      expect((await caja()).cierre?.contado).toBe(ganador.contado);
      const reabierta = await call(admin, 'POST', `/api/caja/cierres/${DIA}/reabrir`, { motivo: `vuelta ${i}` });
      expect(reabierta.statusCode, reabierta.body).toBe(200);
    }
    const acciones = (await auditoria()).map(([action]) => action);
    expect(acciones.filter((a) => a === 'crear')).toHaveLength(10);
  });

  it('flags a close whose day changed after it: an entry added, an expense deleted, a payment and its refund', async () => {
    await unDia();
    expect((await cerrar({ fecha: DIA, fondoInicial: 0, contado: 13799.5 })).statusCode).toBe(201);
    expect((await caja()).cierre?.modificadoDespuesDelCierre).toBe(false);

    // A booking paid in cash after the close: today's cash grows, the close keeps its figure and
    // the drawer is to be counted again.
    now = at('2026-11-23T22:30:00Z');
    const tarde = await reservar({ costo: 2000 });
    const dia = await caja();
    expect(dia.esperado).toBe(15799.5);
    expect(dia.cierre).toMatchObject({
      esperado: 13799.5,
      diferencia: 0,
      modificadoDespuesDelCierre: true,
      efectivoCambiado: true,
    });
    // Reopened and recounted, it is in step again.
    await reabrirDia();
    await cerrar({ fecha: DIA, fondoInicial: 0, contado: 15799.5 });
    expect((await caja()).cierre).toMatchObject({ esperado: 15799.5, modificadoDespuesDelCierre: false });

    // Paid and given back after the close: the same sums, but not the same day (the cash it
    // should hold is the same, though).
    await cambiar(tarde, { estado: 'Debe', montoAbonado: null });
    await cambiar(tarde, { estado: 'Pagado', montoAbonado: null });
    expect((await caja()).cierre).toMatchObject({ modificadoDespuesDelCierre: true, efectivoCambiado: false });
    await reabrirDia();
    await cerrar({ fecha: DIA, fondoInicial: 0, contado: 15799.5 });

    // An expense deleted after the close.
    const algodon = await t.testDb.db
      .selectFrom('gastos')
      .select('id')
      .where('descripcion', '=', 'Algodón')
      .executeTakeFirstOrThrow();
    expect((await call(staff, 'DELETE', `/api/gastos/${algodon.id}`)).statusCode).toBe(204);
    expect((await caja()).cierre).toMatchObject({ modificadoDespuesDelCierre: true, efectivoCambiado: true });
    const lista = (await call(admin, 'GET', '/api/caja/cierres?desde=2026-11-01&hasta=2026-11-30')).json() as Cierre[];
    expect(lista.map((c) => [c.fecha, c.modificadoDespuesDelCierre, c.efectivoCambiado])).toEqual([[DIA, true, true]]);
  });

  it('asks for a recount only when the cash the drawer should hold changed, not for a transfer after the close', async () => {
    await unDia();
    expect((await cerrar({ fecha: DIA, fondoInicial: 0, contado: 13799.5 })).statusCode).toBe(201);

    // Paid by transfer, and an expense paid by card, after the close: the day changed, its cash did not.
    now = at('2026-11-23T22:30:00Z');
    await reservar({ costo: 7000, medioPago: 'Transferencia' });
    expect(
      (await call(staff, 'POST', '/api/gastos', { descripcion: 'Gas', monto: 3000, fecha: DIA, medioPago: 'Débito' }))
        .statusCode,
    ).toBe(201);
    const dia = await caja();
    expect(dia.esperado).toBe(13799.5);
    expect(dia.cierre).toMatchObject({ esperado: 13799.5, modificadoDespuesDelCierre: true, efectivoCambiado: false });
    let lista = (await call(admin, 'GET', '/api/caja/cierres?desde=2026-11-01&hasta=2026-11-30')).json() as Cierre[];
    expect(lista.map((c) => [c.modificadoDespuesDelCierre, c.efectivoCambiado])).toEqual([[true, false]]);

    // Then a cash payment: now the drawer should hold more than was counted.
    await reservar({ costo: 500, medioPago: 'Efectivo' });
    expect((await caja()).cierre).toMatchObject({ efectivoCambiado: true });
    lista = (await call(admin, 'GET', '/api/caja/cierres?desde=2026-11-01&hasta=2026-11-30')).json() as Cierre[];
    expect(lista.map((c) => c.efectivoCambiado)).toEqual([true]);
  });

  it('suggests as the float the cash counted at the last close before the day, and lists the closes newest first', async () => {
    now = at('2026-11-20T22:00:00Z');
    await cerrar({ fecha: '2026-11-20', fondoInicial: 0, contado: 3000 });
    now = at('2026-11-21T22:00:00Z');
    await reservar({ costo: 1000 });
    await cerrar({ fecha: '2026-11-21', fondoInicial: 3000, contado: 4100.25 });
    now = at('2026-11-23T13:00:00Z');

    expect(await caja()).toMatchObject({ fondoSugerido: 4100.25, fondoInicial: 4100.25, esperado: 4100.25 });
    // Only closes before the day count: the 21st's own close is not its float.
    expect(await caja('2026-11-21')).toMatchObject({
      fondoSugerido: 3000,
      fondoInicial: 3000,
      esperado: 4000,
      cierre: { contado: 4100.25, esperado: 4000, diferencia: 100.25 },
    });
    expect((await caja('2026-11-19')).fondoSugerido).toBe(0);

    const res = await call(admin, 'GET', '/api/caja/cierres?desde=2026-11-01&hasta=2026-11-30');
    expect(res.statusCode).toBe(200);
    expect((res.json() as Cierre[]).map((c) => [c.fecha, c.esperado, c.contado, c.diferencia, c.cerradoPor])).toEqual([
      ['2026-11-21', 4000, 4100.25, 100.25, 'Marta'],
      ['2026-11-20', 0, 3000, 3000, 'Marta'],
    ]);
    expect(
      (await call(admin, 'GET', '/api/caja/cierres?desde=2026-11-21&hasta=2026-11-21')).json() as Cierre[],
    ).toHaveLength(1);
  });

  it('refuses bad closes in Spanish and changes nothing', async () => {
    await unDia();
    const bad: [object, string, string][] = [
      [{ fecha: '2026-11-24', fondoInicial: 0, contado: 0 }, cajaMessages.futuro, 'caja_dia_futuro'],
      [{ fecha: '2026-02-30', fondoInicial: 0, contado: 0 }, cajaMessages.fecha, 'dato_invalido'],
      [{ fondoInicial: 0, contado: 0 }, cajaMessages.fecha, 'dato_invalido'],
      [{ fecha: DIA, fondoInicial: -1, contado: 0 }, cajaMessages.fondoInicial, 'dato_invalido'],
      [{ fecha: DIA, fondoInicial: 0, contado: 1.234 }, cajaMessages.contadoDecimales, 'dato_invalido'],
      [{ fecha: DIA, fondoInicial: 0 }, cajaMessages.contado, 'dato_invalido'],
      [{ fecha: DIA, fondoInicial: '100', contado: 0 }, cajaMessages.fondoInicial, 'dato_invalido'],
      [
        { fecha: DIA, fondoInicial: 0, contado: 0, nota: 'x'.repeat(501) },
        'La nota admite hasta 500 caracteres.',
        'dato_invalido',
      ],
    ];
    for (const [body, error, code] of bad) {
      const res = await cerrar(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ error, code });
    }
    expect((await call(admin, 'GET', '/api/caja?fecha=2026-13-01')).json()).toEqual({
      error: cajaMessages.fecha,
      code: 'dato_invalido',
    });
    expect((await call(admin, 'GET', '/api/caja/cierres?desde=2026-11-30&hasta=2026-11-01')).statusCode).toBe(400);
    expect(await t.testDb.db.selectFrom('cierres_caja').selectAll().execute()).toEqual([]);
    expect(await auditoria()).toEqual([]);
    // Today itself can be closed, whatever the hour.
    expect((await cerrar({ fecha: DIA, fondoInicial: 0, contado: 0 })).statusCode).toBe(201);
  });

  it('is for signed-in users: 401 without a session', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/caja'],
      ['GET', '/api/caja/cierres?desde=2026-11-01&hasta=2026-11-30'],
      ['POST', '/api/caja/cierres', { fecha: DIA, fondoInicial: 0, contado: 0 }],
      ['POST', `/api/caja/cierres/${DIA}/reabrir`, { motivo: 'Recuento' }],
    ] as const) {
      const res = await t.app.inject({ method, url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await t.testDb.db.selectFrom('cierres_caja').selectAll().execute()).toEqual([]);
  });

  it('keeps the cash from staff while an admin keeps the figures to admins', async () => {
    await unDia();
    expect((await call(admin, 'PUT', '/api/ajustes', { personalVeCifras: false })).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['GET', `/api/caja?fecha=${DIA}`],
      ['GET', '/api/caja/cierres?desde=2026-11-01&hasta=2026-11-30'],
      ['POST', '/api/caja/cierres', { fecha: DIA, fondoInicial: 0, contado: 0 }],
      ['POST', `/api/caja/cierres/${DIA}/reabrir`, { motivo: 'Recuento' }],
    ] as const) {
      const res = await call(staff, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ error: ajustesMessages.sinCifras, code: 'SIN_CIFRAS' });
    }
    expect(await t.testDb.db.selectFrom('cierres_caja').selectAll().execute()).toEqual([]);
    // The admin still closes it; staff's payments still reach it.
    expect((await cerrar({ fecha: DIA, fondoInicial: 0, contado: 13799.5 })).statusCode).toBe(201);
    expect((await caja()).cierre?.diferencia).toBe(0);
    // Not a figure: the routes of other modules answer staff as before (messages.forbidden is admins').
    expect((await call(staff, 'GET', '/api/ajustes')).json()).toEqual({
      error: messages.forbidden,
      code: 'sin_permiso',
    });
  });
});
