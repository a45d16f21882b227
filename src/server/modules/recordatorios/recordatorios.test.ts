import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import type { Recordatorio } from '#shared/schemas/recordatorio.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

const FECHA = '2026-11-24';
const badDate = 'La fecha no es válida: usá AAAA-MM-DD.';
const badBody = 'Indicá si el recordatorio se envió (enviado: true o false).';

describe.each(testDialects)('/api/recordatorios on %s', (dialect) => {
  let t: TestApp;
  let recepcion: string;
  let tarde: string;
  let ids: { ana: number; bea: number; lucia: number; marta: number; servicio: number };

  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
  const post = async (url: string, payload: object) => {
    const res = await call(recepcion, 'POST', url, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };
  const book = (over: Record<string, unknown> = {}) =>
    post('/api/turnos', {
      idCliente: ids.ana,
      idEmpleado: ids.lucia,
      idServicio: ids.servicio,
      fecha: FECHA,
      hora: '10:00',
      duracion: 60,
      costo: 15000,
      estado: 'Pagado',
      montoAbonado: null,
      ...over,
    });
  const day = async (fecha = FECHA, cookie = recepcion) => {
    const res = await call(cookie, 'GET', `/api/recordatorios?fecha=${fecha}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Recordatorio[];
  };
  const mark = (id: number, enviado: boolean, cookie = recepcion) =>
    call(cookie, 'PUT', `/api/recordatorios/${id}`, { enviado });
  const audits = () =>
    t.testDb.db
      .selectFrom('audit_log')
      .select(['user_id', 'action', 'entity_id', 'before', 'after'])
      .where('entity', '=', 'recordatorios')
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    recepcion = await t.loginAs('recepcion', 'staff');
    tarde = await t.loginAs('tarde', 'staff');
    ids = {
      ana: (await post('/api/clientes', { nombre: 'Ana María', apellido: 'López', telefono: '11 5555-1234' })).id,
      bea: (await post('/api/clientes', { nombre: 'Bea' })).id,
      lucia: (await post('/api/empleados', { nombre: 'Lucía', apellido: 'Paz' })).id,
      marta: (await post('/api/empleados', { nombre: 'Marta', apellido: 'Sosa' })).id,
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
    await t.testDb.db.deleteFrom('audit_log').execute();
  });

  it('answers 401 on every call without a session', async () => {
    for (const [method, url] of [
      ['GET', `/api/recordatorios?fecha=${FECHA}`],
      ['PUT', '/api/recordatorios/1'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : { enviado: true } });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ error: messages.unauthenticated, code: 'sin_sesion' });
    }
  });

  it('lists the day’s appointments but the cancelled ones, by time and employee, with the names a reminder needs', async () => {
    const marta = await book({ idEmpleado: ids.marta, idCliente: ids.bea });
    const lucia = await book();
    const early = await book({ hora: '08:30', duracion: 30 });
    await book({ hora: '12:00', asistencia: 'Canceló' });
    const noVino = await book({ hora: '14:00', asistencia: 'No vino' });
    await book({ fecha: '2026-11-25' });

    const list = await day();
    expect(list.map((r) => r.id)).toEqual([early.id, lucia.id, marta.id, noVino.id]);
    expect(list[1]).toEqual({
      id: lucia.id,
      fecha: FECHA,
      hora: '10:00',
      duracion: 60,
      idCliente: ids.ana,
      clienteNombre: 'Ana María López',
      clientePila: 'Ana María',
      clienteTelefono: '11 5555-1234',
      servicioNombre: 'Semi',
      empleadoNombre: 'Lucía Paz',
      asistencia: 'Pendiente',
      confirmacion: 'Sin respuesta',
      enviado: false,
      enviadoAt: null,
      enviadoPor: null,
      movidoDesdeEnvio: false,
    });
    // A client booked with only a name has no phone: listed, with an empty one.
    expect(list[2]).toMatchObject({ clienteNombre: 'Bea', clientePila: 'Bea', clienteTelefono: '' });
    expect(await day('2026-11-23')).toEqual([]);
  });

  it('marks a reminder sent by the signed-in user, shows the mark to everyone, and takes it away; each change audited', async () => {
    const turno = await book();
    const started = new Date().toISOString();
    const res = await mark(turno.id, true);
    expect(res.statusCode, res.body).toBe(200);
    const marked = res.json() as Recordatorio;
    expect(marked).toMatchObject({ id: turno.id, enviado: true, enviadoPor: 'recepcion', movidoDesdeEnvio: false });
    expect(marked.enviadoAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const at = marked.enviadoAt ?? '';
    expect(at >= started && at <= new Date().toISOString()).toBe(true);
    expect(await day(FECHA, tarde)).toEqual([marked]);

    const unmarked = await mark(turno.id, false);
    expect(unmarked.statusCode).toBe(200);
    expect(unmarked.json()).toMatchObject({ enviado: false, enviadoAt: null, enviadoPor: null });
    expect((await day())[0]).toMatchObject({ enviado: false, enviadoAt: null });

    const userId = (
      await t.testDb.db.selectFrom('users').select('id').where('username', '=', 'recepcion').executeTakeFirstOrThrow()
    ).id;
    const entries = await audits();
    expect(
      entries.map((e) => ({ ...e, before: JSON.parse(e.before ?? ''), after: JSON.parse(e.after ?? '') })),
    ).toEqual([
      {
        user_id: userId,
        action: 'editar',
        entity_id: String(turno.id),
        before: { enviado: false, fecha: null, hora: null },
        after: { enviado: true, fecha: FECHA, hora: '10:00' },
      },
      {
        user_id: userId,
        action: 'editar',
        entity_id: String(turno.id),
        before: { enviado: true, fecha: FECHA, hora: '10:00' },
        after: { enviado: false, fecha: null, hora: null },
      },
    ]);
  });

  it('keeps the first sender and time when a second desk marks it again, and writes nothing', async () => {
    const turno = await book();
    const first = (await mark(turno.id, true)).json() as Recordatorio;
    const again = await mark(turno.id, true, tarde);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect(await audits()).toHaveLength(1);
    // Taking away a mark that is not there changes nothing either.
    await mark(turno.id, false);
    expect((await mark(turno.id, false, tarde)).json()).toMatchObject({ enviado: false });
    expect(await audits()).toHaveLength(2);
  });

  it('keeps one mark, the first desk’s, when two desks mark the same reminder at once', async () => {
    const turno = await book();
    const answers = await Promise.all([mark(turno.id, true), mark(turno.id, true, tarde)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const [a, b] = answers.map((r) => r.json() as Recordatorio);
    expect(a).toEqual(b);
    expect(['recepcion', 'tarde']).toContain(a?.enviadoPor);
    const rows = await t.testDb.db.selectFrom('recordatorios').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(await audits()).toHaveLength(1);
  });

  it('stops counting a mark once the appointment moves to another time or day, and a new mark replaces it', async () => {
    const turno = await book();
    const sent = (await mark(turno.id, true)).json() as Recordatorio;
    const moved = await call(recepcion, 'PUT', `/api/turnos/${turno.id}`, {
      idCliente: ids.ana,
      idEmpleado: ids.lucia,
      idServicio: ids.servicio,
      fecha: FECHA,
      hora: '11:00',
      duracion: 60,
      costo: 15000,
      estado: 'Pagado',
      montoAbonado: null,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await day())[0]).toMatchObject({
      hora: '11:00',
      enviado: false,
      movidoDesdeEnvio: true,
      enviadoAt: sent.enviadoAt,
      enviadoPor: 'recepcion',
    });

    const again = (await mark(turno.id, true, tarde)).json() as Recordatorio;
    expect(again).toMatchObject({ enviado: true, movidoDesdeEnvio: false, enviadoPor: 'tarde' });
    const last = (await audits()).at(-1);
    expect(JSON.parse(last?.before ?? '')).toEqual({ enviado: true, fecha: FECHA, hora: '10:00' });
    expect(JSON.parse(last?.after ?? '')).toEqual({ enviado: true, fecha: FECHA, hora: '11:00' });
  });

  it('deletes the mark with its appointment', async () => {
    const turno = await book();
    const other = await book({ hora: '12:00' });
    await mark(turno.id, true);
    await mark(other.id, true);
    expect((await call(recepcion, 'DELETE', `/api/turnos/${turno.id}`)).statusCode).toBe(204);
    const rows = await t.testDb.db.selectFrom('recordatorios').select('id_turno').execute();
    expect(rows).toEqual([{ id_turno: other.id }]);
    expect((await day()).map((r) => r.id)).toEqual([other.id]);
  });

  it.each([
    ['', badDate],
    ['?fecha=', badDate],
    ['?fecha=2026-02-30', badDate],
    ['?fecha=manana', badDate],
    ['?fecha=24/11/2026', badDate],
  ])('refuses the list for %j with a Spanish 400', async (query, error) => {
    const res = await call(recepcion, 'GET', `/api/recordatorios${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error, code: 'dato_invalido' });
  });

  it.each([[{}], [{ enviado: 'sí' }], [{ enviado: 1 }], [{ enviado: null }], [{ enviadoPor: 'otra' }]])(
    'refuses the body %j with a Spanish 400 and marks nothing',
    async (payload) => {
      const turno = await book();
      const res = await call(recepcion, 'PUT', `/api/recordatorios/${turno.id}`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: badBody, code: 'dato_invalido' });
      expect(await t.testDb.db.selectFrom('recordatorios').selectAll().execute()).toEqual([]);
      expect(await audits()).toEqual([]);
    },
  );

  it('answers 404 for an unknown appointment and 400 for an id that is not one', async () => {
    const res = await mark(999_999, true);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Turno no encontrado.', code: 'turno_no_encontrado' });
    const bad = await call(recepcion, 'PUT', '/api/recordatorios/abc', { enviado: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Identificador inválido.', code: 'dato_invalido' });
    expect(await audits()).toEqual([]);
  });
});
