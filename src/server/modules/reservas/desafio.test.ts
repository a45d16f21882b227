import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reservaCodes, reservaMessages } from '#shared/domain/reserva-messages.ts';
import { buildApp } from '#server/app.ts';
import { DIFICULTAD_DE_PRUEBA, resolverDesafio } from '#server/testing/desafio.ts';
import { creador, vaciarCentro } from '#server/testing/reservas.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';
import { DESAFIO_VIGENCIA_MS, DESAFIOS_LIMITE } from './desafio.ts';

/** Monday 23 November 2026, 10:00 in Buenos Aires (UTC−3). */
const LUNES_10 = Date.parse('2026-11-23T13:00:00Z');

describe.each(testDialects)('online booking proof of work, on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let now = LUNES_10;
  let servicio: number;
  let direcciones = 0;

  /** Each request from an address of its own, unless one is given: the per-address limits are not what is tested. */
  const otra = () => {
    direcciones += 1;
    return `10.50.${String(Math.floor(direcciones / 200))}.${String(direcciones % 200)}`;
  };
  const desafio = async (app: FastifyInstance = t.app, remoteAddress = otra()) =>
    (await app.inject({ method: 'GET', url: '/api/reservas/desafio', remoteAddress })).json() as object;
  const reservar = (body: object, app: FastifyInstance = t.app) =>
    app.inject({ method: 'POST', url: '/api/reservas', payload: body, remoteAddress: otra() });
  const reserva = (hora: string, extra: object = {}) => ({
    idServicio: servicio,
    fecha: '2026-11-24',
    hora,
    nombre: 'Rocío Gómez',
    telefono: `11 2345-${hora.replace(':', '')}`,
    ...extra,
  });
  const turnos = async () => (await t.testDb.db.selectFrom('turnos').select('hora').execute()).length;

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => now });
    admin = await t.loginAs('duena', 'admin');
  });
  afterAll(async () => t.close());

  beforeEach(async () => {
    now = LUNES_10;
    await vaciarCentro(t.testDb.db, { ajustes: false });
    const post = creador(t, admin);
    await post('/api/empleados', {
      nombre: 'Lucía',
      apellido: 'Paz',
      horarios: [{ dia: 2, desde: '08:00', hasta: '20:00' }],
    });
    servicio = await post('/api/servicios-base', {
      categoria: 'Cuerpo',
      descripcion: 'Masaje',
      precio: 18000,
      duracionSugerida: 30,
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/ajustes',
      payload: { reservasOnline: true },
      headers: { cookie: admin },
    });
  });

  it('hands out a signed challenge, not cached, whose key is kept in the database and never answered', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reservas/desafio' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as { parameters: Record<string, unknown>; signature: string };
    expect(body.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: DIFICULTAD_DE_PRUEBA.costo });
    expect(body.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
    const clave = await t.testDb.db
      .selectFrom('ajustes')
      .select('valor')
      .where('clave', '=', 'reservas.desafioClave')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(clave.valor)).toMatch(/^[0-9a-f]{64}$/);
    const ajustes = JSON.stringify(
      (await t.app.inject({ method: 'GET', url: '/api/ajustes', headers: { cookie: admin } })).json(),
    );
    expect(ajustes).not.toContain(JSON.parse(clave.valor) as string);
  });

  it('refuses a booking without a proof of work, or with a malformed, unsolved or foreign one: 400 with a code, nothing booked', async () => {
    const sinResolver = await desafio();
    const ajeno = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      counter: 20,
      deriveKey,
      data: { vence: now + DESAFIO_VIGENCIA_MS },
      hmacSignatureSecret: 'otra clave cualquiera',
      hmacKeySignatureSecret: 'y otra más',
    });
    const ajenoResuelto = await solveChallenge({ challenge: ajeno, deriveKey });
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');
    const casos: [unknown, string][] = [
      [undefined, reservaCodes.desafioFaltante],
      ['', reservaCodes.desafioFaltante],
      ['no es base64 ni JSON', reservaCodes.desafioInvalido],
      [
        b64({ challenge: sinResolver, solution: { counter: 1, derivedKey: '00'.repeat(32) } }),
        reservaCodes.desafioInvalido,
      ],
      [b64({ challenge: sinResolver }), reservaCodes.desafioInvalido],
      [b64({ challenge: ajeno, solution: ajenoResuelto }), reservaCodes.desafioInvalido],
      [b64([1, 2, 3]), reservaCodes.desafioInvalido],
    ];
    for (const [payload, code] of casos) {
      const res = await reservar(reserva('08:00', payload === undefined ? {} : { desafio: payload }));
      expect(res.statusCode, String(payload)).toBe(400);
      expect(res.json(), String(payload)).toEqual({
        error:
          code === reservaCodes.desafioFaltante ? reservaMessages.desafioFaltante : reservaMessages.desafioInvalido,
        code,
      });
    }
    expect(await turnos()).toBe(0);
    expect(await t.testDb.db.selectFrom('reservas_desafios_usados').selectAll().execute()).toEqual([]);
  });

  it('refuses an expired solution, and books with a fresh one', async () => {
    const pago = await resolverDesafio(await desafio());
    now += DESAFIO_VIGENCIA_MS + 1_000;
    const res = await reservar(reserva('08:00', { desafio: pago }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: reservaMessages.desafioVencido, code: reservaCodes.desafioVencido });
    expect(await turnos()).toBe(0);
    const otra = await reservar(reserva('08:00', { desafio: await resolverDesafio(await desafio()) }));
    expect(otra.statusCode).toBe(201);
  });

  it('accepts each solution once; a booking refused for its time gives it back', async () => {
    const pago = await resolverDesafio(await desafio());
    expect((await reservar(reserva('08:00', { desafio: await resolverDesafio(await desafio()) }))).statusCode).toBe(
      201,
    );
    // The same time again: refused as taken, and the solution is not spent.
    const tomado = await reservar(reserva('08:00', { desafio: pago, telefono: '11 2345-9999' }));
    expect(tomado.statusCode).toBe(409);
    expect((await reservar(reserva('09:00', { desafio: pago }))).statusCode).toBe(201);
    const otraVez = await reservar(reserva('10:00', { desafio: pago }));
    expect(otraVez.statusCode).toBe(400);
    expect(otraVez.json()).toEqual({ error: reservaMessages.desafioUsado, code: reservaCodes.desafioUsado });
    expect(await turnos()).toBe(2);
  });

  it('books once with one solution sent 10 times at once, across server instances', async () => {
    const extra: FastifyInstance[] =
      dialect === 'postgres'
        ? [await buildApp(t.config, { now: () => now }), await buildApp(t.config, { now: () => now })]
        : [];
    try {
      const apps = [t.app, ...extra];
      const pago = await resolverDesafio(await desafio());
      const horas = ['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30'];
      const results = await Promise.all(
        horas.map((hora, i) => reservar(reserva(hora, { desafio: pago }), apps[i % apps.length])),
      );
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 400)).toHaveLength(9);
      for (const r of results.filter((x) => x.statusCode === 400)) {
        expect((r.json() as { code: string }).code).toBe(reservaCodes.desafioUsado);
      }
      expect(await turnos()).toBe(1);
    } finally {
      await Promise.all(extra.map((a) => a.close()));
    }
  });

  it(`limits challenges per address: past ${String(DESAFIOS_LIMITE.porDireccion)} in the window, 429, for any address of the same /64`, async () => {
    for (let i = 0; i < DESAFIOS_LIMITE.porDireccion; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/reservas/desafio',
        remoteAddress: `2001:db8:1:2::${i.toString(16)}`,
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/reservas/desafio',
      remoteAddress: '2001:db8:1:2::ffff',
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: reservaMessages.demasiadosIntentos, code: reservaCodes.demasiadosDesafios });
    const otraRed = await t.app.inject({
      method: 'GET',
      url: '/api/reservas/desafio',
      remoteAddress: '2001:db8:1:3::1',
    });
    expect(otraRed.statusCode).toBe(200);
  });
});
