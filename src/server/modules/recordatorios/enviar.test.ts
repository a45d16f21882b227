import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TurnoEnlace } from '#shared/schemas/enlace.ts';
import type { Recordatorio, RecordatorioEnviado } from '#shared/schemas/recordatorio.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

/** Monday 23 November 2026, 18:00 in Buenos Aires: tomorrow's reminders go out. */
const NOW = Date.parse('2026-11-23T21:00:00Z');
const MANANA = '2026-11-24';

describe.each(testDialects)("a client's day in one reminder, POST /api/recordatorios/enviar, on %s", (dialect) => {
  let t: TestApp;
  let recepcion: string;
  let ids: { ana: number; bea: number; lucia: number; semi: number; pedi: number };

  const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie = recepcion) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
  const post = async (url: string, payload: object) => {
    const res = await call('POST', url, payload);
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };
  const book = (over: Record<string, unknown>) =>
    post('/api/turnos', {
      idCliente: ids.ana,
      idEmpleado: ids.lucia,
      idServicio: ids.semi,
      fecha: MANANA,
      hora: '10:00',
      duracion: 60,
      costo: 15000,
      estado: 'Debe',
      montoAbonado: null,
      ...over,
    });

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => NOW, env: { PUBLIC_URL: 'https://centro.example' } });
    recepcion = await t.loginAs('recepcion', 'staff');
    ids = {
      ana: await post('/api/clientes', { nombre: 'Ana María', apellido: 'López', telefono: '11 5555-1234' }),
      bea: await post('/api/clientes', { nombre: 'Bea', apellido: 'Sol', telefono: '11 4444-0000' }),
      lucia: await post('/api/empleados', { nombre: 'Lucía', apellido: 'Paz' }),
      semi: await post('/api/servicios-base', {
        categoria: 'Manos',
        descripcion: 'Esmaltado semipermanente',
        nombre: 'Semi',
        precio: 15000,
        duracionSugerida: 60,
      }),
      pedi: await post('/api/servicios-base', {
        categoria: 'Pies',
        descripcion: 'Pedicura',
        precio: 12000,
        duracionSugerida: 60,
      }),
    };
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.testDb.db.deleteFrom('turnos').execute();
  });

  it('makes a link for each of her bookings that day, by time, and marks them all sent; nobody else’s', async () => {
    const pedi = await book({ hora: '11:00', idServicio: ids.pedi });
    const semi = await book({ hora: '10:00' });
    const cancelado = await book({ hora: '15:00', asistencia: 'Canceló' });
    const otra = await book({ idCliente: ids.bea, hora: '12:00' });

    const res = await call('POST', '/api/recordatorios/enviar', { fecha: MANANA, idCliente: ids.ana });
    expect(res.statusCode, res.body).toBe(200);
    const { enlaces, recordatorios } = res.json() as RecordatorioEnviado;
    expect(enlaces.map((e) => [e.id, e.servicioNombre, e.hora])).toEqual([
      [semi, 'Semi', '10:00'],
      [pedi, 'Pedicura', '11:00'],
    ]);
    for (const e of enlaces) {
      expect(e.url).toMatch(/^https:\/\/centro\.example\/turno\/[A-Za-z0-9_-]{43}$/);
      const token = e.url.slice(e.url.lastIndexOf('/') + 1);
      const turno = (await t.app.inject({ method: 'GET', url: `/api/enlace/${token}` })).json() as TurnoEnlace;
      expect([turno.nombre, turno.hora]).toEqual(['Ana', e.hora]);
    }
    expect(recordatorios.map((r) => [r.id, r.enviado])).toEqual([
      [semi, true],
      [pedi, true],
    ]);
    const dia = (await call('GET', `/api/recordatorios?fecha=${MANANA}`)).json() as Recordatorio[];
    expect(dia.map((r) => [r.id, r.enviado])).toEqual([
      [semi, true],
      [pedi, true],
      [otra, false],
    ]);
    expect(dia.some((r) => r.id === cancelado)).toBe(false);

    // Sent again (the chat was closed before sending): new links, the first mark kept.
    const again = (
      await call('POST', '/api/recordatorios/enviar', { fecha: MANANA, idCliente: ids.ana })
    ).json() as RecordatorioEnviado;
    expect(again.enlaces.map((e) => e.url)).not.toEqual(enlaces.map((e) => e.url));
    expect(again.recordatorios.map((r) => r.enviadoAt)).toEqual(recordatorios.map((r) => r.enviadoAt));
  });

  it("shows each booking's answer by her link: 'Sin respuesta', then 'Confirmó'", async () => {
    const semi = await book({ hora: '10:00' });
    const pedi = await book({ hora: '11:00', idServicio: ids.pedi });
    const antes = (await call('GET', `/api/recordatorios?fecha=${MANANA}`)).json() as Recordatorio[];
    expect(antes.map((r) => [r.id, r.confirmacion])).toEqual([
      [semi, 'Sin respuesta'],
      [pedi, 'Sin respuesta'],
    ]);

    const { enlaces, recordatorios } = (
      await call('POST', '/api/recordatorios/enviar', { fecha: MANANA, idCliente: ids.ana })
    ).json() as RecordatorioEnviado;
    expect(recordatorios.map((r) => r.confirmacion)).toEqual(['Sin respuesta', 'Sin respuesta']);
    // She confirms the 11:00 one from her link.
    const url = enlaces.find((e) => e.id === pedi)?.url ?? '';
    const token = url.slice(url.lastIndexOf('/') + 1);
    const confirmo = await t.app.inject({ method: 'POST', url: `/api/enlace/${token}/confirmar` });
    expect(confirmo.statusCode, confirmo.body).toBe(200);

    const despues = (await call('GET', `/api/recordatorios?fecha=${MANANA}`)).json() as Recordatorio[];
    expect(despues.map((r) => [r.id, r.confirmacion, r.enviado])).toEqual([
      [semi, 'Sin respuesta', true],
      [pedi, 'Confirmó', true],
    ]);
  });

  it('refuses a day she has nothing on (404), a day already past (409), and bad input (400), writing nothing', async () => {
    await book({ fecha: '2026-11-20' });
    const nada = await call('POST', '/api/recordatorios/enviar', { fecha: MANANA, idCliente: ids.bea });
    expect([nada.statusCode, nada.json()]).toEqual([
      404,
      { error: 'Esa clienta no tiene turnos para recordar ese día.', code: 'sin_turnos' },
    ]);
    const pasado = await call('POST', '/api/recordatorios/enviar', { fecha: '2026-11-20', idCliente: ids.ana });
    expect([pasado.statusCode, (pasado.json() as { code: string }).code]).toEqual([409, 'turno_ya_paso']);
    for (const body of [
      {},
      { fecha: MANANA },
      { fecha: '24/11/2026', idCliente: ids.ana },
      { fecha: MANANA, idCliente: 0 },
    ]) {
      const res = await call('POST', '/api/recordatorios/enviar', body);
      expect([res.statusCode, (res.json() as { code: string }).code], JSON.stringify(body)).toEqual([
        400,
        'dato_invalido',
      ]);
    }
    expect(await t.testDb.db.selectFrom('turnos_enlaces').selectAll().execute()).toEqual([]);
    expect(await t.testDb.db.selectFrom('recordatorios').selectAll().execute()).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: '/api/recordatorios/enviar', payload: {} })).statusCode).toBe(
      401,
    );
  });
});
