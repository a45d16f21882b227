import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conDesafio, desafioDe } from '#server/testing/desafio.ts';
import { creador } from '#server/testing/reservas.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

/**
 * The centre's closed days: Tuesday 8 December 2026, a national holiday, is not offered online
 * until the owner opens it ('Abrimos el 8/12'); her own vacation days are never offered; the
 * agenda reads every closed day of a range with why.
 */
// Tuesday 1 December 2026, 10:00 in Buenos Aires.
const NOW = Date.parse('2026-12-01T13:00:00Z');

describe.each(testDialects)('the centre’s closed days on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let masaje: number;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie: string | null = admin) =>
    t.app.inject({
      method,
      url,
      headers: cookie === null ? {} : { cookie },
      ...(payload === undefined ? {} : { payload }),
    });
  const horas = async (fecha: string) =>
    (
      (
        await call('GET', `/api/reservas/disponibilidad?idServicio=${masaje}&fecha=${fecha}`, undefined, null)
      ).json() as {
        hora: string;
      }[]
    ).length;
  const dia = async (fecha: string) =>
    (
      (await call('GET', `/api/reservas/dias?idServicio=${masaje}`, undefined, null)).json() as {
        fecha: string;
        libre: boolean;
      }[]
    ).find((d) => d.fecha === fecha)?.libre;

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => NOW });
    admin = await t.loginAs('duena');
    const post = creador(t, admin);
    await post('/api/empleados', {
      nombre: 'Lucía',
      apellido: 'Paz',
      horarios: [1, 2, 3, 4, 5, 6].map((dia) => ({ dia, desde: '09:00', hasta: '18:00' })),
    });
    masaje = await post('/api/servicios-base', {
      categoria: 'Cuerpo',
      descripcion: 'Masaje',
      precio: 18_000,
      duracionSugerida: 60,
    });
    expect((await call('PUT', '/api/ajustes', { reservasOnline: true })).statusCode).toBe(200);
  });
  afterAll(async () => t.close());

  it('lists the year’s holidays, each closed until the owner opens it', async () => {
    const res = await call('GET', '/api/feriados?anio=2026');
    expect(res.statusCode).toBe(200);
    const feriados = res.json() as { fecha: string; nombre: string; abierto: boolean }[];
    expect(feriados.find((f) => f.fecha === '2026-12-08')).toEqual({
      fecha: '2026-12-08',
      nombre: 'Inmaculada Concepción de María',
      abierto: false,
    });
    expect((await call('GET', '/api/feriados?anio=dos mil')).statusCode).toBe(400);
    expect((await call('GET', '/api/feriados?anio=2026', undefined, null)).statusCode).toBe(401);
  });

  it('never offers a holiday online, nor takes a booking on it, until the centre opens that day', async () => {
    expect(await horas('2026-12-08')).toBe(0);
    expect(await dia('2026-12-08')).toBe(false);
    expect(await horas('2026-12-09')).toBeGreaterThan(0);
    expect(await dia('2026-12-09')).toBe(true);
    const reserva = await call(
      'POST',
      '/api/reservas',
      await conDesafio(desafioDe(t.app), {
        idServicio: masaje,
        fecha: '2026-12-08',
        hora: '10:00',
        nombre: 'Rocío Gómez',
        telefono: '11 2345-6789',
      }),
      null,
    );
    expect(reserva.statusCode).toBe(409);
    expect(reserva.json()).toEqual({
      error: 'El centro está cerrado ese día (Feriado: Inmaculada Concepción de María).',
      code: 'dia_cerrado',
    });

    // 'Abrimos el 8/12'.
    expect((await call('PUT', '/api/ajustes', { feriadosAbiertos: ['2026-12-08'] })).statusCode).toBe(200);
    expect(await horas('2026-12-08')).toBeGreaterThan(0);
    expect(await dia('2026-12-08')).toBe(true);
    expect(
      ((await call('GET', '/api/feriados?anio=2026')).json() as { fecha: string; abierto: boolean }[]).find(
        (f) => f.fecha === '2026-12-08',
      )?.abierto,
    ).toBe(true);
  });

  it('closes the centre’s own days, and tells the agenda every closed day of a range with why', async () => {
    const cerrar = await call('PUT', '/api/ajustes', {
      diasCerrados: [{ desde: '2027-01-04', hasta: '2027-01-06', motivo: 'Vacaciones' }],
    });
    expect(cerrar.statusCode, cerrar.body).toBe(200);
    expect(await horas('2027-01-05')).toBe(0);
    const res = await call('GET', '/api/dias-cerrados?desde=2026-12-24&hasta=2027-01-08');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { fecha: '2026-12-25', motivo: 'Feriado: Navidad' },
      { fecha: '2027-01-01', motivo: 'Feriado: Año Nuevo' },
      { fecha: '2027-01-04', motivo: 'Vacaciones' },
      { fecha: '2027-01-05', motivo: 'Vacaciones' },
      { fecha: '2027-01-06', motivo: 'Vacaciones' },
    ]);
    const alReves = await call('PUT', '/api/ajustes', {
      diasCerrados: [{ desde: '2027-01-06', hasta: '2027-01-04', motivo: 'Vacaciones' }],
    });
    expect(alReves.statusCode).toBe(400);
    expect(alReves.json()).toMatchObject({ error: '"Hasta" no puede ser anterior a "desde".' });
  });
});
