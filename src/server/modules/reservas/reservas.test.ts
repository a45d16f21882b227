import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { reservaCodes } from '#shared/domain/reserva-messages.ts';
import { reservaMessages } from '#shared/schemas/reserva.ts';
import { turnoMessages } from '#shared/schemas/turno.ts';
import { buildApp } from '#server/app.ts';
import { conDesafio } from '#server/testing/desafio.ts';
import { creador, vaciarCentro } from '#server/testing/reservas.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

/** Monday 23 November 2026, 10:00 in Buenos Aires (UTC−3). */
const LUNES_10 = Date.parse('2026-11-23T13:00:00Z');

describe.each(testDialects)('online booking, /api/reservas, on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let now = LUNES_10;
  let lucia: number;
  let marta: number;
  let sinHorario: number;
  let masajes: number;
  let soloLocal: number;

  let desafios = 0;
  /** A solved challenge, asked for from addresses of their own so its limit is not what these tests meet. */
  const desafio = async (app: FastifyInstance = t.app) => {
    desafios += 1;
    const res = await app.inject({
      method: 'GET',
      url: '/api/reservas/desafio',
      remoteAddress: `10.99.${String(Math.floor(desafios / 200))}.${String(desafios % 200)}`,
    });
    return res.statusCode === 200 ? res.json() : undefined;
  };
  /** A booking gets its proof of work solved unless the test sends its own `desafio` (or none, with `desafio: undefined`). */
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie?: string) => {
    const body =
      method === 'POST' && url === '/api/reservas' && payload !== undefined && !('desafio' in payload)
        ? await conDesafio(desafio, payload).catch(() => payload)
        : payload;
    return t.app.inject({
      method,
      url,
      headers: cookie === undefined ? {} : { cookie },
      ...(body === undefined ? {} : { payload: body }),
    });
  };
  const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => call(method, url, payload, admin);
  const libres = async (fecha: string, extra = '') =>
    (
      (await call('GET', `/api/reservas/disponibilidad?idServicio=${masajes}&fecha=${fecha}${extra}`)).json() as {
        hora: string;
        profesionales: { nombre: string }[];
      }[]
    ).map((l) => `${l.hora} ${l.profesionales.map((p) => p.nombre).join('+')}`);
  const reserva = (extra: object = {}) => ({
    idServicio: masajes,
    fecha: '2026-11-24',
    hora: '14:00',
    nombre: 'Rocío Gómez',
    telefono: '11 2345-6789',
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => now });
    admin = await t.loginAs('duena', 'admin');
  });
  afterAll(async () => t.close());

  beforeEach(async () => {
    now = LUNES_10;
    await vaciarCentro(t.testDb.db);
    const post = creador(t, admin);
    lucia = await post('/api/empleados', {
      nombre: 'Lucía Inés',
      apellido: 'Paz',
      horarios: [
        { dia: 1, desde: '09:00', hasta: '13:00' },
        { dia: 2, desde: '14:00', hasta: '16:00' },
      ],
      ausencias: [{ desde: '2026-11-30', hasta: '2026-11-30', motivo: 'Trámite' }],
    });
    marta = await post('/api/empleados', {
      nombre: 'Marta',
      apellido: 'Ríos',
      telefono: '11 5555-0000',
      horarios: [{ dia: 1, desde: '12:00', hasta: '14:00' }],
    });
    sinHorario = await post('/api/empleados', { nombre: 'Nadia', apellido: 'Sosa' });
    masajes = await post('/api/servicios-base', {
      categoria: 'Cuerpo',
      descripcion: 'Masaje descontracturante',
      nombre: 'Masaje',
      precio: 18000,
      duracionSugerida: 60,
    });
    soloLocal = await post('/api/servicios-base', {
      categoria: 'Cuerpo',
      descripcion: 'Evaluación',
      precio: 0,
      duracionSugerida: 30,
      reservableOnline: false,
    });
    // 23/11/2026 (Soberanía Nacional, moved from Friday 20), 7/12 (a bridge day) and 8/12 are
    // national holidays: the centre of these tests opens on them (feriados/feriados.test.ts
    // keeps a holiday closed).
    expect(
      (
        await asAdmin('PUT', '/api/ajustes', {
          reservasOnline: true,
          feriadosAbiertos: ['2026-11-23', '2026-12-07', '2026-12-08'],
        })
      ).statusCode,
    ).toBe(200);
  });

  it('answers 404 on every route while the owner has online booking off', async () => {
    await asAdmin('PUT', '/api/ajustes', { reservasOnline: false });
    for (const [method, url] of [
      ['GET', '/api/reservas/servicios'],
      ['GET', '/api/reservas/profesionales'],
      ['GET', `/api/reservas/disponibilidad?idServicio=${masajes}&fecha=2026-11-24`],
      ['GET', `/api/reservas/dias?idServicio=${masajes}`],
      ['GET', '/api/reservas/desafio'],
      ['POST', '/api/reservas'],
      ['GET', `/api/reservas/cancelar/${'a'.repeat(43)}`],
      ['POST', `/api/reservas/cancelar/${'a'.repeat(43)}`],
    ] as const) {
      const res = await call(method, url, method === 'POST' ? reserva() : undefined);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: messages.notFound, code: 'no_encontrado' });
    }
    expect(await t.testDb.db.selectFrom('turnos').selectAll().execute()).toEqual([]);
    // Only whether it is on is said (and whether the day's ceiling is reached, tope-diario.test.ts).
    expect((await call('GET', '/api/reservas/estado')).json()).toEqual({ reservasOnline: false, topeAlcanzado: false });
    await asAdmin('PUT', '/api/ajustes', { reservasOnline: true });
    expect((await call('GET', '/api/reservas/estado')).json()).toEqual({ reservasOnline: true, topeAlcanzado: false });
  });

  it('offers the bookable services and the employees with hours, by first name only', async () => {
    expect((await call('GET', '/api/reservas/servicios')).json()).toEqual([
      {
        id: masajes,
        categoria: 'Cuerpo',
        nombre: 'Masaje',
        descripcion: 'Masaje descontracturante',
        precio: 18000,
        duracion: 60,
      },
    ]);
    const equipo = (await call('GET', '/api/reservas/profesionales')).json() as { id: number; nombre: string }[];
    expect(equipo).toEqual([
      { id: lucia, nombre: 'Lucía' },
      { id: marta, nombre: 'Marta' },
    ]);
    expect(equipo.map((e) => e.id)).not.toContain(sinHorario);
  });

  describe('free times', () => {
    it('come from the hours, the minimum notice and the service duration', async () => {
      // Today 10:00 with 2 h of notice: from 12:00. Lucía until 13:00, Marta 12:00–14:00; an hour each.
      expect(await libres('2026-11-23')).toEqual(['12:00 Lucía+Marta', '12:30 Marta', '13:00 Marta']);
      expect(await libres('2026-11-23', `&idEmpleado=${lucia}`)).toEqual(['12:00 Lucía']);
      expect(await libres('2026-11-24')).toEqual(['14:00 Lucía', '14:30 Lucía', '15:00 Lucía']);
      // Sunday: nobody works.
      expect(await libres('2026-11-29')).toEqual([]);
      await asAdmin('PUT', '/api/ajustes', { anticipacionMinimaHoras: 0 });
      expect((await libres('2026-11-23'))[0]).toBe('10:00 Lucía');
    });

    it('leave out a day off, and the days before today or past the horizon', async () => {
      expect(await libres('2026-11-30')).toEqual(['12:00 Marta', '12:30 Marta', '13:00 Marta']);
      expect(await libres('2026-11-16')).toEqual([]);
      // 60 days ahead: 2027-01-22 is the last day (Monday 2027-01-18 is inside: 09:00–12:00, 12:30, 13:00).
      expect(await libres('2027-01-18')).toHaveLength(9);
      expect(await libres('2027-01-25')).toEqual([]);
      await asAdmin('PUT', '/api/ajustes', { horizonteDias: 7 });
      expect(await libres('2026-11-30')).toHaveLength(3);
      expect(await libres('2026-12-07')).toEqual([]);
    });

    it("leave out the agenda's bookings; a cancelled or missed one frees its slot", async () => {
      const cliente = ((await asAdmin('POST', '/api/clientes', { nombre: 'Ana' })).json() as { id: number }).id;
      const enLaAgenda = {
        idCliente: cliente,
        idEmpleado: marta,
        idServicio: masajes,
        fecha: '2026-11-23',
        hora: '12:30',
        duracion: 60,
        costo: 18000,
        estado: 'Debe',
        montoAbonado: null,
      };
      const res = await asAdmin('POST', '/api/turnos', enLaAgenda);
      expect(res.statusCode).toBe(201);
      const { id } = res.json() as { id: number };
      // Marta is busy 12:30–13:30: no hour of hers is left.
      expect(await libres('2026-11-23')).toEqual(['12:00 Lucía']);
      for (const asistencia of ['Canceló', 'No vino']) {
        await asAdmin('PUT', `/api/turnos/${id}`, { ...enLaAgenda, asistencia });
        expect(await libres('2026-11-23'), asistencia).toEqual(['12:00 Lucía+Marta', '12:30 Marta', '13:00 Marta']);
      }
    });

    it('list the days to the horizon, those without a free time marked', async () => {
      await asAdmin('PUT', '/api/ajustes', { horizonteDias: 7 });
      const dias = (await call('GET', `/api/reservas/dias?idServicio=${masajes}`)).json() as {
        fecha: string;
        libre: boolean;
      }[];
      expect(dias.map((d) => `${d.fecha.slice(8)}${d.libre ? '' : '-'}`)).toEqual([
        '23',
        '24',
        '25-',
        '26-',
        '27-',
        '28-',
        '29-',
        '30',
      ]);
      const deLucia = (await call('GET', `/api/reservas/dias?idServicio=${masajes}&idEmpleado=${lucia}`)).json() as {
        libre: boolean;
      }[];
      // Her Monday the 30th is a day off.
      expect(deLucia.map((d) => d.libre)).toEqual([true, true, false, false, false, false, false, false]);
    });

    it('refuse a service not bookable online, an employee without hours, and bad input, in Spanish', async () => {
      const noOnline = await call('GET', `/api/reservas/disponibilidad?idServicio=${soloLocal}&fecha=2026-11-24`);
      expect(noOnline.statusCode).toBe(404);
      expect(noOnline.json()).toEqual({
        error: reservaMessages.servicioNoReservable,
        code: 'servicio_no_reservable',
      });
      const nadia = await call(
        'GET',
        `/api/reservas/disponibilidad?idServicio=${masajes}&fecha=2026-11-24&idEmpleado=${sinHorario}`,
      );
      expect(nadia.statusCode).toBe(404);
      expect(nadia.json()).toEqual({ error: 'Esa profesional no toma turnos online.', code: 'profesional_no_online' });
      for (const [query, error] of [
        [`idServicio=${masajes}&fecha=2026-02-30`, reservaMessages.fecha],
        [`idServicio=abc&fecha=2026-11-24`, reservaMessages.servicio],
        [`fecha=2026-11-24`, reservaMessages.servicio],
      ] as const) {
        const res = await call('GET', `/api/reservas/disponibilidad?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json(), query).toEqual({ error, code: 'dato_invalido' });
      }
    });
  });

  describe('booking', () => {
    it("books the time as still to pay and pending, marked online, for a new client; the confirmation has no one else's data", async () => {
      const res = await call('POST', '/api/reservas', { ...reserva(), email: 'rocio@example.com' });
      expect(res.statusCode).toBe(201);
      const body = res.json() as Record<string, unknown>;
      expect(body).toEqual({
        fecha: '2026-11-24',
        hora: '14:00',
        duracion: 60,
        servicio: 'Masaje',
        precio: 18000,
        profesional: 'Lucía',
        cancelado: false,
        cancelableHasta: '2026-11-23 14:00',
        cancelable: true,
        inicio: '2026-11-24T17:00:00.000Z',
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      });
      const row = await t.testDb.db.selectFrom('turnos').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        id_empleado: lucia,
        id_servicio: masajes,
        fecha: '2026-11-24',
        hora: '14:00',
        duracion: 60,
        estado: 'Debe',
        monto_abonado_cents: null,
        asistencia: 'Pendiente',
        origen: 'online',
      });
      expect(Number(row.costo_cents)).toBe(1_800_000);
      // Only the token's hash is kept.
      expect(row.token_cancelacion).toMatch(/^[0-9a-f]{64}$/);
      expect(row.token_cancelacion).not.toBe(body.token);
      const cliente = await t.testDb.db.selectFrom('clientes').selectAll().executeTakeFirstOrThrow();
      expect(cliente).toMatchObject({ nombre: 'Rocío Gómez', telefono: '11 2345-6789', email: 'rocio@example.com' });
      // Nothing was paid: no payment entry. The agenda sees it.
      expect(await t.testDb.db.selectFrom('pagos').selectAll().execute()).toEqual([]);
      const agenda = (await asAdmin('GET', '/api/turnos?fecha=2026-11-24')).json() as { clienteNombre: string }[];
      expect(agenda.map((a) => a.clienteNombre)).toEqual(['Rocío Gómez']);
      // In the audit log, with no user.
      const log = await t.testDb.db
        .selectFrom('audit_log')
        .selectAll()
        .where('user_id', 'is', null)
        .orderBy('id')
        .execute();
      expect(log.map((l) => [l.action, l.entity])).toEqual([
        ['crear', 'clientes'],
        ['crear', 'turnos'],
      ]);
      // One shape with the agenda's entries: the booking as the agenda reads it, plus the name
      // typed and the address it came from.
      const entrada = JSON.parse(log[1]?.after ?? '{}') as Record<string, unknown>;
      expect(entrada).toMatchObject({
        origen: 'online',
        fecha: '2026-11-24',
        hora: '14:00',
        duracion: 60,
        idEmpleado: lucia,
        idServicio: masajes,
        clienteNombre: 'Rocío Gómez',
        servicioNombre: 'Masaje',
        costo: 18000,
        estado: 'Debe',
        montoAbonado: null,
        asistencia: 'Pendiente',
        medioPago: null,
        nombreIngresado: 'Rocío Gómez',
        ip: expect.any(String),
      });
      expect(Object.keys(entrada).sort()).toEqual([...Object.keys(agenda[0] ?? {}), 'ip', 'nombreIngresado'].sort());
      // The time is gone from what others see.
      expect(await libres('2026-11-24')).toEqual(['15:00 Lucía']);
    });

    it('answers 409, not 500, while no employee has working hours yet', async () => {
      await asAdmin('PUT', `/api/empleados/${lucia}`, { nombre: 'Lucía Inés', apellido: 'Paz', horarios: [] });
      await asAdmin('PUT', `/api/empleados/${marta}`, { nombre: 'Marta', apellido: 'Ríos', horarios: [] });
      const res = await call('POST', '/api/reservas', reserva());
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: reservaMessages.noDisponible, code: 'horario_no_disponible' });
      expect((await call('GET', '/api/reservas/profesionales')).json()).toEqual([]);
    });

    it('offers a service across two touching intervals of one day', async () => {
      await asAdmin('PUT', `/api/empleados/${marta}`, {
        nombre: 'Marta',
        apellido: 'Ríos',
        horarios: [
          { dia: 2, desde: '09:00', hasta: '10:00' },
          { dia: 2, desde: '10:00', hasta: '11:00' },
        ],
      });
      expect(await libres('2026-11-24', `&idEmpleado=${marta}`)).toEqual(['09:00 Marta', '09:30 Marta', '10:00 Marta']);
    });

    it('finds a known client by the digits of the phone, however written', async () => {
      const existente = (
        (
          await asAdmin('POST', '/api/clientes', { nombre: 'Rocío', apellido: 'Gómez', telefono: '+54 9 11 2345-6789' })
        ).json() as { id: number }
      ).id;
      const res = await call('POST', '/api/reservas', reserva({ telefono: '011 15 2345-6789' }));
      expect(res.statusCode).toBe(201);
      const row = await t.testDb.db.selectFrom('turnos').select('id_cliente').executeTakeFirstOrThrow();
      expect(row.id_cliente).toBe(existente);
      expect(await t.testDb.db.selectFrom('clientes').select('id').execute()).toHaveLength(1);
    });

    it("'Cualquiera' goes to an employee who can take it, the one with the least work that day", async () => {
      now = Date.parse('2026-11-23T11:00:00Z'); // 08:00: everything from 10:00 is bookable today.
      const a = await call('POST', '/api/reservas', reserva({ fecha: '2026-11-23', hora: '12:00' }));
      expect((a.json() as { profesional: string }).profesional).toBe('Lucía');
      const b = await call(
        'POST',
        '/api/reservas',
        reserva({ fecha: '2026-11-23', hora: '12:00', telefono: '11 2345-0001', nombre: 'Otra' }),
      );
      expect((b.json() as { profesional: string }).profesional).toBe('Marta');
      const c = await call(
        'POST',
        '/api/reservas',
        reserva({ fecha: '2026-11-23', hora: '12:00', telefono: '11 2345-0002', nombre: 'Tercera' }),
      );
      expect(c.statusCode).toBe(409);
      // The agenda's own refusal, code included: one overlap rule for both.
      expect(c.json()).toEqual({ error: turnoMessages.overlap, code: 'turno_superpuesto' });
    });

    it('one overlap rule from both sides: online over a desk booking, and the desk over an online one', async () => {
      const superpuesto = { error: turnoMessages.overlap, code: 'turno_superpuesto' };
      const cliente = (await asAdmin('POST', '/api/clientes', { nombre: 'Ana', apellido: 'Paz' })).json() as {
        id: number;
      };
      const enLaAgenda = (hora: string, duracion: number) =>
        asAdmin('POST', '/api/turnos', {
          idCliente: cliente.id,
          idEmpleado: lucia,
          idServicio: masajes,
          fecha: '2026-11-24',
          hora,
          duracion,
          costo: 18000,
        });
      // Lucía's 14:00 taken at the desk: online, the same refusal the agenda gives.
      expect((await enLaAgenda('14:00', 60)).statusCode).toBe(201);
      const online = await call('POST', '/api/reservas', reserva({ idEmpleado: lucia }));
      expect(online.statusCode).toBe(409);
      expect(online.json()).toEqual(superpuesto);
      // Her 15:00 taken online: the desk cannot put a booking half over it.
      expect((await call('POST', '/api/reservas', reserva({ idEmpleado: lucia, hora: '15:00' }))).statusCode).toBe(201);
      const encima = await enLaAgenda('15:30', 30);
      expect(encima.statusCode).toBe(409);
      expect(encima.json()).toEqual(superpuesto);
      expect((await asAdmin('GET', '/api/turnos?fecha=2026-11-24')).json()).toHaveLength(2);
    });

    it('refuses a time outside the hours, inside the notice or past the horizon, and books nothing', async () => {
      for (const [extra, error, code] of [
        [{ hora: '10:00' }, reservaMessages.noDisponible, 'horario_no_disponible'],
        [{ fecha: '2026-11-23', hora: '11:00' }, reservaMessages.fueraDeAnticipacion, 'fuera_de_anticipacion'],
        [{ fecha: '2026-11-20' }, reservaMessages.fueraDeAnticipacion, 'fuera_de_anticipacion'],
        [{ fecha: '2027-02-02' }, reservaMessages.fueraDeAnticipacion, 'fuera_de_anticipacion'],
        [{ idEmpleado: marta }, reservaMessages.noDisponible, 'horario_no_disponible'],
        [{ idServicio: soloLocal }, reservaMessages.servicioNoReservable, 'servicio_no_reservable'],
      ] as const) {
        const res = await call('POST', '/api/reservas', reserva(extra));
        expect(res.json(), JSON.stringify(extra)).toEqual({ error, code });
      }
      expect(await t.testDb.db.selectFrom('turnos').selectAll().execute()).toEqual([]);
    });

    it('checks every field in Spanish', async () => {
      for (const [extra, error] of [
        [{ telefono: '4444-1234' }, reservaMessages.telefono],
        // Digits of a mobile, but not a phone as the clients' form takes one.
        [{ telefono: 'Cel: 11 2345-6789' }, reservaMessages.telefono],
        [{ telefono: '' }, 'Escribí tu celular.'],
        [{ nombre: '  ' }, 'Escribí tu nombre.'],
        [{ email: 'rocio@' }, 'El email no es válido.'],
        [{ hora: '14:15' }, reservaMessages.hora],
        [{ fecha: 'mañana' }, reservaMessages.fecha],
      ] as const) {
        const res = await call('POST', '/api/reservas', reserva(extra));
        expect(res.statusCode, JSON.stringify(extra)).toBe(400);
        expect(res.json(), JSON.stringify(extra)).toEqual({ error, code: 'dato_invalido' });
      }
      expect(await t.testDb.db.selectFrom('turnos').selectAll().execute()).toEqual([]);
      expect(await t.testDb.db.selectFrom('clientes').selectAll().execute()).toEqual([]);
    });

    it('takes at most 3 online bookings still to come per phone; a cancelled one does not count', async () => {
      const tokens: string[] = [];
      for (const fecha of ['2026-11-24', '2026-12-01', '2026-12-08']) {
        const res = await call('POST', '/api/reservas', reserva({ fecha }));
        expect(res.statusCode, fecha).toBe(201);
        tokens.push((res.json() as { token: string }).token);
      }
      const cuarta = await call(
        'POST',
        '/api/reservas',
        reserva({ fecha: '2026-12-15', telefono: '+54 9 11 2345 6789' }),
      );
      expect(cuarta.statusCode).toBe(409);
      expect(cuarta.json()).toEqual({ error: reservaMessages.demasiadasReservas, code: 'demasiadas_reservas_futuras' });
      await call('POST', `/api/reservas/cancelar/${tokens[2] ?? ''}`);
      expect((await call('POST', '/api/reservas', reserva({ fecha: '2026-12-15' }))).statusCode).toBe(201);
    });

    it('limits bookings made per address in the database: the 11th in an hour is 429, saying how long to wait', async () => {
      const primera = await call('POST', '/api/reservas', reserva({ telefono: '11 2345-1000' }));
      expect(primera.statusCode).toBe(201);
      // Refused attempts (the time taken meanwhile) are not bookings: they never count.
      for (let i = 0; i < 12; i++) {
        const res = await call('POST', '/api/reservas', reserva({ telefono: `11 2345-${String(1100 + i)}` }));
        expect(res.statusCode).toBe(409);
      }
      // Nine more bookings made, on the Tuesdays ahead (Lucía, 14:00 and 15:00), each from another phone.
      const martes = ['2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22', '2026-12-29'];
      const huecos = martes.flatMap((fecha) => ['14:00', '15:00'].map((hora) => ({ fecha, hora })));
      for (const [i, hueco] of huecos.slice(0, 9).entries()) {
        const res = await call('POST', '/api/reservas', reserva({ ...hueco, telefono: `11 2345-${String(1200 + i)}` }));
        expect(res.statusCode, JSON.stringify(hueco)).toBe(201);
      }
      now += 15 * 60_000;
      const ultimo = huecos[9] ?? { fecha: '', hora: '' };
      const undecima = await call('POST', '/api/reservas', reserva({ ...ultimo, telefono: '11 2345-1300' }));
      expect(undecima.statusCode).toBe(429);
      expect(undecima.json()).toEqual({
        error: 'Hiciste demasiadas reservas seguidas. Probá de nuevo en 45 minutos o escribinos por WhatsApp.',
        code: reservaCodes.demasiadasReservasSeguidas,
      });
      // Nothing of the refused one was kept: the time is still free.
      expect(await libres(ultimo.fecha)).toContain(`${ultimo.hora} Lucía`);
      // An hour after the first the address may book again.
      now = LUNES_10 + 61 * 60_000;
      expect((await call('POST', '/api/reservas', reserva({ ...ultimo, telefono: '11 2345-1300' }))).statusCode).toBe(
        201,
      );
    });

    it('limits bookings made per phone in a day; refused attempts from the phone do not count', async () => {
      for (let i = 0; i < 8; i++) {
        // Each from its own address, so only the phone's limit can act.
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/reservas',
          payload: await conDesafio(desafio, reserva({ hora: '08:00' })),
          remoteAddress: `10.1.0.${i + 1}`,
        });
        expect(res.statusCode).toBe(409);
      }
      expect((await call('POST', '/api/reservas', reserva())).statusCode).toBe(201);
      expect(await t.testDb.db.selectFrom('reservas_intentos').selectAll().execute()).toHaveLength(1);
    });

    it('gives exactly one of 20 simultaneous requests for one free time, across server instances', async () => {
      const extra: FastifyInstance[] =
        dialect === 'postgres'
          ? [await buildApp(t.config, { now: () => now }), await buildApp(t.config, { now: () => now })]
          : [];
      try {
        const apps = [t.app, ...extra];
        const pagadas = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            conDesafio(desafio, reserva({ telefono: `11 3000-${String(1000 + i)}`, nombre: `Cliente ${i}` })),
          ),
        );
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            (apps[i % apps.length] ?? t.app).inject({
              method: 'POST',
              url: '/api/reservas',
              payload: pagadas[i],
              // Different addresses, so the per-address limit is not what refuses them.
              remoteAddress: `10.0.0.${i + 1}`,
            }),
          ),
        );
        const statuses = results.map((r) => r.statusCode).sort();
        expect(statuses.filter((s) => s === 201)).toHaveLength(1);
        expect(statuses.filter((s) => s === 409)).toHaveLength(19);
        expect(await t.testDb.db.selectFrom('turnos').selectAll().execute()).toHaveLength(1);
      } finally {
        await Promise.all(extra.map((a) => a.close()));
      }
    });
  });

  describe('cancelling by the private link', () => {
    it('shows the booking and cancels it until the notice; its time is free again', async () => {
      const { token } = (await call('POST', '/api/reservas', reserva())).json() as { token: string };
      const ver = await call('GET', `/api/reservas/cancelar/${token}`);
      expect(ver.json()).toMatchObject({
        fecha: '2026-11-24',
        hora: '14:00',
        profesional: 'Lucía',
        cancelado: false,
        cancelable: true,
      });
      expect(await libres('2026-11-24')).toEqual(['15:00 Lucía']);
      // The same token opens her own link to the booking (decision 048), which her confirmation carries.
      expect((await call('GET', `/api/enlace/${token}`)).json()).toMatchObject({
        nombre: 'Rocío',
        fecha: '2026-11-24',
        hora: '14:00',
        confirmacion: 'Sin respuesta',
      });
      const res = await call('POST', `/api/reservas/cancelar/${token}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ cancelado: true, cancelable: false });
      expect(await libres('2026-11-24')).toEqual(['14:00 Lucía', '14:30 Lucía', '15:00 Lucía']);
      const row = await t.testDb.db.selectFrom('turnos').select(['asistencia']).executeTakeFirstOrThrow();
      expect(row.asistencia).toBe('Canceló');
      const again = await call('POST', `/api/reservas/cancelar/${token}`);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: reservaMessages.yaCancelado, code: 'turno_ya_cancelado' });
      const log = await t.testDb.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'editar')
        .where('entity', '=', 'turnos')
        .execute();
      expect(log.map((l) => [l.entity, l.user_id, JSON.parse(l.after ?? '{}').asistencia])).toEqual([
        ['turnos', null, 'Canceló'],
      ]);
    });

    it('answers 404 on the link too while online booking is off, and cancels again once it is back on', async () => {
      const { token } = (await call('POST', '/api/reservas', reserva())).json() as { token: string };
      await asAdmin('PUT', '/api/ajustes', { reservasOnline: false });
      for (const method of ['GET', 'POST'] as const) {
        const res = await call(method, `/api/reservas/cancelar/${token}`);
        expect(res.statusCode, method).toBe(404);
        expect(res.json()).toEqual({ error: messages.notFound, code: 'no_encontrado' });
      }
      await asAdmin('PUT', '/api/ajustes', { reservasOnline: true });
      expect((await call('POST', `/api/reservas/cancelar/${token}`)).json()).toMatchObject({ cancelado: true });
    });

    it('refuses after the notice (24 h by default), and an unknown or malformed link', async () => {
      const { token } = (await call('POST', '/api/reservas', reserva())).json() as { token: string };
      now = Date.parse('2026-11-23T17:30:00Z'); // 14:30 on Monday: 23 h 30 before Tuesday 14:00.
      expect((await call('GET', `/api/reservas/cancelar/${token}`)).json()).toMatchObject({ cancelable: false });
      const tarde = await call('POST', `/api/reservas/cancelar/${token}`);
      expect(tarde.statusCode).toBe(409);
      expect(tarde.json()).toEqual({ error: reservaMessages.tardeParaCancelar(24), code: 'tarde_para_cancelar' });
      expect((await t.testDb.db.selectFrom('turnos').select('asistencia').executeTakeFirstOrThrow()).asistencia).toBe(
        'Pendiente',
      );
      const otro = await call('POST', `/api/reservas/cancelar/${'b'.repeat(43)}`);
      expect(otro.statusCode).toBe(404);
      expect(otro.json()).toEqual({ error: reservaMessages.enlaceInvalido, code: 'enlace_invalido' });
      const mal = await call('GET', '/api/reservas/cancelar/123');
      expect(mal.statusCode).toBe(400);
      expect(mal.json()).toEqual({ error: reservaMessages.enlaceInvalido, code: expect.any(String) });
    });
  });

  describe("staff's count of new online bookings", () => {
    it('lists the online bookings made since each member of staff last looked, and starts again when they look', async () => {
      const staff = await t.loginAs(`recepcion${dialect}`, 'staff');
      for (const cookie of [admin, staff]) {
        expect((await call('POST', '/api/reservas/nuevas/vistas', undefined, cookie)).statusCode).toBe(204);
      }
      now += 60_000;
      // One from the agenda, not online: not counted.
      const cliente = ((await asAdmin('POST', '/api/clientes', { nombre: 'Ana' })).json() as { id: number }).id;
      await asAdmin('POST', '/api/turnos', {
        idCliente: cliente,
        idEmpleado: lucia,
        idServicio: masajes,
        fecha: '2026-11-24',
        hora: '15:00',
        duracion: 60,
        costo: 18000,
        estado: 'Debe',
        montoAbonado: null,
      });
      await call('POST', '/api/reservas', reserva());
      now += 60_000;
      await call('POST', '/api/reservas', reserva({ fecha: '2026-11-23', hora: '13:00', telefono: '11 2345-0003' }));
      const nuevas = (await call('GET', '/api/reservas/nuevas', undefined, staff)).json() as {
        cantidad: number;
        turnos: { fecha: string; hora: string; origen: string | null; clienteNombre: string }[];
      };
      expect(nuevas.cantidad).toBe(2);
      expect(nuevas.turnos.map((x) => [x.fecha, x.hora, x.origen])).toEqual([
        ['2026-11-23', '13:00', 'online'],
        ['2026-11-24', '14:00', 'online'],
      ]);
      // The agenda's list marks them too.
      const dia = (await asAdmin('GET', '/api/turnos?fecha=2026-11-24')).json() as {
        hora: string;
        origen: string | null;
      }[];
      expect(dia.map((x) => [x.hora, x.origen])).toEqual([
        ['14:00', 'online'],
        ['15:00', null],
      ]);
      // The staff member looks at the list answered then; a booking made after that answer stays new.
      const { hasta } = nuevas as unknown as { hasta: string };
      now += 60_000;
      await call('POST', '/api/reservas', reserva({ fecha: '2026-11-30', hora: '13:00', telefono: '11 2345-0004' }));
      expect((await call('POST', '/api/reservas/nuevas/vistas', { hasta }, staff)).statusCode).toBe(204);
      const cuantas = async (cookie: string) =>
        ((await call('GET', '/api/reservas/nuevas', undefined, cookie)).json() as { cantidad: number }).cantidad;
      expect(await cuantas(staff)).toBe(1);
      // A mark never moves back; without a moment, up to now.
      await call('POST', '/api/reservas/nuevas/vistas', { hasta: '2020-01-01T00:00:00.000Z' }, staff);
      expect(await cuantas(staff)).toBe(1);
      expect((await call('POST', '/api/reservas/nuevas/vistas', { hasta: 'ayer' }, staff)).statusCode).toBe(400);
      await call('POST', '/api/reservas/nuevas/vistas', undefined, staff);
      expect(await cuantas(staff)).toBe(0);
      // The admin has not looked since.
      expect(await cuantas(admin)).toBe(3);
      // Without a session: 401, as the rest of the panel.
      expect((await call('GET', '/api/reservas/nuevas')).statusCode).toBe(401);
      expect((await call('POST', '/api/reservas/nuevas/vistas')).statusCode).toBe(401);
    });
  });
});
