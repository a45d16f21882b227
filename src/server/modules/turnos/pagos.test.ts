import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { medioPagoMessage } from '#shared/domain/pagos.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

/**
 * Issue 19: every change of what was paid on an appointment is a payment entry, written with it.
 * The clock is the centre's: 02:30 UTC on the 24th is still the 23rd, 23:30, in Buenos Aires.
 */
const NOW = Date.parse('2026-11-24T02:30:00Z');

describe.each(testDialects)('payment entries on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let ids: { cliente: number; empleada: number; servicio: number; usuario: number };

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
  const turno = (over: Record<string, unknown> = {}) => ({
    idCliente: ids.cliente,
    idEmpleado: ids.empleada,
    idServicio: ids.servicio,
    fecha: '2026-11-25',
    hora: '10:00',
    duracion: 60,
    costo: 15000,
    estado: 'Pagado',
    montoAbonado: null,
    ...over,
  });
  const pagos = async () =>
    (
      await t.testDb.db
        .selectFrom('pagos')
        .select(['id_turno', 'id_cliente', 'fecha', 'hora', 'monto_cents', 'medio_pago', 'descripcion', 'id_usuario'])
        .orderBy('id')
        .execute()
    ).map((p) => ({ ...p, monto_cents: Number(p.monto_cents) }));
  const montos = async () => (await pagos()).map((p) => [p.monto_cents / 100, p.medio_pago]);

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => NOW });
    cookie = await t.loginAs('caja', 'staff');
    const post = async (url: string, body: object) => ((await call('POST', url, body)).json() as { id: number }).id;
    ids = {
      cliente: await post('/api/clientes', { nombre: 'Ana', apellido: 'López', telefono: '11 5555-1234' }),
      empleada: await post('/api/empleados', { nombre: 'Lucía', apellido: 'Paz' }),
      servicio: await post('/api/servicios-base', {
        categoria: 'Manos',
        descripcion: 'Esmaltado semipermanente',
        nombre: 'Semi',
        precio: 15000,
        duracionSugerida: 60,
      }),
      usuario: (
        await t.testDb.db.selectFrom('users').select('id').where('username', '=', 'caja').executeTakeFirstOrThrow()
      ).id,
    };
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.testDb.db.deleteFrom('pagos').execute();
    await t.testDb.db.deleteFrom('turnos').execute();
  });

  it('records a paid booking as money in, at the centre’s date and time, by whom, in cash unless told', async () => {
    const res = await call('POST', '/api/turnos', turno());
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: number };
    expect(res.json()).toMatchObject({ estado: 'Pagado', medioPago: 'Efectivo' });
    expect(await pagos()).toEqual([
      {
        id_turno: id,
        id_cliente: ids.cliente,
        fecha: '2026-11-23',
        hora: '23:30',
        monto_cents: 1_500_000,
        medio_pago: 'Efectivo',
        descripcion: 'Semi · Ana López · turno del miércoles 25/11 10:00',
        id_usuario: ids.usuario,
      },
    ]);
  });

  it('follows every change of what was paid: partial, paid in full, lowered, moved, refunded, deleted', async () => {
    const debe = await call('POST', '/api/turnos', turno({ estado: 'Debe' }));
    const { id } = debe.json() as { id: number };
    expect(debe.json()).toMatchObject({ medioPago: null });
    expect(await pagos()).toEqual([]);

    // A deposit by transfer.
    const parcial = await call(
      'PUT',
      `/api/turnos/${id}`,
      turno({ estado: 'Pago parcial', montoAbonado: 5000, medioPago: 'Transferencia' }),
    );
    expect(parcial.json()).toMatchObject({ montoAbonado: 5000, medioPago: 'Transferencia' });
    // The rest by Mercado Pago: the difference up to the price.
    await call('PUT', `/api/turnos/${id}`, turno({ estado: 'Pagado', medioPago: 'Mercado Pago' }));
    // Moved to another time: no money moved, the method shown stays.
    const movido = await call('PUT', `/api/turnos/${id}`, turno({ hora: '11:00' }));
    expect(movido.json()).toMatchObject({ medioPago: 'Mercado Pago' });
    // Attendance marked: nothing either.
    await call('PUT', `/api/turnos/${id}`, turno({ hora: '11:00', asistencia: 'Asistió' }));
    // Lowered to a partial payment of 3000, given back in cash.
    const bajado = await call(
      'PUT',
      `/api/turnos/${id}`,
      turno({ hora: '11:00', estado: 'Pago parcial', montoAbonado: 3000, medioPago: 'Efectivo' }),
    );
    expect(bajado.json()).toMatchObject({ medioPago: 'Efectivo' });
    // Deleted: what it still had paid goes back, by the method it was paid.
    expect((await call('DELETE', `/api/turnos/${id}`)).statusCode).toBe(204);

    expect(await montos()).toEqual([
      [5000, 'Transferencia'],
      [10000, 'Mercado Pago'],
      [-12000, 'Efectivo'],
      [-3000, 'Efectivo'],
    ]);
    // The entries outlive the appointment, with what they were for.
    const left = await pagos();
    expect(left.every((p) => p.id_turno === null && p.id_cliente === ids.cliente)).toBe(true);
    expect(left[3]?.descripcion).toBe('Semi · Ana López · turno del miércoles 25/11 11:00');
  });

  it('records a new price of a paid booking as its difference, and taking the payment away as a refund', async () => {
    const { id } = (await call('POST', '/api/turnos', turno({ medioPago: 'Débito' }))).json() as { id: number };
    await call('PUT', `/api/turnos/${id}`, turno({ costo: 18000, medioPago: 'Crédito' }));
    // Given back without saying how: by the method it was last paid.
    const debe = await call('PUT', `/api/turnos/${id}`, turno({ costo: 18000, estado: 'Debe' }));
    expect(debe.json()).toMatchObject({ medioPago: null });
    expect(await montos()).toEqual([
      [15000, 'Débito'],
      [3000, 'Crédito'],
      [-18000, 'Crédito'],
    ]);
  });

  it('moves a payment recorded by the wrong method to the right one, and nothing else', async () => {
    const { id } = (await call('POST', '/api/turnos', turno())).json() as { id: number };
    // It was a transfer, not cash: the payment leaves cash and enters transfers.
    const corregido = await call('PUT', `/api/turnos/${id}`, turno({ medioPago: 'Transferencia' }));
    expect(corregido.json()).toMatchObject({ medioPago: 'Transferencia' });
    // The same method sent again, or none (the spec's calls): nothing moves.
    await call('PUT', `/api/turnos/${id}`, turno({ medioPago: 'Transferencia' }));
    const sinMedio = await call('PUT', `/api/turnos/${id}`, turno({ hora: '12:00' }));
    expect(sinMedio.json()).toMatchObject({ medioPago: 'Transferencia' });
    expect(await montos()).toEqual([
      [15000, 'Efectivo'],
      [-15000, 'Efectivo'],
      [15000, 'Transferencia'],
    ]);
    // An unpaid booking has no method to correct.
    const debe = (await call('POST', '/api/turnos', turno({ estado: 'Debe', hora: '15:00' }))).json() as { id: number };
    await call('PUT', `/api/turnos/${debe.id}`, turno({ estado: 'Debe', hora: '15:00', medioPago: 'Crédito' }));
    expect(await montos()).toHaveLength(3);
  });

  it('keeps what was paid on a cancelled appointment: cancelling moves no money', async () => {
    const { id } = (
      await call('POST', '/api/turnos', turno({ estado: 'Pago parcial', montoAbonado: 4000 }))
    ).json() as {
      id: number;
    };
    await call(
      'PUT',
      `/api/turnos/${id}`,
      turno({ estado: 'Pago parcial', montoAbonado: 4000, asistencia: 'Canceló' }),
    );
    expect(await montos()).toEqual([[4000, 'Efectivo']]);
  });

  it('refuses an unknown method in Spanish and changes nothing', async () => {
    const res = await call('POST', '/api/turnos', turno({ medioPago: 'Cheque' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: medioPagoMessage });
    expect(await t.testDb.db.selectFrom('turnos').select('id').execute()).toEqual([]);
    expect(await pagos()).toEqual([]);
  });

  it('adds up, for every appointment, to what it has paid', async () => {
    const estados = [
      { estado: 'Pagado', montoAbonado: null },
      { estado: 'Pago parcial', montoAbonado: 2500.5 },
      { estado: 'Debe', montoAbonado: null },
    ];
    const created: number[] = [];
    for (const [i, e] of estados.entries()) {
      const res = await call('POST', '/api/turnos', turno({ ...e, hora: `1${i}:00` }));
      created.push((res.json() as { id: number }).id);
    }
    for (const [i, id] of created.entries()) {
      const next = estados[(i + 1) % estados.length];
      await call('PUT', `/api/turnos/${id}`, turno({ ...next, hora: `1${i}:00`, costo: 16000 }));
    }
    const rows = await t.testDb.db
      .selectFrom('turnos')
      .select(['id', 'estado', 'costo_cents', 'monto_abonado_cents'])
      .execute();
    const entries = await pagos();
    for (const r of rows) {
      const paid = r.estado === 'Pagado' ? Number(r.costo_cents) : Number(r.monto_abonado_cents ?? 0);
      const sum = entries.filter((p) => p.id_turno === r.id).reduce((s, p) => s + p.monto_cents, 0);
      expect(sum, `turno ${r.id} (${r.estado})`).toBe(paid);
    }
  });

  it('gives an expense a method, cash unless told, and refuses an unknown one', async () => {
    const base = { descripcion: 'Insumos', monto: 1200, fecha: '2026-11-23' };
    expect((await call('POST', '/api/gastos', base)).json()).toMatchObject({ medioPago: 'Efectivo' });
    expect((await call('POST', '/api/gastos', { ...base, medioPago: 'Transferencia' })).json()).toMatchObject({
      medioPago: 'Transferencia',
    });
    const bad = await call('POST', '/api/gastos', { ...base, medioPago: 'Trueque' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: medioPagoMessage });
  });
});
