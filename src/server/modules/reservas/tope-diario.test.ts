import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reservaCodes, reservaMessages } from '#shared/domain/reserva-messages.ts';
import { AJUSTES_INICIALES } from '#shared/schemas/ajustes.ts';
import { buildApp } from '#server/app.ts';
import { conDesafio } from '#server/testing/desafio.ts';
import { creador, vaciarCentro } from '#server/testing/reservas.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

/** Monday 23 November 2026, 10:00 in Buenos Aires (UTC−3). */
const LUNES_10 = Date.parse('2026-11-23T13:00:00Z');
const HORAS = Array.from(
  { length: 24 },
  (_, i) => `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

describe.each(testDialects)("the day's ceiling of online bookings, on %s", (dialect) => {
  let t: TestApp;
  let admin: string;
  let now = LUNES_10;
  let servicio: number;
  let direcciones = 0;

  const otra = () => {
    direcciones += 1;
    return `10.60.${String(Math.floor(direcciones / 200))}.${String(direcciones % 200)}`;
  };
  const desafio = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/reservas/desafio', remoteAddress: otra() })).json() as object;
  /** The i-th free time of Tuesday 24 or Wednesday 25, from its own phone and address. */
  const reserva = (i: number) => ({
    idServicio: servicio,
    fecha: i < 24 ? '2026-11-24' : '2026-11-25',
    hora: HORAS[i % 24] ?? '08:00',
    nombre: `Cliente ${String(i)}`,
    telefono: `11 2345-${String(1000 + i)}`,
  });
  const reservar = async (body: object, app: FastifyInstance = t.app) =>
    app.inject({ method: 'POST', url: '/api/reservas', payload: body, remoteAddress: otra() });
  const estado = async () => (await t.app.inject({ method: 'GET', url: '/api/reservas/estado' })).json() as object;
  const ajustar = async (cambios: object) =>
    t.app.inject({ method: 'PUT', url: '/api/ajustes', payload: cambios, headers: { cookie: admin } });
  const online = async () =>
    (await t.testDb.db.selectFrom('turnos').select('id').where('origen', '=', 'online').execute()).length;

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => now });
    admin = await t.loginAs('duena', 'admin');
  });
  afterAll(async () => t.close());

  beforeEach(async () => {
    now = LUNES_10;
    await vaciarCentro(t.testDb.db);
    const post = creador(t, admin);
    await post('/api/empleados', {
      nombre: 'Lucía',
      apellido: 'Paz',
      horarios: [
        { dia: 2, desde: '08:00', hasta: '20:00' },
        { dia: 3, desde: '08:00', hasta: '20:00' },
      ],
    });
    servicio = await post('/api/servicios-base', {
      categoria: 'Cuerpo',
      descripcion: 'Masaje',
      precio: 1,
      duracionSugerida: 30,
    });
    expect((await ajustar({ reservasOnline: true })).statusCode).toBe(200);
  });

  it('is 40 by default, and an admin sets it from 1 to 1000 in Ajustes', async () => {
    expect(AJUSTES_INICIALES.reservasOnlineMaxPorDia).toBe(40);
    expect(
      await (await t.app.inject({ method: 'GET', url: '/api/ajustes', headers: { cookie: admin } })).json(),
    ).toMatchObject({
      reservasOnlineMaxPorDia: 40,
    });
    for (const mal of [0, 1001, 2.5, '10']) {
      const res = await ajustar({ reservasOnlineMaxPorDia: mal });
      expect(res.statusCode, String(mal)).toBe(400);
      expect((res.json() as { error: string }).error).toBe(
        'Las reservas online por día deben ser un número entero, de 1 a 1000.',
      );
    }
    expect((await ajustar({ reservasOnlineMaxPorDia: 12 })).json()).toMatchObject({ reservasOnlineMaxPorDia: 12 });
  });

  it('counts the bookings made today, whatever day they are for, a cancelled one too; then 429 with a code, nothing booked, and the page is told', async () => {
    await ajustar({ reservasOnlineMaxPorDia: 3 });
    // Made today for tomorrow and the day after: they count today.
    expect((await reservar(await conDesafio(desafio, reserva(0)))).statusCode).toBe(201);
    const { token } = (await reservar(await conDesafio(desafio, reserva(30)))).json() as { token: string };
    expect((await t.app.inject({ method: 'POST', url: `/api/reservas/cancelar/${token}` })).statusCode).toBe(200);
    expect(await estado()).toEqual({ reservasOnline: true, topeAlcanzado: false });
    expect((await reservar(await conDesafio(desafio, reserva(1)))).statusCode).toBe(201);
    expect(await estado()).toEqual({ reservasOnline: true, topeAlcanzado: true });

    const pago = await conDesafio(desafio, reserva(2));
    const res = await reservar(pago);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: reservaMessages.topeDiario, code: reservaCodes.topeDiario });
    expect(await online()).toBe(3);
    // The refusal did not spend the proof of work: with the ceiling raised, the same request books.
    await ajustar({ reservasOnlineMaxPorDia: 4 });
    expect((await reservar(pago)).statusCode).toBe(201);
    await ajustar({ reservasOnlineMaxPorDia: 3 });

    // The centre's next day (00:00 in Buenos Aires is 03:00 UTC) starts from zero.
    now = Date.parse('2026-11-24T02:59:00Z');
    expect((await reservar(await conDesafio(desafio, reserva(40)))).statusCode).toBe(429);
    now = Date.parse('2026-11-24T03:00:00Z');
    expect(await estado()).toEqual({ reservasOnline: true, topeAlcanzado: false });
    expect((await reservar(await conDesafio(desafio, reserva(40)))).statusCode).toBe(201);
  });

  it('lets exactly the ceiling through when 10 requests arrive at once one short of it, across server instances', async () => {
    await ajustar({ reservasOnlineMaxPorDia: 10 });
    for (let i = 0; i < 9; i++) expect((await reservar(await conDesafio(desafio, reserva(i)))).statusCode).toBe(201);
    const extra: FastifyInstance[] =
      dialect === 'postgres'
        ? [await buildApp(t.config, { now: () => now }), await buildApp(t.config, { now: () => now })]
        : [];
    try {
      const apps = [t.app, ...extra];
      const cuerpos = await Promise.all(Array.from({ length: 10 }, (_, i) => conDesafio(desafio, reserva(10 + i))));
      const results = await Promise.all(cuerpos.map((c, i) => reservar(c, apps[i % apps.length])));
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 429)).toHaveLength(9);
      expect(await online()).toBe(10);
    } finally {
      await Promise.all(extra.map((a) => a.close()));
    }
  });
});
