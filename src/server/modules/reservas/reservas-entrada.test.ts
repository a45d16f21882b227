/**
 * The public booking's input (its ids, its texts), a phone that belongs to someone else, and the
 * honeypot's answer: what the outside review found, one test per finding, on both databases.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Duplicado } from '#shared/schemas/cliente.ts';
import { reservaCreadaSchema, reservaMessages } from '#shared/schemas/reserva.ts';
import { buildApp } from '#server/app.ts';
import { conDesafio, desafioDe } from '#server/testing/desafio.ts';
import { creador, vaciarCentro } from '#server/testing/reservas.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

/** Monday 23 November 2026, 10:00 in Buenos Aires (UTC−3). */
const LUNES_10 = Date.parse('2026-11-23T13:00:00Z');

describe.each(testDialects)('online booking input, on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let lucia: number;
  let masajes: number;

  /** A booking gets its proof of work solved, as the page does. */
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie?: string) => {
    const body =
      method === 'POST' && url === '/api/reservas' && payload !== undefined
        ? await conDesafio(desafioDe(t.app), payload)
        : payload;
    return t.app.inject({
      method,
      url,
      headers: cookie === undefined ? {} : { cookie },
      ...(body === undefined ? {} : { payload: body }),
    });
  };
  const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => call(method, url, payload, admin);
  const reserva = (extra: object = {}) => ({
    idServicio: masajes,
    fecha: '2026-11-24',
    hora: '14:00',
    nombre: 'Rocío Gómez',
    telefono: '11 2345-6789',
    ...extra,
  });
  const count = async (table: 'turnos' | 'clientes' | 'reservas_intentos') =>
    (await t.testDb.db.selectFrom(table).selectAll().execute()).length;

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => LUNES_10 });
    admin = await t.loginAs('duena', 'admin');
  });
  afterAll(async () => t.close());

  beforeEach(async () => {
    await vaciarCentro(t.testDb.db);
    const post = creador(t, admin);
    // Tuesdays 14:00 to 20:00: six one-hour times on the 24th, the 1st, the 8th…
    lucia = await post('/api/empleados', {
      nombre: 'Lucía Inés',
      apellido: 'Paz',
      horarios: [{ dia: 2, desde: '14:00', hasta: '20:00' }],
    });
    masajes = await post('/api/servicios-base', {
      categoria: 'Cuerpo',
      descripcion: 'Masaje descontracturante',
      nombre: 'Masaje',
      precio: 18000,
      duracionSugerida: 60,
    });
    expect((await asAdmin('PUT', '/api/ajustes', { reservasOnline: true })).statusCode).toBe(200);
  });

  describe('ids', () => {
    const NOT_IDS = ['0x10', '1e3', ' 1', '+1', '01', '1.0', '-1', '0', 'true', '99999999999'];

    it('in the query are plain decimal digits: 0x10, 1e3, true… are refused, not read as 16, 1000, 1', async () => {
      expect(
        (await call('GET', `/api/reservas/disponibilidad?idServicio=${masajes}&fecha=2026-11-24`)).statusCode,
      ).toBe(200);
      for (const bad of NOT_IDS) {
        const q = encodeURIComponent(bad);
        for (const [url, error] of [
          [`/api/reservas/disponibilidad?idServicio=${q}&fecha=2026-11-24`, reservaMessages.servicio],
          [`/api/reservas/dias?idServicio=${q}`, reservaMessages.servicio],
          [`/api/reservas/dias?idServicio=${masajes}&idEmpleado=${q}`, reservaMessages.empleado],
        ] as const) {
          const res = await call('GET', url);
          expect(res.statusCode, url).toBe(400);
          expect(res.json(), url).toMatchObject({ error });
        }
      }
    });

    it('in the body are JSON whole numbers: "idServicio": true no longer books service 1', async () => {
      for (const [field, value] of [
        ['idServicio', true],
        ['idServicio', '0x10'],
        ['idServicio', '1e3'],
        ['idServicio', String(masajes)],
        ['idServicio', 1.5],
        ['idServicio', 0],
        ['idServicio', [masajes]],
        ['idEmpleado', true],
        ['idEmpleado', '0x10'],
        ['idEmpleado', String(lucia)],
      ] as const) {
        const res = await call('POST', '/api/reservas', reserva({ [field]: value }));
        const what = `${field}: ${JSON.stringify(value)}`;
        expect(res.statusCode, what).toBe(400);
        expect(res.json(), what).toMatchObject({
          error: field === 'idServicio' ? reservaMessages.servicio : reservaMessages.empleado,
        });
      }
      expect(await count('turnos')).toBe(0);
      expect(await count('clientes')).toBe(0);
      // The numbers themselves still book.
      expect((await call('POST', '/api/reservas', reserva({ idEmpleado: lucia }))).statusCode).toBe(201);
    });
  });

  it('refuses CR, LF, tabs, other controls and invisible characters in the name, phone and e-mail, naming the field', async () => {
    const nombre = 'El nombre tiene caracteres no válidos.';
    const telefono = 'El teléfono tiene caracteres no válidos.';
    const email = 'El email tiene caracteres no válidos.';
    for (const [extra, error] of [
      [{ nombre: 'Ana\rGómez' }, nombre],
      [{ nombre: 'Ana\nGómez' }, nombre],
      [{ nombre: 'Ana\r\nHola, te escribimos del banco' }, nombre],
      [{ nombre: 'Ana\tGómez' }, nombre],
      [{ nombre: 'Ana\u0085Gómez' }, nombre],
      [{ nombre: 'Ana\u2028Gómez' }, nombre],
      [{ nombre: '\u061cAna' }, nombre],
      [{ nombre: 'An\u00ada' }, nombre],
      [{ nombre: 'Ana\u2060' }, nombre],
      // Only invisible characters, or no letter at all.
      [{ nombre: '\u3164\u3164' }, nombre],
      [{ nombre: '\u115f\u1160' }, nombre],
      [{ nombre: '\u0301' }, 'El nombre debe tener al menos una letra.'],
      [{ nombre: '...' }, 'El nombre debe tener al menos una letra.'],
      [{ telefono: '11 2345-6789\r' }, telefono],
      [{ telefono: '11\t2345-6789' }, telefono],
      [{ telefono: '\u061c11 2345-6789' }, telefono],
      [{ telefono: '11 2345-6789\u0085' }, telefono],
      [{ email: 'rocio@example.com\n' }, email],
      [{ email: 'ro\u200bcio@example.com' }, email],
    ] as const) {
      const res = await call('POST', '/api/reservas', reserva(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json(), JSON.stringify(extra)).toMatchObject({ error });
    }
    expect(await count('turnos')).toBe(0);
    expect(await count('clientes')).toBe(0);
  });

  describe('a phone already on file', () => {
    let rocio: number;
    const leerRocio = () =>
      t.testDb.db.selectFrom('clientes').selectAll().where('id', '=', rocio).executeTakeFirstOrThrow();

    beforeEach(async () => {
      const res = await asAdmin('POST', '/api/clientes', {
        nombre: 'Rocío',
        apellido: 'Gómez',
        telefono: '+54 9 11 2345-6789',
        email: 'rocio@example.com',
      });
      rocio = (res.json() as { id: number }).id;
    });

    it('booked under another name goes to a new client listed as her duplicate; hers is untouched', async () => {
      const antes = await leerRocio();
      const res = await call(
        'POST',
        '/api/reservas',
        reserva({ nombre: 'Otra Persona Distinta', telefono: '011 15 2345-6789', email: 'otra@example.com' }),
      );
      expect(res.statusCode).toBe(201);
      const turno = await t.testDb.db.selectFrom('turnos').selectAll().executeTakeFirstOrThrow();
      expect(turno.id_cliente).not.toBe(rocio);
      const nueva = await t.testDb.db
        .selectFrom('clientes')
        .selectAll()
        .where('id', '=', turno.id_cliente)
        .executeTakeFirstOrThrow();
      expect(nueva).toMatchObject({ nombre: 'Otra Persona Distinta', telefono: '011 15 2345-6789' });
      expect(await leerRocio()).toEqual(antes);
      // The agenda shows the name typed, not hers.
      const agenda = (await asAdmin('GET', '/api/turnos?fecha=2026-11-24')).json() as { clienteNombre: string }[];
      expect(agenda.map((a) => a.clienteNombre)).toEqual(['Otra Persona Distinta']);
      // The client list's duplicates notice puts them side by side.
      const duplicados = (await asAdmin('GET', '/api/clientes/duplicados')).json() as Duplicado[];
      expect(duplicados.map((d) => ({ motivo: d.motivo, ids: d.clientes.map((c) => c.id) }))).toEqual([
        { motivo: 'telefono', ids: [rocio, turno.id_cliente] },
      ]);
      const alta = await t.testDb.db
        .selectFrom('audit_log')
        .select('after')
        .where('entity', '=', 'clientes')
        .where('entity_id', '=', String(turno.id_cliente))
        .executeTakeFirstOrThrow();
      expect(JSON.parse(alta.after ?? '{}')).toMatchObject({ origen: 'online', posibleDuplicadoDe: [rocio] });
    });

    it('booked under her first name, accent- and case-blind, goes to her; the other name keeps its own client', async () => {
      for (const [nombre, hora] of [
        ['ROCIO Pérez', '14:00'],
        ['Otra Persona', '15:00'],
        ['  otra ', '16:00'],
      ] as const) {
        const res = await call('POST', '/api/reservas', reserva({ nombre, hora, fecha: '2026-12-01' }));
        expect(res.statusCode, nombre).toBe(201);
      }
      const turnos = await t.testDb.db.selectFrom('turnos').select(['hora', 'id_cliente']).orderBy('hora').execute();
      const clientes = await t.testDb.db.selectFrom('clientes').select(['id', 'nombre']).orderBy('id').execute();
      expect(clientes.map((c) => c.nombre)).toEqual(['Rocío', 'Otra Persona']);
      const otra = clientes[1]?.id;
      expect(turnos.map((x) => x.id_cliente)).toEqual([rocio, otra, otra]);
      expect((await leerRocio()).nombre).toBe('Rocío');
    });

    it('counts the limit of 3 bookings to come per phone number, whoever they are under', async () => {
      expect((await call('POST', '/api/reservas', reserva({ nombre: 'Rocío', hora: '14:00' }))).statusCode).toBe(201);
      expect((await call('POST', '/api/reservas', reserva({ nombre: 'Rocío', hora: '15:00' }))).statusCode).toBe(201);
      expect((await call('POST', '/api/reservas', reserva({ nombre: 'Otra', hora: '16:00' }))).statusCode).toBe(201);
      for (const nombre of ['Tercera', 'Rocío', 'Otra']) {
        const res = await call('POST', '/api/reservas', reserva({ nombre, hora: '17:00' }));
        expect(res.statusCode, nombre).toBe(409);
        expect(res.json()).toMatchObject({ error: reservaMessages.demasiadasReservas });
      }
      expect(await count('turnos')).toBe(3);
      expect(await count('clientes')).toBe(2);
    });

    it('simultaneous bookings under another name add one client, and hold the per-phone limit, across instances', async () => {
      const extra: FastifyInstance[] =
        dialect === 'postgres'
          ? [await buildApp(t.config, { now: () => LUNES_10 }), await buildApp(t.config, { now: () => LUNES_10 })]
          : [];
      try {
        const apps = [t.app, ...extra];
        const horas = ['14:00', '15:00', '16:00', '17:00', '18:00', '19:00'];
        // Each proof of work solved first, so the bookings themselves arrive together.
        const cuerpos = await Promise.all(
          horas.map((hora) => conDesafio(desafioDe(t.app), reserva({ nombre: 'Otra Persona', hora }))),
        );
        const results = await Promise.all(
          cuerpos.map((payload, i) =>
            (apps[i % apps.length] ?? t.app).inject({
              method: 'POST',
              url: '/api/reservas',
              payload,
              remoteAddress: `10.0.1.${i + 1}`,
            }),
          ),
        );
        const statuses = results.map((r) => r.statusCode).sort();
        expect(statuses).toEqual([201, 201, 201, 409, 409, 409]);
        expect(await count('turnos')).toBe(3);
        const clientes = await t.testDb.db.selectFrom('clientes').select('nombre').orderBy('id').execute();
        expect(clientes.map((c) => c.nombre)).toEqual(['Rocío', 'Otra Persona']);
      } finally {
        await Promise.all(extra.map((a) => a.close()));
      }
    });
  });

  it('answers a filled honeypot as a booking, with a token that cancels nothing, and records nothing', async () => {
    const robot = await call('POST', '/api/reservas', reserva({ sitio: 'https://spam.example' }));
    const real = await call('POST', '/api/reservas', reserva({ hora: '15:00', telefono: '11 2345-0000' }));
    expect(robot.statusCode).toBe(real.statusCode);
    expect(robot.statusCode).toBe(201);
    expect(robot.headers['content-type']).toBe(real.headers['content-type']);
    const body = reservaCreadaSchema.strict().parse(robot.json());
    expect(Object.keys(body).sort()).toEqual(Object.keys(real.json() as object).sort());
    expect(body).toMatchObject({
      fecha: '2026-11-24',
      hora: '14:00',
      duracion: 60,
      servicio: 'Masaje',
      precio: 18000,
      profesional: 'Lucía',
      cancelado: false,
      cancelable: true,
      cancelableHasta: '2026-11-23 14:00',
      inicio: '2026-11-24T17:00:00.000Z',
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the real booking was written, and its time alone is taken.
    expect(await count('turnos')).toBe(1);
    expect(await count('clientes')).toBe(1);
    expect(await count('reservas_intentos')).toBe(1);
    const publico = await t.testDb.db.selectFrom('audit_log').selectAll().where('user_id', 'is', null).execute();
    expect(publico.map((l) => l.entity).sort()).toEqual(['clientes', 'turnos']);
    const agenda = (await asAdmin('GET', '/api/turnos?fecha=2026-11-24')).json() as { hora: string }[];
    expect(agenda.map((a) => a.hora)).toEqual(['15:00']);
    // Its links find nothing: the cancel page of old, and her own link to the booking.
    for (const [method, url] of [
      ['GET', `/api/reservas/cancelar/${body.token}`],
      ['POST', `/api/reservas/cancelar/${body.token}`],
      ['GET', `/api/enlace/${body.token}`],
      ['POST', `/api/enlace/${body.token}/confirmar`],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ error: reservaMessages.enlaceInvalido });
    }
  });
});
