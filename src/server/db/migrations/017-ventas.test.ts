/**
 * The upgrade to the sales ledger on a database the release before it wrote (migrations up to
 * 016, filled by raw inserts as that release left them): every figure the product shows is the
 * same to the cent afterwards, worked by hand below; every payment entry belongs to a sale, and
 * each sale's entries add up to what its line has paid.
 */
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { createUser } from '#server/auth/users.ts';
import { migrateToLatest, migrations } from '#server/db/migrate.ts';
import { createTestDatabase, testConfig, testDialects, type TestDatabase } from '#server/testing/test-db.ts';
import { sessionCookieOf, TEST_PASSWORD } from '#server/testing/test-app.ts';

// Monday 23 November 2026, 12:00 in Buenos Aires.
const NOW = Date.parse('2026-11-23T15:00:00Z');
const STAMP = '2026-11-01T12:00:00.000Z';

const hasta016 = Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= '016-turnos-deuda-columna'));

describe.each(testDialects)('the upgrade to the sales ledger on %s', (dialect) => {
  let t: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let admin: string;
  const ids: Record<string, number> = {};

  /** Inserts a row with raw SQL (the schema as release 016 had it) and answers its id. */
  const insert = async (table: string, row: Record<string, string | number | null>) => {
    const columns = Object.keys(row);
    const values = Object.values(row);
    const { rows } = await sql<{ id: number }>`insert into ${sql.table(table)} (${sql.join(
      columns.map((c) => sql.ref(c)),
    )}) values (${sql.join(values)}) returning id`.execute(t.db);
    return Number(rows[0]?.id);
  };
  const turno = (
    cliente: number,
    fecha: string,
    hora: string,
    costo: number,
    estado: string,
    abonado: number | null,
    medio: string | null,
    asistencia = 'Pendiente',
  ) =>
    insert('turnos', {
      id_cliente: cliente,
      id_empleado: ids.eva ?? 0,
      id_servicio: ids.esmaltado ?? 0,
      fecha,
      hora,
      duracion: 30,
      costo_cents: costo,
      estado,
      monto_abonado_cents: abonado,
      asistencia,
      medio_pago: medio,
      created_at: STAMP,
      updated_at: STAMP,
    });
  const pago = (
    idTurno: number | null,
    cliente: number,
    fecha: string,
    hora: string,
    monto: number,
    medio: string,
    descripcion = 'Esmaltado · cliente · turno del …',
  ) =>
    insert('pagos', {
      id_turno: idTurno,
      id_cliente: cliente,
      fecha,
      hora,
      registrado_at: STAMP,
      monto_cents: monto,
      medio_pago: medio,
      descripcion,
      id_usuario: null,
    });

  beforeAll(async () => {
    t = await createTestDatabase(dialect, { migrate: false });
    const { error } = await new Migrator({
      db: t.db,
      provider: { getMigrations: () => Promise.resolve(hasta016) },
    }).migrateToLatest();
    if (error !== undefined) throw error;

    ids.esmaltado = await insert('servicios_base', {
      categoria: 'Manos',
      descripcion: 'Esmaltado semipermanente',
      nombre: 'Esmaltado',
      precio_cents: 10000,
      duracion_sugerida: 30,
      archived_at: null,
      created_at: STAMP,
      updated_at: STAMP,
    });
    ids.eva = await insert('empleados', {
      nombre: 'Eva',
      apellido: 'Paz',
      telefono: null,
      email: null,
      porcentaje_ganancia: 50,
      archived_at: null,
      created_at: STAMP,
      updated_at: STAMP,
    });
    const cliente = (nombre: string, telefono: string) =>
      insert('clientes', {
        nombre,
        apellido: 'Test',
        telefono,
        email: null,
        archived_at: null,
        created_at: STAMP,
        updated_at: STAMP,
      });
    const ana = (ids.ana = await cliente('Ana', '11 5555-0001'));
    const berta = (ids.berta = await cliente('Berta', '11 5555-0002'));
    const carla = (ids.carla = await cliente('Carla', '11 5555-0003'));

    // T1: paid in cash on the day.
    ids.t1 = await turno(ana, '2026-11-20', '10:00', 10000, 'Pagado', null, 'Efectivo');
    await pago(ids.t1, ana, '2026-11-20', '10:05', 10000, 'Efectivo');
    // T2: 50 of 200 paid by transfer.
    ids.t2 = await turno(ana, '2026-11-20', '11:00', 20000, 'Pago parcial', 5000, 'Transferencia');
    await pago(ids.t2, ana, '2026-11-20', '11:05', 5000, 'Transferencia');
    // A booking of Carla's paid by Mercado Pago, then deleted: its refund stays, the booking is gone.
    const borrado = 'Lifting · Carla Test · turno del 20/11 12:00';
    await pago(null, carla, '2026-11-20', '12:05', 12000, 'Mercado Pago', borrado);
    await pago(null, carla, '2026-11-22', '09:30', -12000, 'Mercado Pago', borrado);
    // T3: paid 150 in cash, then given back: it owes its 150.
    ids.t3 = await turno(berta, '2026-11-21', '10:00', 15000, 'Debe', null, null);
    await pago(ids.t3, berta, '2026-11-21', '10:05', 15000, 'Efectivo');
    await pago(ids.t3, berta, '2026-11-21', '10:10', -15000, 'Efectivo');
    // T4: paid 80 in cash on the 21st; the method corrected to debit on the 22nd.
    ids.t4 = await turno(berta, '2026-11-21', '11:00', 8000, 'Pagado', null, 'Débito');
    await pago(ids.t4, berta, '2026-11-21', '11:05', 8000, 'Efectivo');
    await pago(ids.t4, berta, '2026-11-22', '10:00', -8000, 'Efectivo');
    await pago(ids.t4, berta, '2026-11-22', '10:00', 8000, 'Débito');
    // T5: cancelled, its deposit of 30 (sent on the 19th) kept: it bills and owes nothing.
    ids.t5 = await turno(carla, '2026-11-22', '10:00', 9000, 'Pago parcial', 3000, 'Transferencia', 'Canceló');
    await pago(ids.t5, carla, '2026-11-19', '18:00', 3000, 'Transferencia');
    // T6: 'No vino', nothing paid: bills and owes nothing.
    ids.t6 = await turno(ana, '2026-11-22', '12:00', 7000, 'Debe', null, null, 'No vino');
    // T7: still to come (the 25th), a deposit of 20 of 60 in cash on the 22nd.
    ids.t7 = await turno(berta, '2026-11-25', '10:00', 6000, 'Pago parcial', 2000, 'Efectivo');
    await pago(ids.t7, berta, '2026-11-22', '11:00', 2000, 'Efectivo');
    // An expense of 50 in cash on the 20th, and that day's cash closed with its entries as they were.
    await insert('gastos', {
      descripcion: 'Algodón',
      monto_cents: 5000,
      fecha: '2026-11-20',
      medio_pago: 'Efectivo',
      created_at: STAMP,
    });
    await insert('cierres_caja', {
      fecha: '2026-11-20',
      fondo_inicial_cents: 20000,
      contado_cents: 25000,
      // 200 + 100 cash in − 50 cash out.
      esperado_cents: 25000,
      movimientos: JSON.stringify({
        ingresos: {
          Efectivo: { cents: 10000, cantidad: 1 },
          'Mercado Pago': { cents: 12000, cantidad: 1 },
          Transferencia: { cents: 5000, cantidad: 1 },
        },
        egresos: { Efectivo: { cents: 5000, cantidad: 1 } },
      }),
      nota: null,
      id_usuario: null,
      cerrado_at: '2026-11-20T22:00:00.000Z',
    });

    await migrateToLatest(t.db);
    app = await buildApp(testConfig(t.database), { db: t.db, now: () => NOW });
    await app.ready();
    await createUser(t.db, { username: 'duena', email: 'duena@example.com', password: TEST_PASSWORD, role: 'admin' });
    admin = sessionCookieOf(
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'duena', password: TEST_PASSWORD },
      }),
    );
  });
  afterAll(async () => {
    await app.close();
    await t.drop();
  });

  const get = async (url: string) => {
    const res: LightMyRequestResponse = await app.inject({ method: 'GET', url, headers: { cookie: admin } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, unknown>;
  };

  it('keeps the history’s totals, debt split and income by method to the cent', async () => {
    const r = await get('/api/reportes?desde=2026-11-19&hasta=2026-11-25');
    expect(r).toMatchObject({
      // Billed: T1 100 + T2 200 + T3 150 + T4 80 + T7 60 (T5 cancelled and T6 missed bill nothing).
      // Paid: T1 100 + T2 50 + T4 80 + T5 30 + T7 20. Owed: T2 150 + T3 150 + T7 40.
      totales: { facturado: 590, abonado: 280, deuda: 340, gastos: 50, neta: 230 },
      // Past: T2 and T3; still to come: T7.
      deudaVencida: 300,
      aCobrar: 40,
      turnos: 7,
    });
    // Cash: 100 (T1) + 150 − 150 (T3) + 80 − 80 (T4) + 20 (T7); transfer 50 + 30; debit 80;
    // Mercado Pago 120 − 120 (the deleted booking). They add up to what was paid: 280.
    expect(r.ingresosPorMedio).toEqual([
      { medioPago: 'Efectivo', monto: 120 },
      { medioPago: 'Transferencia', monto: 80 },
      { medioPago: 'Mercado Pago', monto: 0 },
      { medioPago: 'Débito', monto: 80 },
    ]);
  });

  it('keeps Caja by method and day, and the close of the 20th as it was', async () => {
    const porMedio = (efectivo: number, transferencia: number, mp: number, debito: number) => [
      { medioPago: 'Efectivo', total: efectivo },
      { medioPago: 'Transferencia', total: transferencia },
      { medioPago: 'Mercado Pago', total: mp },
      { medioPago: 'Débito', total: debito },
      { medioPago: 'Crédito', total: 0 },
    ];
    const d19 = await get('/api/caja?fecha=2026-11-19');
    expect(d19.ingresos).toMatchObject({ porMedio: porMedio(0, 30, 0, 0), total: 30 });
    const d20 = await get('/api/caja?fecha=2026-11-20');
    expect(d20.ingresos).toMatchObject({ porMedio: porMedio(100, 50, 120, 0), total: 270 });
    // Float 200 + cash in 100 − cash out 50.
    expect(d20).toMatchObject({ esperado: 250, cierre: { modificadoDespuesDelCierre: false } });
    const d21 = await get('/api/caja?fecha=2026-11-21');
    // 150 − 150 + 80.
    expect(d21.ingresos).toMatchObject({ porMedio: porMedio(80, 0, 0, 0), total: 80 });
    const d22 = await get('/api/caja?fecha=2026-11-22');
    // Cash −80 + 20; debit 80; Mercado Pago −120.
    expect(d22.ingresos).toMatchObject({ porMedio: porMedio(-60, 0, -120, 80), total: -100 });
    expect((d22.ingresos as { movimientos: unknown[] }).movimientos).toHaveLength(4);
  });

  it('keeps Deudores and each client file', async () => {
    const deudores = (await get('/api/reportes/deudores')) as unknown as { nombre: string; deuda: number }[];
    expect(deudores.map((d) => [d.nombre, d.deuda])).toEqual([
      ['Ana Test', 150],
      ['Berta Test', 150],
    ]);
    const cifras = async (id: number | undefined) =>
      (await get(`/api/clientes/${String(id)}/ficha`)).cifras as Record<string, unknown>;
    // Ana: paid T1 100 + T2 50; T2 owes 150, past.
    expect(await cifras(ids.ana)).toMatchObject({ totalPagado: 150, deudaVencida: 150, aCobrar: 0 });
    // Berta: paid T4 80 + T7 20; T3 owes 150 past, T7 40 to come.
    expect(await cifras(ids.berta)).toMatchObject({ totalPagado: 100, deudaVencida: 150, aCobrar: 40 });
    // Carla: the cancelled booking's deposit of 30; the deleted booking is no appointment of hers.
    expect(await cifras(ids.carla)).toMatchObject({ totalPagado: 30, deudaVencida: 0, aCobrar: 0 });
  });

  it('gives every entry its sale: one per booking paid on, one per deleted booking, numbered by first entry', async () => {
    const pagos = await t.db.selectFrom('pagos').select(['id_venta', 'monto_cents']).execute();
    expect(pagos).toHaveLength(11);
    expect(pagos.filter((p) => p.id_venta === null)).toEqual([]);
    const ventas = await t.db
      .selectFrom('ventas as v')
      .innerJoin('ventas_lineas as l', 'l.id_venta', 'v.id')
      .select(['v.numero', 'v.id_cliente', 'v.fecha', 'v.total_cents', 'l.id_turno', 'l.descripcion', 'l.pagado_cents'])
      .select((eb) =>
        eb
          .selectFrom('pagos as p')
          .whereRef('p.id_venta', '=', 'v.id')
          .select(sql<number>`sum(p.monto_cents)`.as('s'))
          .as('entradas'),
      )
      .orderBy('v.numero')
      .execute();
    const n = (v: unknown) => Number(v);
    expect(
      ventas.map((v) => [
        n(v.numero),
        v.id_cliente,
        v.fecha,
        n(v.total_cents),
        v.id_turno,
        v.descripcion,
        n(v.pagado_cents),
        n(v.entradas),
      ]),
    ).toEqual([
      // First entries: T5 on the 19th; T1, T2, the deleted booking on the 20th; T3, T4 on the 21st; T7 on the 22nd.
      [1, ids.carla, '2026-11-22', 0, ids.t5, 'Esmaltado', 3000, 3000],
      [2, ids.ana, '2026-11-20', 10000, ids.t1, 'Esmaltado', 10000, 10000],
      [3, ids.ana, '2026-11-20', 20000, ids.t2, 'Esmaltado', 5000, 5000],
      [4, ids.carla, '2026-11-20', 0, null, 'Lifting · Carla Test · turno del 20/11 12:00', 0, 0],
      [5, ids.berta, '2026-11-21', 15000, ids.t3, 'Esmaltado', 0, 0],
      [6, ids.berta, '2026-11-21', 8000, ids.t4, 'Esmaltado', 8000, 8000],
      [7, ids.berta, '2026-11-25', 6000, ids.t7, 'Esmaltado', 2000, 2000],
    ]);
  });

  it('answers a sale through the API with its line, its payments and its balance', async () => {
    const lista = (await get('/api/ventas?desde=2026-11-21&hasta=2026-11-21')) as {
      ventas: { id: number; numero: number; saldo: number }[];
      total: number;
    };
    expect(lista.total).toBe(2);
    expect(lista.ventas.map((v) => [v.numero, v.saldo])).toEqual([
      [5, 150],
      [6, 0],
    ]);
    const venta = await get(`/api/ventas/${String(lista.ventas[1]?.id)}`);
    expect(venta).toMatchObject({
      numero: 6,
      fecha: '2026-11-21',
      cliente: { id: ids.berta, nombre: 'Berta Test' },
      total: 80,
      pagado: 80,
      saldo: 0,
      anulada: null,
      lineas: [{ tipo: 'servicio', idTurno: ids.t4, descripcion: 'Esmaltado', precio: 80, total: 80, pagado: 80 }],
      pagos: [
        { fecha: '2026-11-21', hora: '11:05', medioPago: 'Efectivo', monto: 80 },
        { fecha: '2026-11-22', hora: '10:00', medioPago: 'Efectivo', monto: -80 },
        { fecha: '2026-11-22', hora: '10:00', medioPago: 'Débito', monto: 80 },
      ],
    });
  });

  it('keeps numbering after the migrated sales for the next booking paid on', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/turnos',
      headers: { cookie: admin },
      payload: {
        idCliente: ids.ana,
        idEmpleado: ids.eva,
        idServicio: ids.esmaltado,
        fecha: '2026-11-23',
        hora: '15:00',
        duracion: 30,
        costo: 100,
        estado: 'Pagado',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const nueva = await t.db
      .selectFrom('ventas')
      .select(['numero'])
      .orderBy('numero', 'desc')
      .executeTakeFirstOrThrow();
    expect(Number(nueva.numero)).toBe(8);
  });
});
