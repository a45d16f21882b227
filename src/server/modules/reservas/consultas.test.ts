import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AJUSTES_INICIALES } from '#shared/schemas/ajustes.ts';
import { buildApp } from '#server/app.ts';
import { conDesafio, desafioDe } from '#server/testing/desafio.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';
import { CONSULTAS_LIMITE, DEMASIADAS_CONSULTAS, ESPERA_429 } from './consultas-limit.ts';
import { diasCache } from './dias-cache.ts';
import { diasReservables } from './repository.ts';

/** Monday 23 November 2026, 10:00 in Buenos Aires (UTC−3). */
const LUNES_10 = Date.parse('2026-11-23T13:00:00Z');

/**
 * The public availability's cost and limit: the bookable days are worked out once and kept until
 * a write (on PostgreSQL, a write by another instance too) or the clock's next minute, and each
 * address may ask for days and times 120 times a minute.
 */
describe.each(testDialects)('online availability kept and limited, on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let now = LUNES_10;
  let servicio: number;
  let empleada: number;

  const get = (url: string, remoteAddress = '127.0.0.1', app: FastifyInstance = t.app) =>
    app.inject({ method: 'GET', url, remoteAddress });
  const asAdmin = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: admin } });
  const diasUrl = () => `/api/reservas/dias?idServicio=${servicio}`;
  const libres = async (app?: FastifyInstance, ip = '127.0.0.1') =>
    ((await get(diasUrl(), ip, app)).json() as { fecha: string; libre: boolean }[])
      .filter((d) => d.libre)
      .map((d) => d.fecha.slice(8));

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => now });
    admin = await t.loginAs('duena', 'admin');
    // One employee working 09:00–10:00 on Mondays and Tuesdays, a one-hour service: one time a day.
    empleada = (
      (
        await asAdmin('POST', '/api/empleados', {
          nombre: 'Lucía',
          apellido: 'Paz',
          horarios: [
            { dia: 1, desde: '09:00', hasta: '10:00' },
            { dia: 2, desde: '09:00', hasta: '10:00' },
          ],
        })
      ).json() as { id: number }
    ).id;
    servicio = (
      (
        await asAdmin('POST', '/api/servicios-base', {
          categoria: 'Cuerpo',
          descripcion: 'Masaje',
          precio: 18000,
          duracionSugerida: 60,
        })
      ).json() as { id: number }
    ).id;
  });
  afterAll(async () => t.close());

  beforeEach(async () => {
    now = LUNES_10;
    await t.testDb.db.deleteFrom('turnos').execute();
    await t.testDb.db.deleteFrom('reservas_intentos').execute();
    expect(
      // Open on Monday 23/11/2026, a national holiday (feriados/feriados.test.ts keeps one closed).
      (
        await asAdmin('PUT', '/api/ajustes', {
          reservasOnline: true,
          anticipacionMinimaHoras: 0,
          horizonteDias: 8,
          feriadosAbiertos: ['2026-11-23'],
        })
      ).statusCode,
    ).toBe(200);
  });

  it('answers a booking made since at once, on this instance and across instances', async () => {
    // 23 (Monday) is past 10:00: Tuesday 24 and Monday 30 and Tuesday 1 have their time.
    expect(await libres()).toEqual(['24', '30', '01']);
    const other = dialect === 'postgres' ? await buildApp(t.config, { now: () => now }) : t.app;
    try {
      expect(await libres(other)).toEqual(['24', '30', '01']);
      // Booked through the other instance (on SQLite, the same one: one server owns the file).
      const res = await other.inject({
        method: 'POST',
        url: '/api/reservas',
        payload: await conDesafio(desafioDe(other), {
          idServicio: servicio,
          fecha: '2026-11-24',
          hora: '09:00',
          nombre: 'Ana',
          telefono: '11 2345-6789',
        }),
        remoteAddress: '10.1.1.1',
      });
      expect(res.statusCode).toBe(201);
      expect(await libres()).toEqual(['30', '01']);
      // The agenda's write too, and the owner's settings.
      await asAdmin('POST', '/api/turnos', {
        idCliente: ((await t.testDb.db.selectFrom('clientes').select('id').executeTakeFirstOrThrow()) as { id: number })
          .id,
        idEmpleado: empleada,
        idServicio: servicio,
        fecha: '2026-11-30',
        hora: '09:00',
        duracion: 60,
        costo: 18000,
        estado: 'Debe',
        montoAbonado: null,
      });
      expect(await libres(other)).toEqual(['01']);
      await asAdmin('PUT', '/api/ajustes', { horizonteDias: 1 });
      expect(await libres()).toEqual([]);
    } finally {
      if (other !== t.app) await other.close();
    }
  });

  it('moves with the clock: a time that is no longer ahead is no longer offered', async () => {
    now = Date.parse('2026-11-23T11:59:00Z'); // 08:59
    expect(await libres()).toEqual(['23', '24', '30', '01']);
    now = Date.parse('2026-11-23T12:01:00Z'); // 09:01
    expect(await libres()).toEqual(['24', '30', '01']);
  });

  it('works the days out once while nothing is written', async () => {
    let loads = 0;
    const dias = diasCache(t.testDb.db, async (...args) => {
      loads++;
      return diasReservables(...args);
    });
    const ajustes = { ...AJUSTES_INICIALES, reservasOnline: true, anticipacionMinimaHoras: 0 };
    const ahora = { fecha: '2026-11-23', hora: '10:00' };
    const first = await Promise.all(Array.from({ length: 20 }, () => dias({ servicios: [servicio] }, ajustes, ahora)));
    for (let i = 0; i < 50; i++) await dias({ servicios: [servicio] }, ajustes, ahora);
    expect(new Set(first.map((b) => b.toString())).size).toBe(1);
    // On PostgreSQL the mark is the cluster's WAL position, which other databases' writes move too
    // (the tests of other files share the server): a few loads more, never one per call.
    const exact = dialect === 'sqlite';
    if (exact) expect(loads).toBe(1);
    else expect(loads).toBeLessThan(20);
    const before = loads;
    await dias({ servicios: [servicio], idEmpleado: empleada }, ajustes, ahora);
    await dias({ servicios: [servicio] }, ajustes, { fecha: '2026-11-23', hora: '10:01' });
    expect(loads - before).toBe(2);
    await t.testDb.db.insertInto('reservas_intentos').values({ ip: 'x', telefono: 'y', at: 'z' }).execute();
    await dias({ servicios: [servicio] }, ajustes, ahora);
    expect(loads - before).toBe(3);
  });

  it(`refuses an address past ${CONSULTAS_LIMITE.porVentana} days and times a minute, in Spanish with a code`, async () => {
    const disponibilidad = `/api/reservas/disponibilidad?idServicio=${servicio}&fecha=2026-11-24`;
    for (let i = 0; i < CONSULTAS_LIMITE.porVentana; i++) {
      const res = await get(i % 2 === 0 ? diasUrl() : disponibilidad, '2001:db8:1:2::1');
      expect(res.statusCode, `pedido ${i + 1}`).toBe(200);
    }
    // Another address of the same IPv6 /64 is the same visitor.
    for (const url of [diasUrl(), disponibilidad]) {
      // Answered after a wait, so a script asking in a loop asks about once a second.
      const start = performance.now();
      const refused = await get(url, '2001:db8:1:2:ffff::9');
      expect(performance.now() - start).toBeGreaterThanOrEqual(ESPERA_429.ms - 50);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: DEMASIADAS_CONSULTAS.message, code: 'DEMASIADAS_CONSULTAS' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Others are not refused.
    expect((await get(diasUrl(), '2001:db8:1:3::1')).statusCode).toBe(200);
    expect((await get(diasUrl(), '192.0.2.7')).statusCode).toBe(200);
    // A minute later, the address may ask again.
    now += CONSULTAS_LIMITE.ventanaMs;
    expect((await get(diasUrl(), '2001:db8:1:2::1')).statusCode).toBe(200);
  });

  it('counts simultaneous requests: of 150 at once from one address, exactly 120 answered', async () => {
    const results = await Promise.all(Array.from({ length: 150 }, () => get(diasUrl(), '198.51.100.4')));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CONSULTAS_LIMITE.porVentana);
    expect(statuses.filter((s) => s === 429)).toHaveLength(150 - CONSULTAS_LIMITE.porVentana);
  });
});
