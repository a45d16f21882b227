import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieOf, TEST_PASSWORD, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

/**
 * 'Anular' (decision 039), numbers worked by hand. On Tuesday 24 Ana's visit: her manicure
 * ($ 8.000, Lucía), 2 × 'Esmalte' ($ 2.500 each, 5 in stock) and a $ 1.000 tip for Lucía, 10 %
 * off the ticket. The discount leaves the tip alone: 10 % of 13.000 is 1.300, shared 800 to the
 * manicure and 500 to the polish, so 7.200 + 4.500 + 1.000 = 12.700, paid $ 5.000 by debit and
 * $ 7.700 in cash (8.000 handed, 300 change). The day's cash is closed with 7.700 counted.
 * On Wednesday 25 the owner annuls it: −5.000 debit and −7.700 cash on Wednesday, Tuesday's cash
 * as it was closed, 5 bottles on the shelf again, the manicure owed again at $ 8.000.
 */
const MARTES = '2026-11-24';
const MIERCOLES = '2026-11-25';
// 13:00 in Buenos Aires.
const at = (dia: string) => Date.parse(`${dia}T16:00:00Z`);

describe.each(testDialects)('annulling a ticket on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let now = at(MARTES);
  let ids: { ana: number; lucia: number; manicura: number; esmalte: number };

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = admin) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
  const json = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, status = 200) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as Record<string, unknown>;
  };
  const post = async (url: string, body: object) => ((await json('POST', url, body, 201)) as { id: number }).id;
  const reservar = (hora: string) =>
    post('/api/turnos', {
      idCliente: ids.ana,
      idEmpleado: ids.lucia,
      idServicio: ids.manicura,
      fecha: MARTES,
      hora,
      duracion: 30,
      costo: 8000,
      estado: 'Debe',
      montoAbonado: null,
    });
  const turno = async (id: number) =>
    ((await json('GET', `/api/turnos?desde=${MARTES}&hasta=${MARTES}`)) as unknown as { id: number }[]).find(
      (x) => x.id === id,
    );
  const stock = async () =>
    ((await json('GET', '/api/productos?q=Esmalte')) as unknown as { id: number; stock: number }[]).find(
      (p) => p.id === ids.esmalte,
    )?.stock;
  const caja = async (fecha: string) => {
    const c = (await json('GET', `/api/caja?fecha=${fecha}`)) as {
      ingresos: { porMedio: { medioPago: string; total: number }[]; total: number };
    };
    return [
      c.ingresos.total,
      Object.fromEntries(c.ingresos.porMedio.filter((m) => m.total !== 0).map((m) => [m.medioPago, m.total])),
    ];
  };
  const propinas = async (fecha: string) => (await json('GET', `/api/caja?fecha=${fecha}`)).propinas;
  const deudores = async () =>
    ((await json('GET', '/api/reportes/deudores')) as unknown as { nombre: string; deuda: number }[]).map((d) => [
      d.nombre,
      d.deuda,
    ]);
  /** The next day, with both sessions signed in again (a day is past a session's idle limit). */
  const alDiaSiguiente = async () => {
    now = at(MIERCOLES);
    const entrar = async (email: string) =>
      sessionCookieOf(
        await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD } }),
      );
    [admin, staff] = [await entrar('duena'), await entrar('recepcion')];
  };
  /** The visit of the worked example, charged on Tuesday: the sale's id. */
  const cobrarVisita = async (hora: string) => {
    now = at(MARTES);
    const b = await reservar(hora);
    const venta = await json(
      'POST',
      '/api/ventas',
      {
        idCliente: ids.ana,
        fecha: MARTES,
        lineas: [
          { tipo: 'servicio', idTurno: b },
          { tipo: 'producto', idProducto: ids.esmalte, cantidad: 2 },
          { tipo: 'propina', idEmpleado: ids.lucia, precio: 1000 },
        ],
        descuento: { tipo: '%', valor: 10 },
        pagos: [
          { medioPago: 'Débito', monto: 5000 },
          { medioPago: 'Efectivo', monto: 7700, entregado: 8000 },
        ],
      },
      201,
    );
    expect(venta).toMatchObject({ total: 12700, pagado: 12700, saldo: 0, vuelto: 300 });
    return { id: venta.id as number, turno: b };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => now });
    admin = await t.loginAs('duena');
    staff = await t.loginAs('recepcion', 'staff');
    ids = {
      ana: await post('/api/clientes', { nombre: 'Ana', apellido: 'López', telefono: '11 5555-0101' }),
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

  it('reverses the payments today, keeps a closed day as counted, puts the products back and leaves the booking owed', async () => {
    const { id, turno: b } = await cobrarVisita('10:00');
    expect(await stock()).toBe(3);
    expect(await turno(b)).toMatchObject({ costo: 7200, estado: 'Pagado' });
    // The history's figures beside the spec's: polish 4.500, discounts 800 + 500, the tip 1.000.
    const tickets = async () =>
      ((await json('GET', `/api/reportes?desde=${MARTES}&hasta=${MARTES}`)) as { tickets: unknown }).tickets;
    expect(await tickets()).toEqual({ productos: 4500, descuentos: 1300, propinas: 1000 });
    await json('POST', '/api/caja/cierres', { fecha: MARTES, fondoInicial: 0, contado: 7700 }, 201);
    expect(await caja(MARTES)).toEqual([12700, { Efectivo: 7700, Débito: 5000 }]);
    // Of it, Lucía's tip, shown apart.
    expect(await propinas(MARTES)).toEqual({ total: 1000, porProfesional: [{ nombre: 'Lucía Paz', monto: 1000 }] });

    await alDiaSiguiente();
    // Staff charge tickets but do not annul them; a reason is required. Neither changes anything.
    const recepcion = await call('POST', `/api/ventas/${id}/anular`, { motivo: 'Error' }, staff);
    expect(recepcion.statusCode, recepcion.body).toBe(403);
    expect(recepcion.json()).toEqual({ error: 'Solo un administrador puede anular un ticket.', code: 'solo_admin' });
    const sinMotivo = await call('POST', `/api/ventas/${id}/anular`, { motivo: '   ' });
    expect(sinMotivo.statusCode).toBe(400);
    expect(sinMotivo.json()).toMatchObject({ error: 'Escribí el motivo de la anulación.', code: 'dato_invalido' });
    expect(await json('GET', `/api/ventas/${id}`)).toMatchObject({ pagado: 12700, anulada: null });

    const anulada = await json('POST', `/api/ventas/${id}/anular`, { motivo: 'Cobrado a la clienta equivocada' });
    expect(anulada).toMatchObject({
      id,
      total: 12700,
      pagado: 0,
      saldo: 0,
      anulada: { motivo: 'Cobrado a la clienta equivocada', usuario: 'duena' },
      lineas: [
        { idTurno: null, total: 7200, pagado: 0 },
        { idProducto: ids.esmalte, total: 4500, pagado: 0 },
        { tipo: 'propina', total: 1000, pagado: 0 },
      ],
      pagos: [
        { fecha: MARTES, medioPago: 'Débito', monto: 5000 },
        { fecha: MARTES, medioPago: 'Efectivo', monto: 7700 },
        { fecha: MIERCOLES, medioPago: 'Débito', monto: -5000 },
        { fecha: MIERCOLES, medioPago: 'Efectivo', monto: -7700 },
      ],
    });
    // Tuesday stays as it was closed; Wednesday shows the money going back.
    expect(await caja(MARTES)).toEqual([12700, { Efectivo: 7700, Débito: 5000 }]);
    expect(await caja(MIERCOLES)).toEqual([-12700, { Efectivo: -7700, Débito: -5000 }]);
    // The tip went back with the rest, on Wednesday; Tuesday's stays as it was paid.
    expect(await propinas(MARTES)).toEqual({ total: 1000, porProfesional: [{ nombre: 'Lucía Paz', monto: 1000 }] });
    expect(await propinas(MIERCOLES)).toEqual({
      total: -1000,
      porProfesional: [{ nombre: 'Lucía Paz', monto: -1000 }],
    });
    expect(await stock()).toBe(5);
    expect(await turno(b)).toMatchObject({ costo: 8000, estado: 'Debe', montoAbonado: null });
    expect(await deudores()).toEqual([['Ana López', 8000]]);
    // An annulled ticket sold nothing.
    expect(await tickets()).toEqual({ productos: 0, descuentos: 0, propinas: 0 });
    const linea = await t.testDb.db
      .selectFrom('ventas_lineas')
      .select(['id_turno', 'id_turno_anulado'])
      .where('id_venta', '=', id)
      .orderBy('orden')
      .executeTakeFirstOrThrow();
    expect(linea).toEqual({ id_turno: null, id_turno_anulado: b });
    const auditoria = await t.testDb.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'ventas')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(auditoria.map((a) => a.action)).toEqual(['crear', 'anular']);

    // Annulled is final: no second annulment, no payment, no line.
    for (const [url, body] of [
      [`/api/ventas/${id}/anular`, { motivo: 'Otra vez' }],
      [`/api/ventas/${id}/pagos`, { medioPago: 'Efectivo', monto: 10 }],
      [`/api/ventas/${id}/lineas`, { lineas: [{ tipo: 'propina', idEmpleado: ids.lucia, precio: 10 }] }],
    ] as const) {
      const res = await call('POST', url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ error: 'El ticket está anulado.', code: 'venta_anulada' });
    }
    const nada = await call('POST', '/api/ventas/999999/anular', { motivo: 'Error' });
    expect(nada.statusCode).toBe(404);
    expect(nada.json()).toMatchObject({ code: 'venta_no_encontrada' });

    // The booking is free again: 'Cobrar' proposes it, and a new ticket charges it.
    const deTurno = (await json('GET', `/api/ventas/turno/${b}`)) as {
      venta: null;
      visita: { turnos: { id: number }[] };
    };
    expect(deTurno.venta).toBeNull();
    expect(deTurno.visita.turnos.map((x) => x.id)).toEqual([b]);
    const otra = await json(
      'POST',
      '/api/ventas',
      {
        idCliente: ids.ana,
        fecha: MARTES,
        lineas: [{ tipo: 'servicio', idTurno: b }],
        pagos: [{ medioPago: 'Transferencia', monto: 8000 }],
      },
      201,
    );
    expect(otra).toMatchObject({ total: 8000, saldo: 0 });
    expect(await turno(b)).toMatchObject({ costo: 8000, estado: 'Pagado', medioPago: 'Transferencia' });
    expect(await deudores()).toEqual([]);
  });

  it('frees a booking paid from its own form, which its form then charges on a new ticket', async () => {
    now = at(MARTES);
    const b = await post('/api/turnos', {
      idCliente: ids.ana,
      idEmpleado: ids.lucia,
      idServicio: ids.manicura,
      fecha: MARTES,
      hora: '15:00',
      duracion: 30,
      costo: 8000,
      estado: 'Pagado',
      montoAbonado: null,
      medioPago: 'Efectivo',
    });
    const { venta } = (await json('GET', `/api/ventas/turno/${b}`)) as { venta: { id: number } };
    await json('POST', `/api/ventas/${venta.id}/anular`, { motivo: 'Se cargó como pagado por error' });
    expect(await turno(b)).toMatchObject({ estado: 'Debe', medioPago: null });
    const pagos = await t.testDb.db
      .selectFrom('pagos')
      .select(['monto_cents', 'id_turno'])
      .where('id_venta', '=', venta.id)
      .orderBy('id')
      .execute();
    // The booking's own entries add up to nothing.
    expect(pagos.map((p) => [Number(p.monto_cents), p.id_turno])).toEqual([
      [800000, b],
      [-800000, b],
    ]);
    const actual = (await turno(b)) as Record<string, unknown>;
    await json('PUT', `/api/turnos/${b}`, { ...actual, estado: 'Pagado', montoAbonado: null, medioPago: 'Débito' });
    const nuevo = (await json('GET', `/api/ventas/turno/${b}`)) as { venta: { id: number; pagado: number } };
    expect(nuevo.venta.id).not.toBe(venta.id);
    expect(nuevo.venta.pagado).toBe(8000);
  });

  it('annuls once when two admins annul the same ticket at the same time', async () => {
    const { id } = await cobrarVisita('17:00');
    await alDiaSiguiente();
    const anular = () => call('POST', `/api/ventas/${id}/anular`, { motivo: 'Duplicado' });
    const results = await Promise.all([anular(), anular()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)?.json()).toMatchObject({ code: 'venta_anulada' });
    const pagos = await t.testDb.db.selectFrom('pagos').select('monto_cents').where('id_venta', '=', id).execute();
    expect(pagos.reduce((s, p) => s + Number(p.monto_cents), 0)).toBe(0);
    expect(pagos).toHaveLength(4);
    expect(await stock()).toBe(5);
  });
});
