import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import type { Llamado, VolverALlamar } from '#shared/schemas/recordatorio.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

/**
 * The centre is in Buenos Aires (UTC−3): 15:00 UTC is noon there, so the centre's today is
 * 2026-11-24 however the test machine's clock and time zone are set.
 */
const MEDIODIA_24 = Date.parse('2026-11-24T15:00:00Z');
const badId = 'Indicá el turno de la visita (idTurno: un número entero mayor a 0).';
const noEsVisita = 'Ese turno no es una visita ya hecha: solo se marca la llamada después de una visita.';
const sinMarca = {
  error: 'Esa visita no tiene una llamada marcada: no hay nada que deshacer.',
  code: 'llamado_no_marcado',
};
/** The site's public address, as the centre configures it (PUBLIC_URL). */
const PUBLIC_URL = 'https://centro.example';

describe.each(testDialects)('/api/recordatorios/volver-a-llamar on %s', (dialect) => {
  let t: TestApp;
  let now = MEDIODIA_24;
  let recepcion: string;
  let tarde: string;
  let duena: string;
  let ids: { ana: number; bea: number; lucia: number; semi: number; corte: number };

  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
  const post = async (url: string, payload: object) => {
    const res = await call(recepcion, 'POST', url, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };
  /** A booking of the semi-permanent manicure (every 21 days) for Ana, at 10:00 unless told. */
  const book = async (fecha: string, over: Record<string, unknown> = {}) =>
    (
      await post('/api/turnos', {
        idCliente: ids.ana,
        idEmpleado: ids.lucia,
        idServicio: ids.semi,
        fecha,
        hora: '10:00',
        duracion: 60,
        costo: 15000,
        estado: 'Pagado',
        montoAbonado: null,
        ...over,
      })
    ).id;
  const list = async () => {
    const res = await call(recepcion, 'GET', '/api/recordatorios/volver-a-llamar');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as VolverALlamar[];
  };
  const listed = async () => (await list()).map((v) => [v.clienteNombre, v.fecha, v.diasDesde]);
  const marcar = (idTurno: unknown, cookie = recepcion) =>
    call(cookie, 'POST', '/api/recordatorios/volver-a-llamar', { idTurno });
  const desmarcar = (idTurno: unknown, cookie = recepcion) =>
    call(cookie, 'DELETE', `/api/recordatorios/volver-a-llamar/${String(idTurno)}`);
  const llamados = () => t.testDb.db.selectFrom('llamados').selectAll().execute();
  const audits = () =>
    t.testDb.db.selectFrom('audit_log').select(['entity_id', 'after']).where('entity', '=', 'llamados').execute();
  const ajustes = (reservasOnline: boolean) => call(duena, 'PUT', '/api/ajustes', { reservasOnline });

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => now, env: { PUBLIC_URL } });
    recepcion = await t.loginAs('recepcion', 'staff');
    tarde = await t.loginAs('tarde', 'staff');
    duena = await t.loginAs('duena', 'admin');
    const servicio = { categoria: 'Manos', precio: 15000, duracionSugerida: 60 };
    ids = {
      ana: (await post('/api/clientes', { nombre: 'Ana María', apellido: 'López', telefono: '11 5555-1234' })).id,
      bea: (await post('/api/clientes', { nombre: 'Bea' })).id,
      lucia: (await post('/api/empleados', { nombre: 'Lucía', apellido: 'Paz' })).id,
      semi: (
        await post('/api/servicios-base', {
          ...servicio,
          descripcion: 'Esmaltado semipermanente',
          nombre: 'Semi',
          repetirCadaDias: 21,
        })
      ).id,
      corte: (await post('/api/servicios-base', { ...servicio, descripcion: 'Corte' })).id,
    };
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    now = MEDIODIA_24;
    await t.testDb.db.deleteFrom('turnos').execute();
    await t.testDb.db.deleteFrom('audit_log').execute();
  });

  it('answers 401 without a session', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/recordatorios/volver-a-llamar${method === 'DELETE' ? '/1' : ''}`,
        ...(method === 'POST' ? { payload: { idTurno: 1 } } : {}),
      });
      expect(res.statusCode, method).toBe(401);
      expect(res.json()).toEqual({ error: messages.unauthenticated, code: 'sin_sesion' });
    }
  });

  it('lists a client once the service’s days have passed since her last visit, not a day before, by the centre’s today', async () => {
    // 4 Nov + 21 days = 25 Nov: on the 24th it is 20 days, not yet.
    const ana = await book('2026-11-04');
    // 3 Nov + 21 days = 24 Nov: due today.
    const bea = await book('2026-11-03', { idCliente: ids.bea });
    expect(await list()).toEqual([
      {
        idTurno: bea,
        idCliente: ids.bea,
        clienteNombre: 'Bea',
        clientePila: 'Bea',
        clienteTelefono: '',
        idServicio: ids.semi,
        servicioNombre: 'Semi',
        fecha: '2026-11-03',
        repetirCadaDias: 21,
        diasDesde: 21,
        // Online booking is off.
        reservaPath: null,
        reservarUrl: null,
      },
    ]);
    // 23:30 of the 24th in Buenos Aires is already the 25th in UTC: still the 24th for the centre.
    now = Date.parse('2026-11-25T02:30:00Z');
    expect(await listed()).toEqual([['Bea', '2026-11-03', 21]]);
    // 00:30 of the 25th there: Ana is due too. Bea, a day later than due, comes first.
    now = Date.parse('2026-11-25T03:30:00Z');
    expect(await listed()).toEqual([
      ['Bea', '2026-11-03', 22],
      ['Ana María López', '2026-11-04', 21],
    ]);
    expect((await list())[1]).toMatchObject({
      idTurno: ana,
      clientePila: 'Ana María',
      clienteTelefono: '11 5555-1234',
    });
  });

  it('leaves out a client with anything booked from today on, unless she cancelled it', async () => {
    await book('2026-10-01');
    // Later today, not come yet: booked ahead.
    const hoy = await book('2026-11-24', { hora: '18:00' });
    expect(await list()).toEqual([]);
    const cambio = await call(recepcion, 'PUT', `/api/turnos/${hoy}`, {
      idCliente: ids.ana,
      idEmpleado: ids.lucia,
      idServicio: ids.corte,
      fecha: '2026-11-24',
      hora: '18:00',
      duracion: 30,
      costo: 5000,
      estado: 'Pagado',
      montoAbonado: null,
      asistencia: 'Canceló',
    });
    expect(cambio.statusCode, cambio.body).toBe(200);
    // 1 Oct to 24 Nov: 30 days to 31 Oct, and 24 more.
    expect(await listed()).toEqual([['Ana María López', '2026-10-01', 54]]);
    // Another service booked next month also counts as booked ahead.
    await book('2026-12-10', { idServicio: ids.corte });
    expect(await list()).toEqual([]);
  });

  it('counts only visits: not after cancelled or missed bookings alone, and not the last one if she missed it', async () => {
    await book('2026-10-01', { asistencia: 'Canceló' });
    await book('2026-10-08', { asistencia: 'No vino' });
    expect(await list()).toEqual([]);
    // Bea came on 1 Oct and cancelled on 20 Nov: her last visit is still 1 Oct.
    const vino = await book('2026-10-01', { idCliente: ids.bea, hora: '12:00', asistencia: 'Asistió' });
    await book('2026-11-20', { idCliente: ids.bea, asistencia: 'Canceló' });
    expect(await list()).toEqual([expect.objectContaining({ idTurno: vino, clienteNombre: 'Bea', diasDesde: 54 })]);
  });

  it('hides a client once her call is marked for that visit, and lists her again after a later visit', async () => {
    const primera = await book('2026-10-01');
    expect((await list()).map((v) => v.idTurno)).toEqual([primera]);

    const res = await marcar(primera);
    expect(res.statusCode, res.body).toBe(200);
    const llamado = res.json() as Llamado;
    expect(llamado).toEqual({ idTurno: primera, llamadoAt: '2026-11-24T15:00:00.000Z', llamadoPor: 'recepcion' });
    expect(await list()).toEqual([]);
    // A second desk marking it again keeps the first call and writes nothing.
    now += 60_000;
    const again = await marcar(primera, tarde);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(llamado);
    expect(await llamados()).toHaveLength(1);
    expect(await audits()).toEqual([
      {
        entity_id: String(primera),
        after: JSON.stringify({ clienteNombre: 'Ana María López', servicioNombre: 'Semi', fecha: '2026-10-01' }),
      },
    ]);

    // She came again on 2 Nov: 22 days ago, past the 21, so she is due for that visit.
    const segunda = await book('2026-11-02');
    expect(await list()).toEqual([expect.objectContaining({ idTurno: segunda, fecha: '2026-11-02', diasDesde: 22 })]);
  });

  it('starts counting again from a newer visit to the same service', async () => {
    await book('2026-10-01');
    // 10 Nov: 14 days ago, under 21.
    await book('2026-11-10');
    expect(await list()).toEqual([]);
  });

  it('never lists a service that does not say how often it is repeated, until it does', async () => {
    await book('2025-01-06', { idServicio: ids.corte });
    expect(await list()).toEqual([]);
    const corte = { categoria: 'Manos', descripcion: 'Corte', precio: 15000, duracionSugerida: 60 };
    const put = (repetirCadaDias: number | null) =>
      call(recepcion, 'PUT', `/api/servicios-base/${ids.corte}`, { ...corte, repetirCadaDias });
    expect((await put(30)).json()).toMatchObject({ repetirCadaDias: 30 });
    expect(await list()).toEqual([expect.objectContaining({ servicioNombre: 'Corte', repetirCadaDias: 30 })]);
    expect((await put(null)).json()).toMatchObject({ repetirCadaDias: null });
    expect(await list()).toEqual([]);
  });

  it('links to online booking with the service chosen while booking is on, and without it for a service not offered online', async () => {
    await book('2026-10-01');
    await book('2026-10-01', { idCliente: ids.bea, hora: '12:00' });
    expect((await ajustes(true)).statusCode).toBe(200);
    try {
      // At the configured public address, whatever address the desk reached the panel at (a LAN
      // one here), with the service as /reservar reads it (`?servicio=`: its second step).
      const lan = await t.app.inject({
        url: '/api/recordatorios/volver-a-llamar',
        headers: { cookie: recepcion, host: '192.168.0.10:3000' },
      });
      expect(lan.statusCode, lan.body).toBe(200);
      expect((lan.json() as VolverALlamar[]).map((v) => [v.reservaPath, v.reservarUrl])).toEqual([
        [`/reservar?servicio=${ids.semi}`, `${PUBLIC_URL}/reservar?servicio=${ids.semi}`],
        [`/reservar?servicio=${ids.semi}`, `${PUBLIC_URL}/reservar?servicio=${ids.semi}`],
      ]);
      const semi = {
        categoria: 'Manos',
        descripcion: 'Esmaltado semipermanente',
        nombre: 'Semi',
        precio: 15000,
        duracionSugerida: 60,
      };
      const off = await call(recepcion, 'PUT', `/api/servicios-base/${ids.semi}`, { ...semi, reservableOnline: false });
      // The service's days are kept by an edit that leaves them out.
      expect(off.json()).toMatchObject({ reservableOnline: false, repetirCadaDias: 21 });
      // Not offered online: no page to book it on herself, only the chat.
      expect((await list()).map((v) => [v.reservaPath, v.reservarUrl])).toEqual([
        ['/reservar', null],
        ['/reservar', null],
      ]);
      await call(recepcion, 'PUT', `/api/servicios-base/${ids.semi}`, { ...semi, reservableOnline: true });
    } finally {
      await ajustes(false);
    }
    expect((await list()).map((v) => v.reservarUrl)).toEqual([null, null]);
  });

  it('without a public address configured, links at the address the request came to, as the client’s links', async () => {
    const sinPublica = await createTestApp(dialect, { now: () => now });
    try {
      const admin = await sinPublica.loginAs('duena', 'admin');
      const crear = async (url: string, payload: object) => {
        const res = await sinPublica.app.inject({ method: 'POST', url, headers: { cookie: admin }, payload });
        expect(res.statusCode, res.body).toBe(201);
        return (res.json() as { id: number }).id;
      };
      const idServicio = await crear('/api/servicios-base', {
        categoria: 'Manos',
        descripcion: 'Semi',
        precio: 15000,
        duracionSugerida: 60,
        repetirCadaDias: 21,
      });
      await crear('/api/turnos', {
        idCliente: await crear('/api/clientes', { nombre: 'Ana' }),
        idEmpleado: await crear('/api/empleados', { nombre: 'Lucía', apellido: 'Paz' }),
        idServicio,
        fecha: '2026-10-01',
        hora: '10:00',
        duracion: 60,
        costo: 15000,
        estado: 'Pagado',
        montoAbonado: null,
      });
      await sinPublica.app.inject({
        method: 'PUT',
        url: '/api/ajustes',
        headers: { cookie: admin },
        payload: { reservasOnline: true },
      });
      const res = await sinPublica.app.inject({
        url: '/api/recordatorios/volver-a-llamar',
        headers: { cookie: admin, host: 'centro.local:3000' },
      });
      expect((res.json() as VolverALlamar[]).map((v) => v.reservarUrl)).toEqual([
        `http://centro.local:3000/reservar?servicio=${idServicio}`,
      ]);
    } finally {
      await sinPublica.close();
    }
  });

  it('takes a marked call back (Deshacer): the client is listed again, and the log says who and what', async () => {
    const visita = await book('2026-10-01');
    expect((await marcar(visita)).statusCode).toBe(200);
    expect(await list()).toEqual([]);

    now += 60_000;
    const res = await desmarcar(visita, tarde);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect(await llamados()).toEqual([]);
    expect((await list()).map((v) => v.idTurno)).toEqual([visita]);

    const log = await t.testDb.db
      .selectFrom('audit_log as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(['a.action', 'a.entity_id', 'u.username', 'a.before', 'a.after'])
      .where('a.entity', '=', 'llamados')
      .orderBy('a.id')
      .execute();
    expect(log).toEqual([
      expect.objectContaining({ action: 'crear', entity_id: String(visita), username: 'recepcion' }),
      {
        action: 'eliminar',
        entity_id: String(visita),
        username: 'tarde',
        // The visit as the list showed it, and the call as it was.
        before: JSON.stringify({
          clienteNombre: 'Ana María López',
          servicioNombre: 'Semi',
          fecha: '2026-10-01',
          marcada: '2026-11-24T15:00:00.000Z',
          marcadaPor: 'recepcion',
        }),
        after: null,
      },
    ]);

    // It can be marked again afterwards, by whoever calls her.
    const otra = await marcar(visita, tarde);
    expect(otra.json()).toEqual({ idTurno: visita, llamadoAt: '2026-11-24T15:01:00.000Z', llamadoPor: 'tarde' });
  });

  it('refuses to take back a call that is not marked (twice, never marked, no such booking) or a bad id, and writes nothing', async () => {
    const visita = await book('2026-10-01');
    const sinMarcar = await book('2026-10-02', { idCliente: ids.bea });
    expect((await marcar(visita)).statusCode).toBe(200);
    expect((await desmarcar(visita)).statusCode).toBe(204);
    await t.testDb.db.deleteFrom('audit_log').execute();
    for (const id of [visita, sinMarcar, 999_999]) {
      const res = await desmarcar(id);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual(sinMarca);
    }
    for (const id of ['0', '-3', '1.5', 'abc', '01', '2147483648']) {
      const res = await desmarcar(id);
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toEqual({ error: badId, code: 'dato_invalido' });
    }
    expect(await llamados()).toEqual([]);
    expect(await audits()).toEqual([]);
  });

  it('takes back one desk’s call once when two desks undo it at the same moment', async () => {
    const visita = await book('2026-10-01');
    expect((await marcar(visita)).statusCode).toBe(200);
    const [a, b] = await Promise.all([desmarcar(visita), desmarcar(visita, tarde)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([204, 404]);
    expect(await llamados()).toEqual([]);
    expect(await audits()).toHaveLength(2);
  });

  it('refuses to mark a booking that is not a visit, an unknown one, or a body without a visit, and writes nothing', async () => {
    const futuro = await book('2026-11-24', { hora: '18:00' });
    const cancelado = await book('2026-10-01', { asistencia: 'Canceló' });
    for (const id of [futuro, cancelado]) {
      const res = await marcar(id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: noEsVisita, code: 'turno_no_es_visita' });
    }
    const unknown = await marcar(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Turno no encontrado.', code: 'turno_no_encontrado' });
    for (const idTurno of [undefined, '1', 0, -3, 1.5, null, 2_147_483_648]) {
      const res = await marcar(idTurno);
      expect(res.statusCode, JSON.stringify(idTurno)).toBe(400);
      expect(res.json()).toEqual({ error: badId, code: 'dato_invalido' });
    }
    expect(await llamados()).toEqual([]);
    expect(await audits()).toEqual([]);
  });

  it('forgets the call with its visit', async () => {
    const visita = await book('2026-10-01');
    expect((await marcar(visita)).statusCode).toBe(200);
    expect((await call(recepcion, 'DELETE', `/api/turnos/${visita}`)).statusCode).toBe(204);
    expect(await llamados()).toEqual([]);
  });
});
