import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { messages } from '#shared/messages.ts';
import { buildApp } from '#server/app.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

const overlap = '⚠️ Este turno se superpone con otro del mismo empleado.';
const superpuesto = { error: overlap, code: 'turno_superpuesto' };
const FECHA = '2026-11-23';

describe.each(testDialects)('/api/turnos on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let ids: { cliente: number; cliente2: number; empleada: number; empleada2: number; servicio: number };

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
  const post = async <T = Record<string, unknown>>(url: string, payload: object) =>
    (await call('POST', url, payload)).json() as T & { id: number };
  const turno = (over: Record<string, unknown> = {}) => ({
    idCliente: ids.cliente,
    idEmpleado: ids.empleada,
    idServicio: ids.servicio,
    fecha: FECHA,
    hora: '10:00',
    duracion: 60,
    costo: 15000,
    estado: 'Pagado',
    montoAbonado: null,
    ...over,
  });
  const day = async (fecha = FECHA) =>
    (await call('GET', `/api/turnos?fecha=${fecha}`)).json() as Record<string, unknown>[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = await t.loginAs('recepcion', 'staff');
    ids = {
      cliente: (await post('/api/clientes', { nombre: 'Ana', apellido: 'López', telefono: '11 5555-1234' })).id,
      cliente2: (await post('/api/clientes', { nombre: 'Bea', telefono: '11 4444-1234' })).id,
      empleada: (await post('/api/empleados', { nombre: 'Lucía', apellido: 'Paz' })).id,
      empleada2: (await post('/api/empleados', { nombre: 'Marta', apellido: 'Sosa' })).id,
      servicio: (
        await post('/api/servicios-base', {
          categoria: 'Manos',
          descripcion: 'Esmaltado semipermanente',
          nombre: 'Semi',
          precio: 15000,
          duracionSugerida: 60,
        })
      ).id,
    };
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.testDb.db.deleteFrom('turnos').execute();
    await t.testDb.db
      .updateTable('servicios_base')
      .set({ precio_cents: 1_500_000, duracion_sugerida: 60 })
      .where('id', '=', ids.servicio)
      .execute();
  });

  it('answers 401 on every call without a session', async () => {
    for (const [method, url] of [
      ['GET', `/api/turnos?fecha=${FECHA}`],
      ['POST', '/api/turnos'],
      ['PUT', '/api/turnos/1'],
      ['DELETE', '/api/turnos/1'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : turno() });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ error: messages.unauthenticated, code: 'sin_sesion' });
    }
  });

  it('books an appointment and lists the day with the names the agenda shows', async () => {
    const res = await call('POST', '/api/turnos', turno());
    expect(res.statusCode).toBe(201);
    const created = res.json() as { id: number };
    expect(created).toEqual({
      id: expect.any(Number),
      idVisita: created.id,
      ...turno(),
      asistencia: 'Pendiente',
      confirmacion: 'Sin respuesta',
      medioPago: 'Efectivo',
      origen: null,
      clienteNombre: 'Ana López',
      clienteTelefono: '11 5555-1234',
      servicioNombre: 'Semi',
      empleadoNombre: 'Lucía Paz',
      // The warnings it was saved over (a block, the client elsewhere): none.
      avisos: [],
    });
    await call('POST', '/api/turnos', turno({ fecha: '2026-11-24' }));
    expect((await day()).map((x) => x.id)).toEqual([created.id]);
    const range = (await call('GET', '/api/turnos?desde=2026-11-23&hasta=2026-11-30')).json() as unknown[];
    expect(range).toHaveLength(2);
  });

  it('defaults to 30 minutes and Pagado, and stores no amount paid unless the payment is partial', async () => {
    const body = turno({ duracion: undefined, estado: undefined, montoAbonado: 5000 });
    const res = await call('POST', '/api/turnos', body);
    expect(res.json()).toMatchObject({ duracion: 30, estado: 'Pagado', montoAbonado: null });
    const partial = await call(
      'POST',
      '/api/turnos',
      turno({ hora: '12:00', estado: 'Pago parcial', montoAbonado: 4000.5 }),
    );
    expect(partial.json()).toMatchObject({ estado: 'Pago parcial', montoAbonado: 4000.5 });
    const debe = await call('POST', '/api/turnos', turno({ hora: '14:00', estado: 'Debe', montoAbonado: 100 }));
    expect(debe.json()).toMatchObject({ estado: 'Debe', montoAbonado: null });
  });

  it.each([
    [{ fecha: '2026-02-30' }, 'La fecha no es válida: usá AAAA-MM-DD.'],
    [{ hora: '07:30' }, 'La hora debe ser un horario de la agenda: de 08:00 a 19:30, cada 30 minutos.'],
    [{ hora: '10:15' }, 'La hora debe ser un horario de la agenda: de 08:00 a 19:30, cada 30 minutos.'],
    [{ hora: '20:00' }, 'La hora debe ser un horario de la agenda: de 08:00 a 19:30, cada 30 minutos.'],
    [{ duracion: 0 }, 'La duración debe ser mayor a 0 minutos.'],
    [{ duracion: 22.5 }, 'La duración debe ser un número entero de minutos.'],
    [{ costo: -1 }, 'El costo debe ser un número mayor o igual a 0.'],
    [{ estado: 'pagado a medias' }, "El estado debe ser 'Pagado', 'Pago parcial' o 'Debe'."],
    [{ estado: 'Pago parcial', montoAbonado: null }, 'Con pago parcial, indicá el monto abonado.'],
    [{ estado: 'Pago parcial', montoAbonado: 20000 }, 'El monto abonado debe estar entre 0 y el costo.'],
    [{ estado: 'Pago parcial', montoAbonado: -1 }, 'El monto abonado debe estar entre 0 y el costo.'],
    [{ idCliente: undefined }, 'Elegí un cliente.'],
    [{ idServicio: null }, 'Elegí un servicio.'],
    [{ idEmpleado: 0 }, 'Empleado no seleccionado'],
    // Checked against the database: each with its code beside the sentence.
    [{ idCliente: 999_999 }, 'El cliente no existe o fue eliminado.', 'cliente_eliminado'],
    [{ idEmpleado: 999_999 }, 'El empleado no existe o fue eliminado.', 'empleado_eliminado'],
    [{ idServicio: 999_999 }, 'El servicio no existe o fue eliminado.', 'servicio_eliminado'],
    [{ asistencia: 'Ausente' }, "La asistencia debe ser 'Pendiente', 'Asistió', 'No vino' o 'Canceló'."],
    [{ asistencia: null }, "La asistencia debe ser 'Pendiente', 'Asistió', 'No vino' o 'Canceló'."],
  ])('refuses %j with its message', async (over, error, code?: string) => {
    const res = await call('POST', '/api/turnos', turno(over));
    expect(res.statusCode).toBe(400);
    // A schema's refusal is 'dato_invalido'.
    expect(res.json()).toEqual({ error, code: code ?? 'dato_invalido' });
    expect(await day()).toEqual([]);
  });

  it('refuses a booking that overlaps another of the same employee (409), not of another one', async () => {
    await call('POST', '/api/turnos', turno({ hora: '10:00', duracion: 60 }));
    for (const over of [{ hora: '10:30', duracion: 30 }, { hora: '09:30', duracion: 60 }, { hora: '10:00' }]) {
      const res = await call('POST', '/api/turnos', turno(over));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(superpuesto);
    }
    expect((await call('POST', '/api/turnos', turno({ hora: '11:00', duracion: 30 }))).statusCode).toBe(201);
    expect((await call('POST', '/api/turnos', turno({ hora: '09:30', duracion: 30 }))).statusCode).toBe(201);
    expect((await call('POST', '/api/turnos', turno({ idEmpleado: ids.empleada2 }))).statusCode).toBe(201);
    expect(await day()).toHaveLength(4);
  });

  it('edits time and employee, excluding the appointment itself from the overlap check', async () => {
    const a = (await call('POST', '/api/turnos', turno({ hora: '10:00', duracion: 60 }))).json() as { id: number };
    await call('POST', '/api/turnos', turno({ hora: '12:00', duracion: 30 }));
    // Moving within its own time is fine; onto the other booking is not.
    expect((await call('PUT', `/api/turnos/${a.id}`, turno({ hora: '10:30', duracion: 60 }))).statusCode).toBe(200);
    const clash = await call('PUT', `/api/turnos/${a.id}`, turno({ hora: '11:30', duracion: 60 }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual(superpuesto);
    const moved = await call('PUT', `/api/turnos/${a.id}`, turno({ hora: '12:00', idEmpleado: ids.empleada2 }));
    expect(moved.json()).toMatchObject({ hora: '12:00', idEmpleado: ids.empleada2, empleadoNombre: 'Marta Sosa' });
    const missing = await call('PUT', '/api/turnos/999999', turno());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Turno no encontrado.', code: 'turno_no_encontrado' });
  });

  it('records the attendance: Pendiente at first, each value when sent, kept by a change that leaves it out', async () => {
    const a = await post<{ asistencia: string }>('/api/turnos', turno());
    expect(a.asistencia).toBe('Pendiente');
    for (const asistencia of ['Asistió', 'No vino', 'Canceló', 'Pendiente', 'Asistió']) {
      const res = await call('PUT', `/api/turnos/${a.id}`, turno({ asistencia }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ asistencia });
    }
    const kept = await call('PUT', `/api/turnos/${a.id}`, turno({ hora: '11:00' }));
    expect(kept.json()).toMatchObject({ hora: '11:00', asistencia: 'Asistió' });
    expect((await day())[0]).toMatchObject({ asistencia: 'Asistió' });
    const bad = await call('PUT', `/api/turnos/${a.id}`, turno({ asistencia: 'asistió' }));
    expect(bad.statusCode).toBe(400);
    expect((await day())[0]).toMatchObject({ hora: '11:00', asistencia: 'Asistió' });
    const booked = await post<{ asistencia: string }>('/api/turnos', turno({ hora: '15:00', asistencia: 'Asistió' }));
    expect(booked.asistencia).toBe('Asistió');
  });

  it('frees the slot of a cancelled or missed appointment, which stays in the day list', async () => {
    for (const asistencia of ['Canceló', 'No vino']) {
      await t.testDb.db.deleteFrom('turnos').execute();
      const a = await post('/api/turnos', turno({ hora: '10:00', duracion: 60 }));
      expect((await call('POST', '/api/turnos', turno({ hora: '10:30', duracion: 30 }))).statusCode).toBe(409);
      expect((await call('PUT', `/api/turnos/${a.id}`, turno({ asistencia }))).statusCode).toBe(200);
      const b = await call('POST', '/api/turnos', turno({ hora: '10:30', duracion: 30, idCliente: ids.cliente2 }));
      expect(b.statusCode).toBe(201);
      expect((await day()).map((x) => [x.hora, x.asistencia])).toEqual([
        ['10:00', asistencia],
        ['10:30', 'Pendiente'],
      ]);
      // Booked anew over the slot it left, it is no longer in anyone's way, nor in its own.
      expect((await call('PUT', `/api/turnos/${a.id}`, turno({ asistencia, hora: '10:30' }))).statusCode).toBe(200);
      // Brought back while its slot is taken: the overlap rule applies again.
      const back = await call('PUT', `/api/turnos/${a.id}`, turno({ asistencia: 'Pendiente', hora: '10:30' }));
      expect(back.statusCode).toBe(409);
      expect(back.json()).toEqual(superpuesto);
    }
  });

  it('moves an appointment to another day keeping client, service, price and payment, with the overlap rule there', async () => {
    const a = await post('/api/turnos', turno({ estado: 'Pago parcial', montoAbonado: 5000, asistencia: 'Asistió' }));
    await post('/api/turnos', turno({ fecha: '2026-11-25', hora: '10:30', duracion: 30 }));
    const clash = await call(
      'PUT',
      `/api/turnos/${a.id}`,
      turno({ fecha: '2026-11-25', estado: 'Pago parcial', montoAbonado: 5000 }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual(superpuesto);
    const moved = await call(
      'PUT',
      `/api/turnos/${a.id}`,
      turno({ fecha: '2026-11-25', hora: '11:00', estado: 'Pago parcial', montoAbonado: 5000 }),
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      fecha: '2026-11-25',
      hora: '11:00',
      idCliente: ids.cliente,
      idServicio: ids.servicio,
      costo: 15000,
      estado: 'Pago parcial',
      montoAbonado: 5000,
      asistencia: 'Asistió',
    });
    expect(await day()).toEqual([]);
    expect((await day('2026-11-25')).map((x) => x.hora)).toEqual(['10:30', '11:00']);
  });

  it('updates the base service when saved with another duration or price, in the same transaction', async () => {
    await call('POST', '/api/turnos', turno({ duracion: 90, costo: 18000 }));
    const servicio = (await call('GET', '/api/servicios-base')).json() as {
      precio: number;
      duracionSugerida: number;
    }[];
    expect(servicio[0]).toMatchObject({ precio: 18000, duracionSugerida: 90 });
    // A refused booking changes nothing, not even the service.
    const refused = await call('POST', '/api/turnos', turno({ duracion: 30, costo: 1 }));
    expect(refused.statusCode).toBe(409);
    const after = (await call('GET', '/api/servicios-base')).json() as { precio: number; duracionSugerida: number }[];
    expect(after[0]).toMatchObject({ precio: 18000, duracionSugerida: 90 });
  });

  it('on a change, teaches the service only a price, duration or service that changed', async () => {
    const old = (await call('POST', '/api/turnos', turno({ costo: 15000, duracion: 60 }))).json() as { id: number };
    // Prices go up 10 % after the booking was made.
    expect((await call('PUT', '/api/servicios-base/aumentar/10')).statusCode).toBe(200);
    const servicio = async () =>
      ((await call('GET', '/api/servicios-base')).json() as { precio: number; duracionSugerida: number }[])[0];
    expect(await servicio()).toMatchObject({ precio: 16500 });
    // Moving the old booking and marking it paid keeps its own price and leaves the service alone.
    const moved = await call('PUT', `/api/turnos/${old.id}`, turno({ costo: 15000, duracion: 60, hora: '15:00' }));
    expect(moved.statusCode).toBe(200);
    expect(await servicio()).toMatchObject({ precio: 16500, duracionSugerida: 60 });
    // Changing its price does teach the service.
    await call('PUT', `/api/turnos/${old.id}`, turno({ costo: 17000, duracion: 60, hora: '15:00' }));
    expect(await servicio()).toMatchObject({ precio: 17000, duracionSugerida: 60 });
  });

  it('deletes an appointment; a missing one is 404', async () => {
    const a = (await call('POST', '/api/turnos', turno())).json() as { id: number };
    expect((await call('DELETE', `/api/turnos/${a.id}`)).statusCode).toBe(204);
    expect(await day()).toEqual([]);
    expect((await call('DELETE', `/api/turnos/${a.id}`)).statusCode).toBe(404);
  });

  it('keeps showing names of a client archived after the booking, and still lets the booking be edited', async () => {
    const a = (await call('POST', '/api/turnos', turno({ idCliente: ids.cliente2 }))).json() as { id: number };
    await call('DELETE', `/api/clientes/${ids.cliente2}`);
    expect((await day())[0]).toMatchObject({ clienteNombre: 'Bea' });
    expect(
      (await call('PUT', `/api/turnos/${a.id}`, turno({ idCliente: ids.cliente2, hora: '11:00' }))).statusCode,
    ).toBe(200);
    expect((await call('POST', '/api/turnos', turno({ idCliente: ids.cliente2, hora: '15:00' }))).statusCode).toBe(400);
  });

  it('checks the query: a date, or desde and hasta in order, at most a year', async () => {
    expect((await call('GET', '/api/turnos')).json()).toEqual({
      error: 'Indicá una fecha, o desde y hasta.',
      code: 'dato_invalido',
    });
    expect((await call('GET', '/api/turnos?fecha=23/11/2026')).statusCode).toBe(400);
    expect((await call('GET', '/api/turnos?desde=2026-12-01&hasta=2026-11-01')).json()).toEqual({
      error: '"Desde" no puede ser posterior a "hasta".',
      code: 'dato_invalido',
    });
    expect((await call('GET', '/api/turnos?desde=2024-01-01&hasta=2026-01-01')).json()).toEqual({
      error: 'El rango no puede superar un año.',
      code: 'dato_invalido',
    });
  });

  it('gives exactly one of 20 simultaneous requests for the same free slot, across server instances', async () => {
    // Three app instances with their own connections to the same database (on SQLite, one process).
    const extra: FastifyInstance[] = dialect === 'postgres' ? [await buildApp(t.config), await buildApp(t.config)] : [];
    try {
      const apps = [t.app, ...extra];
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (apps[i % apps.length] ?? t.app).inject({
            method: 'POST',
            url: '/api/turnos',
            headers: { cookie },
            payload: turno({ hora: '16:00', duracion: 30 + (i % 3) * 30 }),
          }),
        ),
      );
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      expect(await day()).toHaveLength(1);
    } finally {
      await Promise.all(extra.map((a) => a.close()));
    }
  });

  it('moves exactly one of 10 bookings sent at once from other days onto the same free slot, across server instances', async () => {
    const extra: FastifyInstance[] = dialect === 'postgres' ? [await buildApp(t.config), await buildApp(t.config)] : [];
    try {
      // Ten bookings on ten other days, each with its own client, all moved to 17:00 on FECHA.
      const origen = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          post('/api/turnos', turno({ fecha: `2026-12-${String(i + 1).padStart(2, '0')}`, hora: '17:00' })),
        ),
      );
      const apps = [t.app, ...extra];
      const results = await Promise.all(
        origen.map((o, i) =>
          (apps[i % apps.length] ?? t.app).inject({
            method: 'PUT',
            url: `/api/turnos/${o.id}`,
            headers: { cookie },
            payload: turno({ hora: '17:00' }),
          }),
        ),
      );
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(9);
      expect((await day()).filter((d) => d.hora === '17:00')).toHaveLength(1);
      // The refused ones stayed on their own days.
      const left = await call('GET', '/api/turnos?desde=2026-12-01&hasta=2026-12-10');
      expect((left.json() as unknown[]).length).toBe(9);
    } finally {
      await Promise.all(extra.map((a) => a.close()));
    }
  });

  it('shows every change in the next day list, however it was made (the day is kept in memory)', async () => {
    const first = await call('GET', `/api/turnos?fecha=${FECHA}`);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toEqual([]);
    const a = (await call('POST', '/api/turnos', turno())).json() as { id: number };
    expect((await day()).map((x) => x.id)).toEqual([a.id]);
    await call('PUT', `/api/turnos/${a.id}`, turno({ hora: '11:00' }));
    expect((await day())[0]).toMatchObject({ hora: '11:00' });
    // The names it shows, changed from their own screens.
    await call('PUT', `/api/clientes/${ids.cliente}`, {
      nombre: 'Ana María',
      apellido: 'López',
      telefono: '11 5555-9999',
    });
    await call('PUT', `/api/empleados/${ids.empleada}`, { nombre: 'Lucía', apellido: 'Pérez' });
    await call('PUT', `/api/servicios-base/${ids.servicio}`, {
      categoria: 'Manos',
      descripcion: 'Esmaltado semipermanente',
      nombre: 'Semi XL',
      precio: 15000,
      duracionSugerida: 60,
    });
    expect((await day())[0]).toMatchObject({
      clienteNombre: 'Ana María López',
      clienteTelefono: '11 5555-9999',
      empleadoNombre: 'Lucía Pérez',
      servicioNombre: 'Semi XL',
    });
    // Written outside the API (a script, a migration) through the same handle.
    await t.testDb.db.updateTable('turnos').set({ hora: '12:00' }).where('id', '=', a.id).execute();
    expect((await day())[0]).toMatchObject({ hora: '12:00' });
    await call('DELETE', `/api/turnos/${a.id}`);
    expect(await day()).toEqual([]);
    // Restore the names the other cases expect.
    await call('PUT', `/api/clientes/${ids.cliente}`, { nombre: 'Ana', apellido: 'López', telefono: '11 5555-1234' });
    await call('PUT', `/api/empleados/${ids.empleada}`, { nombre: 'Lucía', apellido: 'Paz' });
    await call('PUT', `/api/servicios-base/${ids.servicio}`, {
      categoria: 'Manos',
      descripcion: 'Esmaltado semipermanente',
      nombre: 'Semi',
      precio: 15000,
      duracionSugerida: 60,
    });
  });

  it('answers many simultaneous reads of one day with the same list', async () => {
    await call('POST', '/api/turnos', turno());
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('GET', `/api/turnos?fecha=${FECHA}`)));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(answers[0]?.json()).toHaveLength(1);
  });
});
