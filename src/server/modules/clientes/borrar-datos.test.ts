import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fichaCodes, fichaMessages, type Ficha, type TurnosPorVenir } from '#shared/schemas/cliente.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';
import { CLIENTE_BORRADO } from './ficha.ts';

/** 13:00 UTC on 2026-11-24 is 10:00 in Buenos Aires: 09:30 that day is past, 10:30 still to come. */
const NOW = Date.parse('2026-11-24T13:00:00Z');

/**
 * Erasing a client who still has bookings ahead: the desk is told how many and the first, and
 * chooses to cancel them (their slots free again) or to keep them, anonymous, in the agenda.
 * The erasure never goes ahead without that choice while there are any.
 */
describe.each(testDialects)('erasing a client with bookings ahead, on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let empleado: number;
  let servicio: number;

  const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
  const ok = async <T>(cookie: string, method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await call(cookie, method, url, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as T;
  };

  /** A client with a booking past, one earlier today, two ahead and one ahead already cancelled. */
  async function clienteConTurnos(nombre: string, idEmpleado = empleado): Promise<number> {
    const id = (await ok<{ id: number }>(admin, 'POST', '/api/clientes', { nombre, telefono: '11 5555-1234' })).id;
    const turnos: [fecha: string, hora: string, asistencia: string][] = [
      ['2026-11-20', '10:00', 'Pendiente'],
      ['2026-11-24', '09:30', 'Pendiente'],
      ['2026-11-24', '10:30', 'Pendiente'],
      ['2026-12-01', '15:00', 'Pendiente'],
      ['2026-12-05', '11:00', 'Canceló'],
    ];
    for (const [fecha, hora, asistencia] of turnos) {
      await t.testDb.db
        .insertInto('turnos')
        .values({
          id_cliente: id,
          id_empleado: idEmpleado,
          id_servicio: servicio,
          fecha,
          hora,
          duracion: 30,
          costo_cents: 100000,
          estado: 'Debe',
          monto_abonado_cents: null,
          asistencia,
          medio_pago: null,
          created_at: new Date(NOW).toISOString(),
          updated_at: new Date(NOW).toISOString(),
        })
        .execute();
    }
    return id;
  }

  const asistencias = async (id: number) =>
    Object.fromEntries(
      (
        await t.testDb.db
          .selectFrom('turnos')
          .select(['fecha', 'hora', 'asistencia'])
          .where('id_cliente', '=', id)
          .orderBy('fecha')
          .orderBy('hora')
          .execute()
      ).map((r) => [`${r.fecha} ${r.hora}`, r.asistencia]),
    );

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => NOW });
    admin = await t.loginAs('duena');
    staff = await t.loginAs('recepcion', 'staff');
    empleado = (await ok<{ id: number }>(admin, 'POST', '/api/empleados', { nombre: 'Lucía', apellido: 'Paz' })).id;
    servicio = (
      await ok<{ id: number }>(admin, 'POST', '/api/servicios-base', {
        categoria: 'Manos',
        descripcion: 'Esmaltado',
        precio: 1000,
        duracionSugerida: 30,
      })
    ).id;
  });
  afterAll(async () => t.close());

  it('tells how many bookings are ahead and the first, and refuses the erasure without a choice', async () => {
    const id = await clienteConTurnos('Marisa');
    const esperado: TurnosPorVenir = { cantidad: 2, primero: { fecha: '2026-11-24', hora: '10:30' } };
    expect(await ok<TurnosPorVenir>(staff, 'GET', `/api/clientes/${id}/turnos-por-venir`)).toEqual(esperado);

    for (const payload of [undefined, {}]) {
      const res = await call(admin, 'POST', `/api/clientes/${id}/borrar-datos`, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: fichaMessages.turnosPorVenir, code: fichaCodes.turnosPorVenir, ...esperado });
    }
    // Nothing was erased.
    expect((await ok<Ficha>(admin, 'GET', `/api/clientes/${id}/ficha`)).cliente.nombre).toBe('Marisa');

    const mala = await call(admin, 'POST', `/api/clientes/${id}/borrar-datos`, { turnosPorVenir: 'borrar' });
    expect(mala.statusCode).toBe(400);
    expect(mala.json()).toMatchObject({ error: fichaMessages.turnosPorVenirEleccion });
    expect(
      (await call(staff, 'POST', `/api/clientes/${id}/borrar-datos`, { turnosPorVenir: 'cancelar' })).statusCode,
    ).toBe(403);
  });

  it('cancels the bookings ahead when asked, freeing their slots, and leaves the past as it was', async () => {
    // An employee of her own, so the slot she frees is free of everyone's.
    const suya = (await ok<{ id: number }>(admin, 'POST', '/api/empleados', { nombre: 'Sol', apellido: 'Gil' })).id;
    const id = await clienteConTurnos('Paula', suya);
    const res = await ok<Ficha['cliente']>(admin, 'POST', `/api/clientes/${id}/borrar-datos`, {
      turnosPorVenir: 'cancelar',
    });
    expect(res).toMatchObject({ nombre: CLIENTE_BORRADO, datosBorrados: true });
    expect(await asistencias(id)).toEqual({
      '2026-11-20 10:00': 'Pendiente',
      '2026-11-24 09:30': 'Pendiente',
      '2026-11-24 10:30': 'Canceló',
      '2026-12-01 15:00': 'Canceló',
      '2026-12-05 11:00': 'Canceló',
    });
    expect(await ok<TurnosPorVenir>(admin, 'GET', `/api/clientes/${id}/turnos-por-venir`)).toEqual({
      cantidad: 0,
      primero: null,
    });
    // The freed slot takes another booking.
    const otra = (await ok<{ id: number }>(admin, 'POST', '/api/clientes', { nombre: 'Otra' })).id;
    const turno = await call(admin, 'POST', '/api/turnos', {
      idCliente: otra,
      idEmpleado: suya,
      idServicio: servicio,
      fecha: '2026-12-01',
      hora: '15:00',
      duracion: 30,
      costo: 1000,
      estado: 'Debe',
    });
    expect(turno.statusCode, turno.body).toBe(201);
    const [registro] = await t.testDb.db
      .selectFrom('audit_log')
      .select(['entity_id', 'after'])
      .where('action', '=', 'borrar-datos')
      .where('entity_id', '=', String(id))
      .execute();
    expect(JSON.parse(registro?.after ?? 'null')).toEqual({ turnosCancelados: 2 });
    // Each cancelled booking has its entry, as an attendance change in the agenda has, and it no
    // longer names her.
    const cancelados = await t.testDb.db
      .selectFrom('audit_log')
      .select('after')
      .where('entity', '=', 'turnos')
      .where('action', '=', 'editar')
      .where('after', 'like', `%"idCliente":${id},%`)
      .execute();
    const despues = cancelados.map((e) => JSON.parse(e.after ?? '{}') as { asistencia: string; clienteNombre: string });
    expect(despues.filter((e) => e.asistencia === 'Canceló')).toHaveLength(2);
    expect(despues.every((e) => e.clienteNombre === CLIENTE_BORRADO)).toBe(true);
  });

  it('keeps the bookings ahead, anonymous, when asked to', async () => {
    const id = await clienteConTurnos('Julia');
    await ok(admin, 'POST', `/api/clientes/${id}/borrar-datos`, { turnosPorVenir: 'conservar' });
    expect(Object.values(await asistencias(id))).toEqual([
      'Pendiente',
      'Pendiente',
      'Pendiente',
      'Pendiente',
      'Canceló',
    ]);
    const dia = await ok<{ idCliente: number; clienteNombre: string }[]>(admin, 'GET', '/api/turnos?fecha=2026-12-01');
    expect(dia.filter((x) => x.idCliente === id).map((x) => x.clienteNombre)).toEqual([CLIENTE_BORRADO]);
  });

  it('erases as before, with no choice asked, a client with nothing ahead', async () => {
    const id = (await ok<{ id: number }>(admin, 'POST', '/api/clientes', { nombre: 'Sin turnos' })).id;
    expect(await ok<TurnosPorVenir>(admin, 'GET', `/api/clientes/${id}/turnos-por-venir`)).toEqual({
      cantidad: 0,
      primero: null,
    });
    expect(await ok(admin, 'POST', `/api/clientes/${id}/borrar-datos`)).toMatchObject({ datosBorrados: true });
    expect((await call(admin, 'GET', '/api/clientes/999999/turnos-por-venir')).statusCode).toBe(404);
  });

  it('takes her name out of her tickets’ audit entries, and leaves their amounts', async () => {
    const id = (await ok<{ id: number }>(admin, 'POST', '/api/clientes', { nombre: 'Rita', apellido: 'Secreta' })).id;
    const crema = (
      await ok<{ id: number }>(admin, 'POST', '/api/productos', { nombre: 'Crema', precio: 3500, stock: 5 })
    ).id;
    const venta = await ok<{ id: number }>(admin, 'POST', '/api/ventas', {
      idCliente: id,
      fecha: '2026-11-24',
      lineas: [{ tipo: 'producto', idProducto: crema }],
      pagos: [{ medioPago: 'Efectivo', monto: 3500 }],
    });
    const entradas = () =>
      t.testDb.db
        .selectFrom('audit_log')
        .select(['before', 'after'])
        .where('entity', '=', 'ventas')
        .where('entity_id', '=', String(venta.id))
        .execute();
    expect(JSON.stringify(await entradas())).toContain('Rita Secreta');
    await ok(admin, 'POST', `/api/clientes/${id}/borrar-datos`);
    const despues = await entradas();
    expect(JSON.stringify(despues)).not.toContain('Secreta');
    expect(JSON.parse(despues[0]?.after ?? '{}')).toMatchObject({
      cliente: { id, nombre: CLIENTE_BORRADO },
      total: 3500,
      pagado: 3500,
    });
  });
});
