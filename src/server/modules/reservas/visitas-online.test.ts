import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { turnoMessages } from '#shared/schemas/turno.ts';
import { conDesafio, desafioDe } from '#server/testing/desafio.ts';
import { creador } from '#server/testing/reservas.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

/**
 * A visit of several services booked online: manicure (45 min, $12.000) then pedicure (60 min,
 * $15.000), one day and one time for both, the times where the chain fits, 'Cualquiera' or one
 * professional; quarter hours right after a booking that ends there; the cancel link cancels the
 * whole visit. Tuesday 1 December 2026, 10:00; the visit on Wednesday 9 December. Lucía and Marta
 * work 09:00–18:00.
 */
const NOW = Date.parse('2026-12-01T13:00:00Z');
const FECHA = '2026-12-09';

describe.each(testDialects)('a visit of several services online, on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let ids: Record<'lucia' | 'marta' | 'ana' | 'mani' | 'pedi', number>;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie: string | null = admin) =>
    t.app.inject({
      method,
      url,
      headers: cookie === null ? {} : { cookie },
      ...(payload === undefined ? {} : { payload }),
    });
  const libres = async (query: string) =>
    (
      (await call('GET', `/api/reservas/disponibilidad?fecha=${FECHA}&${query}`, undefined, null)).json() as {
        hora: string;
        profesionales: { nombre: string }[];
      }[]
    ).map((h) => `${h.hora} ${h.profesionales.map((p) => p.nombre).join('+')}`);
  const reservar = async (extra: object) =>
    call(
      'POST',
      '/api/reservas',
      await conDesafio(desafioDe(t.app), {
        fecha: FECHA,
        nombre: 'Carla',
        telefono: '11 5555-0001',
        ...extra,
      }),
      null,
    );
  const delDia = async () =>
    (
      (await call('GET', `/api/turnos?fecha=${FECHA}`)).json() as {
        id: number;
        hora: string;
        idEmpleado: number;
        idVisita: number;
        asistencia: string;
        origen: string | null;
      }[]
    ).filter((x) => x.origen === 'online');

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => NOW });
    admin = await t.loginAs('duena');
    const post = creador(t, admin);
    const horarios = [1, 2, 3, 4, 5].map((dia) => ({ dia, desde: '09:00', hasta: '18:00' }));
    ids = {
      lucia: await post('/api/empleados', { nombre: 'Lucía', apellido: 'Paz', horarios }),
      marta: await post('/api/empleados', { nombre: 'Marta', apellido: 'Gil', horarios }),
      ana: await post('/api/clientes', { nombre: 'Ana', apellido: 'López', telefono: '11 2345-6789' }),
      mani: await post('/api/servicios-base', {
        categoria: 'Manos',
        descripcion: 'Manicura',
        precio: 12_000,
        duracionSugerida: 45,
      }),
      pedi: await post('/api/servicios-base', {
        categoria: 'Pies',
        descripcion: 'Pedicura',
        precio: 15_000,
        duracionSugerida: 60,
      }),
    };
    expect((await call('PUT', '/api/ajustes', { reservasOnline: true })).statusCode).toBe(200);
  });
  afterAll(async () => t.close());

  it('offers the times where the whole visit fits before closing', async () => {
    const horas = await libres(`servicios=${ids.mani},${ids.pedi}`);
    // 45 + 60 = 105 minutes: 16:00 ends at 17:45; 16:30 would end at 18:15, past her hours.
    expect(horas[0]).toBe('09:00 Lucía');
    expect(horas.at(-1)).toBe('16:00 Lucía');
    expect(horas).toHaveLength(15);
    expect((await call('GET', '/api/reservas/dias?servicios=1,2,3,4', undefined, null)).json()).toMatchObject({
      error: 'Elegí de 1 a 3 servicios.',
    });
  });

  it('gives each service to whoever is free, the same one while she is', async () => {
    const turno = (idEmpleado: number, hora: string) =>
      call('POST', '/api/turnos', {
        idCliente: ids.ana,
        idEmpleado,
        idServicio: ids.pedi,
        fecha: FECHA,
        hora,
        duracion: 60,
        costo: 15_000,
      });
    expect((await turno(ids.lucia, '09:00')).statusCode).toBe(201);
    expect((await turno(ids.marta, '10:45')).statusCode).toBe(400); // a quarter hour with nothing ending there
    expect((await turno(ids.marta, '11:00')).statusCode).toBe(201);
    const horas = await libres(`servicios=${ids.mani},${ids.pedi}`);
    // 09:00: Lucía is busy until 10:00, Marta takes the manicure (to 09:45) and the pedicure (to 10:45).
    expect(horas[0]).toBe('09:00 Marta');
    // 10:00: Lucía (one booking, as Marta: the lower id) the manicure to 10:45, then the pedicure to 11:45.
    expect(horas).toContain('10:00 Lucía');
    // 09:30: Marta's manicure to 10:15, then her pedicure would meet her 11:00: Lucía (free from 10:00) takes it.
    expect(horas).toContain('09:30 Marta+Lucía');
  });

  it('books the visit: one time for both, each its own booking, the confirmation listing each', async () => {
    const res = await reservar({ servicios: [ids.mani, ids.pedi], hora: '10:00' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      fecha: FECHA,
      hora: '10:00',
      duracion: 105,
      servicio: 'Manicura y Pedicura',
      precio: 27_000,
      profesional: 'Lucía',
      servicios: [
        { servicio: 'Manicura', hora: '10:00', duracion: 45, precio: 12_000, profesional: 'Lucía' },
        { servicio: 'Pedicura', hora: '10:45', duracion: 60, precio: 15_000, profesional: 'Lucía' },
      ],
    });
    const online = await delDia();
    expect(online.map((x) => [x.hora, x.idEmpleado])).toEqual([
      ['10:00', ids.lucia],
      ['10:45', ids.lucia],
    ]);
    expect(online[1]?.idVisita).toBe(online[0]?.id);
    // Lucía's pedicure ends at 11:45: that quarter hour is offered for her.
    expect(await libres(`idServicio=${ids.mani}`)).toContain('11:45 Lucía');

    // The cancel link cancels the whole visit.
    const { token } = res.json() as { token: string };
    const cancelada = await call('POST', `/api/reservas/cancelar/${token}`, undefined, null);
    expect(cancelada.statusCode).toBe(200);
    expect((await delDia()).map((x) => x.asistencia)).toEqual(['Canceló', 'Canceló']);
  });

  it('refuses a visit whose next service does not fit, and books none of it', async () => {
    // Marta at 10:00: the manicure to 10:45 fits, the pedicure from 10:45 meets her 11:00 booking.
    const res = await reservar({ servicios: [ids.mani, ids.pedi], hora: '10:00', idEmpleado: ids.marta });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: turnoMessages.overlap, code: 'turno_superpuesto' });
    expect((await delDia()).filter((x) => x.asistencia !== 'Canceló')).toEqual([]);
    const cuarto = await reservar({ idServicio: ids.mani, hora: '12:15' });
    expect(cuarto.statusCode).toBe(400);
    const demasiados = await reservar({ servicios: [ids.mani, ids.pedi, ids.mani, ids.pedi], hora: '12:00' });
    expect(demasiados.statusCode).toBe(400);
    expect(demasiados.json()).toMatchObject({ error: 'Elegí de 1 a 3 servicios.' });
  });

  it('counts a visit as one booking toward the three a phone may hold', async () => {
    const deDora = (extra: object) => reservar({ nombre: 'Dora', telefono: '11 5555-0002', ...extra });
    const visita = await deDora({ servicios: [ids.mani, ids.pedi], hora: '14:00' });
    expect(visita.statusCode, visita.body).toBe(201);
    expect((await deDora({ idServicio: ids.mani, hora: '16:00', idEmpleado: ids.lucia })).statusCode).toBe(201);
    expect((await deDora({ idServicio: ids.mani, hora: '17:00', idEmpleado: ids.marta })).statusCode).toBe(201);
    const cuarta = await deDora({ idServicio: ids.mani, hora: '12:00' });
    expect(cuarta.statusCode).toBe(409);
    expect(cuarta.json()).toMatchObject({ code: 'demasiadas_reservas_futuras' });
  });
});
