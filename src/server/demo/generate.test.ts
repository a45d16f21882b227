import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCents } from '#shared/domain/money.ts';
import { overlaps, toMinutes } from '#shared/domain/slots.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';
import { DEMO_DEFAULTS, DEMO_PRODUCTOS, DEMO_SERVICIOS, generateDemo, hasData } from './generate.ts';

/** A Monday morning at the desk: 08:17 in Buenos Aires, with the first appointments under way. */
const HOY = '2026-11-23';
const AHORA = '08:17';
const NOW = Date.parse('2026-11-23T11:17:00Z');

describe.each(testDialects)('the demo centre on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => NOW });
    cookie = await t.loginAs('duena');
  });
  afterAll(async () => t.close());

  it('fills an empty database with a centre that follows every rule', async () => {
    expect(await hasData(t.testDb.db)).toBe(false);
    const summary = await generateDemo(t.testDb.db, { hoy: HOY, ahora: AHORA, ...DEMO_DEFAULTS });
    expect(await hasData(t.testDb.db)).toBe(true);
    expect(summary).toMatchObject({ servicios: DEMO_SERVICIOS.length, empleados: 4, clientes: 60 });
    expect(summary.turnos).toBeGreaterThan(500);
    expect(summary.gastos).toBeGreaterThan(5);

    // The products the desk sells, each with the purchase its stock sums, two under their minimum.
    expect(summary.productos).toBe(DEMO_PRODUCTOS.length);
    const productos = await t.app.inject({ method: 'GET', url: '/api/productos', headers: { cookie } });
    const lista = productos.json() as { id: number; stock: number; stockMinimo: number }[];
    expect(lista).toHaveLength(DEMO_PRODUCTOS.length);
    expect(lista.filter((p) => p.stock <= p.stockMinimo)).toHaveLength(2);
    const [primero] = lista;
    const movimientos = await t.app.inject({
      method: 'GET',
      url: `/api/productos/${primero?.id}/movimientos`,
      headers: { cookie },
    });
    expect((movimientos.json() as { movimientos: unknown[] }).movimientos).toEqual([
      expect.objectContaining({ tipo: 'Compra', cantidad: primero?.stock, motivo: 'Stock inicial' }),
    ]);

    // Read back through the API, as the screens do: six weeks back to one ahead.
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/turnos?desde=2026-10-12&hasta=2026-11-30',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const turnos = res.json() as {
      idEmpleado: number;
      fecha: string;
      hora: string;
      duracion: number;
      costo: number;
      estado: string;
      montoAbonado: number | null;
      asistencia: string;
    }[];
    expect(turnos).toHaveLength(summary.turnos);
    // Attendance recorded for what started before now (some missed or cancelled), pending after.
    const empezado = (x: { fecha: string; hora: string }) => `${x.fecha} ${x.hora}` < `${HOY} ${AHORA}`;
    const pasados = turnos.filter(empezado);
    const porVenir = turnos.filter((x) => !empezado(x));
    expect(new Set(pasados.map((x) => x.asistencia))).toEqual(new Set(['Asistió', 'No vino', 'Canceló']));
    expect(pasados.filter((x) => x.asistencia === 'Asistió').length / pasados.length).toBeGreaterThan(0.9);
    expect(new Set(porVenir.map((x) => x.asistencia))).toEqual(new Set(['Pendiente']));
    expect(new Set(turnos.map((x) => x.estado))).toEqual(new Set(['Pagado', 'Pago parcial', 'Debe']));
    // Today's morning has not happened yet: nothing from 08:30 on is attended or paid in full.
    const hoyPorVenir = porVenir.filter((x) => x.fecha === HOY);
    expect(hoyPorVenir.length).toBeGreaterThan(5);
    expect(hoyPorVenir.filter((x) => x.estado === 'Pagado')).toEqual([]);
    // Issue 19: appointments still to come are not paid yet (a few carry a deposit).
    expect(new Set(porVenir.filter((x) => x.fecha > HOY).map((x) => x.estado))).toEqual(
      new Set(['Debe', 'Pago parcial']),
    );
    // A missed or cancelled appointment took no money.
    expect(pasados.filter((x) => x.asistencia !== 'Asistió' && x.estado !== 'Debe')).toEqual([]);
    // Every payment is an entry by method: an appointment's entries add up to what it has paid,
    // and none is stamped after now (a deposit ahead came yesterday at the latest).
    const conId = turnos as unknown as { id: number; medioPago: string | null }[];
    const pagos = await t.testDb.db
      .selectFrom('pagos')
      .select(['id_turno', 'monto_cents', 'fecha', 'hora', 'medio_pago'])
      .execute();
    expect(pagos.filter((p) => `${p.fecha} ${p.hora}` > `${HOY} ${AHORA}`)).toEqual([]);
    expect(pagos.some((p) => p.fecha === HOY)).toBe(true);
    expect(new Set(pagos.map((p) => p.medio_pago))).toEqual(
      new Set(['Efectivo', 'Transferencia', 'Mercado Pago', 'Débito', 'Crédito']),
    );
    const porTurno = new Map<number | null, number>();
    for (const p of pagos) porTurno.set(p.id_turno, (porTurno.get(p.id_turno) ?? 0) + Number(p.monto_cents));
    turnos.forEach((x, i) => {
      const paid = x.estado === 'Pagado' ? x.costo : (x.montoAbonado ?? 0);
      expect(fromCents(porTurno.get(conId[i]?.id ?? 0) ?? 0), `${x.fecha} ${x.hora}`).toBe(paid);
      expect(conId[i]?.medioPago === null, `${x.fecha} ${x.hora}`).toBe(paid === 0);
    });
    for (const x of turnos) {
      if (x.estado === 'Pago parcial') {
        expect(x.montoAbonado).toBeGreaterThan(0);
        expect(x.montoAbonado).toBeLessThan(x.costo);
      } else {
        expect(x.montoAbonado).toBeNull();
      }
    }
    // Never two appointments at once for the same employee.
    const byDay = new Map<string, typeof turnos>();
    for (const x of turnos)
      byDay.set(`${x.idEmpleado} ${x.fecha}`, [...(byDay.get(`${x.idEmpleado} ${x.fecha}`) ?? []), x]);
    for (const day of byDay.values()) {
      day.forEach((a, i) => day.slice(i + 1).forEach((b) => expect(overlaps(a, b)).toBe(false)));
    }
    // Closed on Sundays, and nothing runs past 20:00.
    expect(turnos.filter((x) => toMinutes(x.hora) + x.duracion > 20 * 60)).toEqual([]);
    expect(turnos.filter((x) => new Date(`${x.fecha}T12:00:00Z`).getUTCDay() === 0)).toEqual([]);

    // About one client in ten owes for a past appointment ('Deudores'), not nearly all of them.
    const deudores = await t.app.inject({ method: 'GET', url: '/api/reportes/deudores', headers: { cookie } });
    expect(deudores.statusCode).toBe(200);
    const cuantos = (deudores.json() as unknown[]).length;
    expect(cuantos).toBeGreaterThanOrEqual(3);
    expect(cuantos).toBeLessThanOrEqual(9);

    // Every employee has working hours, so online booking offers times once it is switched on.
    const empleados = (await t.app.inject({ method: 'GET', url: '/api/empleados', headers: { cookie } })).json() as {
      horarios: { dia: number; desde: string; hasta: string }[];
    }[];
    expect(empleados).toHaveLength(4);
    for (const e of empleados) expect(e.horarios.map((h) => h.dia)).toEqual([1, 2, 3, 4, 5, 6]);

    const gastos = await t.app.inject({
      method: 'GET',
      url: '/api/gastos/rango?desde=2026-11-01&hasta=2026-11-30',
      headers: { cookie },
    });
    expect(gastos.json()).toContainEqual(expect.objectContaining({ descripcion: 'Alquiler del local', monto: 650000 }));
  });

  it('reuses the services already there when added on top, at their own price', async () => {
    // The centre wrote one of the demo's services its own way, with its own price.
    await t.testDb.db
      .updateTable('servicios_base')
      .set({ categoria: 'MANICURIA Y PEDICURA', descripcion: 'esmaltado  semipermanente', precio_cents: 123_400 })
      .where('descripcion', '=', 'Esmaltado semipermanente')
      .execute();
    const before = await t.testDb.db.selectFrom('servicios_base').select('id').execute();
    await generateDemo(t.testDb.db, {
      hoy: HOY,
      ...DEMO_DEFAULTS,
      empleados: 1,
      clientes: 2,
      weeksBack: 0,
      weeksAhead: 0,
    });
    const after = await t.testDb.db.selectFrom('servicios_base').select('id').execute();
    expect(after).toHaveLength(before.length);
    // Nor are its products added twice.
    expect(await t.testDb.db.selectFrom('productos').select('id').execute()).toHaveLength(DEMO_PRODUCTOS.length);
    const own = await t.testDb.db
      .selectFrom('servicios_base')
      .select(['precio_cents'])
      .where('descripcion', '=', 'esmaltado  semipermanente')
      .executeTakeFirstOrThrow();
    expect(own.precio_cents).toBe(123_400);
  });
});
