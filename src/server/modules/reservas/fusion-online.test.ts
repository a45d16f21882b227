import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conDesafio, desafioDe } from '#server/testing/desafio.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

/** Monday 23 November 2026, 10:00 in Buenos Aires (UTC−3). */
const LUNES_10 = Date.parse('2026-11-23T13:00:00Z');
const TRIES = 40;

/**
 * An online booking found by phone for a client whom an admin is merging into another at that
 * moment: either the booking lands first and the merge moves it, or the merge lands first and the
 * booking goes to the client the duplicate was merged into. Never a booking on the archived
 * duplicate, where the main client's file would not show it.
 */
describe.each(testDialects)('merging a client while she books online, on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let servicio = 0;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = admin) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
  const post = async (url: string, body: object) => {
    const res = await call('POST', url, body);
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => LUNES_10 });
    admin = await t.loginAs('duena', 'admin');
    await post('/api/empleados', {
      nombre: 'Lucía',
      apellido: 'Paz',
      horarios: [1, 2, 3, 4, 5, 6, 7].map((dia) => ({ dia, desde: '08:00', hasta: '20:00' })),
    });
    servicio = await post('/api/servicios-base', {
      categoria: 'Manos',
      descripcion: 'Esmaltado',
      precio: 8000,
      duracionSugerida: 30,
    });
    const ajustes = { reservasOnline: true, anticipacionMinimaHoras: 0, reservasOnlineMaxPorDia: 1000 };
    expect((await call('PUT', '/api/ajustes', ajustes)).statusCode).toBe(200);
  });
  afterAll(async () => t.close());

  it(`${TRIES} tries, 0–10 ms apart: the booking ends in the main client's file`, async () => {
    for (let i = 0; i < TRIES; i++) {
      const telefono = `11 4000-${String(1000 + i)}`;
      // Only the duplicate has the phone, so the booking finds her by it.
      const principal = await post('/api/clientes', { nombre: 'Ana', apellido: `Gómez ${i}` });
      const duplicado = await post('/api/clientes', { nombre: 'Ana', telefono });
      const fecha = `2026-11-${String(24 + Math.floor(i / 20))}`;
      const hora = `${String(8 + Math.floor((i % 20) / 2)).padStart(2, '0')}:${i % 2 === 0 ? '00' : '30'}`;
      const body = await conDesafio(desafioDe(t.app), {
        idServicio: servicio,
        fecha,
        hora,
        nombre: 'Ana',
        telefono,
      });
      const demora = i % 11;
      const [reserva, fusion] = await Promise.all([
        (async () => {
          if (i % 2 === 1) await sleep(demora);
          return t.app.inject({
            method: 'POST',
            url: '/api/reservas',
            payload: body,
            remoteAddress: `10.7.0.${i + 1}`,
          });
        })(),
        (async () => {
          if (i % 2 === 0) await sleep(demora);
          return call('POST', `/api/clientes/${principal}/fusionar`, { idDuplicado: duplicado });
        })(),
      ]);
      expect(fusion.statusCode, fusion.body).toBe(200);
      expect(reserva.statusCode, reserva.body).toBe(201);
      const ficha = await call('GET', `/api/clientes/${principal}/turnos?pagina=1`);
      expect((ficha.json() as { total: number }).total, `try ${i}`).toBe(1);
    }
    const huerfanos = await t.testDb.db
      .selectFrom('turnos as t')
      .innerJoin('clientes as c', 'c.id', 't.id_cliente')
      .select('t.id')
      .where('c.fusionado_en', 'is not', null)
      .execute();
    expect(huerfanos).toEqual([]);
  });
});
