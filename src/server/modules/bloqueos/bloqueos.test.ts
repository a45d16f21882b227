import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conDesafio, desafioDe } from '#server/testing/desafio.ts';
import { creador } from '#server/testing/reservas.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

/**
 * Lucía's lunch, blocked every Wednesday from 13:00 to 14:00, and a client in two places at once:
 * the desk is warned and may save over it ('Guardar igual'); online booking never offers the
 * block and refuses the client twice at one time.
 */
// Tuesday 1 December 2026, 10:00 in Buenos Aires.
const NOW = Date.parse('2026-12-01T13:00:00Z');

describe.each(testDialects)('blocks and warnings on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let ids: Record<'lucia' | 'marta' | 'ana' | 'masaje', number>;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    cookie: string | null = admin,
  ) =>
    t.app.inject({
      method,
      url,
      headers: cookie === null ? {} : { cookie },
      ...(payload === undefined ? {} : { payload }),
    });
  const turno = (extra: object = {}) => ({
    idCliente: ids.ana,
    idEmpleado: ids.lucia,
    idServicio: ids.masaje,
    fecha: '2026-12-09',
    hora: '13:00',
    duracion: 60,
    costo: 18_000,
    estado: 'Debe',
    montoAbonado: null,
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => NOW });
    admin = await t.loginAs('duena');
    const post = creador(t, admin);
    const horarios = [1, 2, 3, 4, 5].map((dia) => ({ dia, desde: '09:00', hasta: '18:00' }));
    ids = {
      lucia: await post('/api/empleados', { nombre: 'Lucía', apellido: 'Paz', horarios }),
      marta: await post('/api/empleados', { nombre: 'Marta', apellido: 'Gil', horarios }),
      ana: await post('/api/clientes', { nombre: 'Ana', apellido: 'López', telefono: '11 2345-6789' }),
      masaje: await post('/api/servicios-base', {
        categoria: 'Cuerpo',
        descripcion: 'Masaje',
        precio: 18_000,
        duracionSugerida: 60,
      }),
    };
    expect((await call('PUT', '/api/ajustes', { reservasOnline: true })).statusCode).toBe(200);
  });
  afterAll(async () => t.close());

  it('blocks a professional’s lunch every week, drawn on each of its days', async () => {
    const mal = await call('POST', '/api/bloqueos', {
      idEmpleado: ids.lucia,
      fecha: '2026-12-02',
      desde: '14:00',
      hasta: '13:00',
      motivo: 'Almuerzo',
    });
    expect(mal.statusCode).toBe(400);
    expect(mal.json()).toMatchObject({ error: '"Hasta" debe ser posterior a "desde".' });

    const res = await call('POST', '/api/bloqueos', {
      idEmpleado: ids.lucia,
      fecha: '2026-12-02',
      desde: '13:00',
      hasta: '14:00',
      motivo: 'Almuerzo',
      semanal: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const unaVez = await call('POST', '/api/bloqueos', {
      idEmpleado: ids.marta,
      fecha: '2026-12-03',
      desde: '09:00',
      hasta: '11:00',
      motivo: 'Curso',
    });
    expect(unaVez.statusCode).toBe(201);
    const lista = (await call('GET', '/api/bloqueos?desde=2026-12-01&hasta=2026-12-16')).json() as {
      fecha: string;
      motivo: string;
    }[];
    expect(lista.map((b) => `${b.fecha} ${b.motivo}`)).toEqual([
      '2026-12-02 Almuerzo',
      '2026-12-03 Curso',
      '2026-12-09 Almuerzo',
      '2026-12-16 Almuerzo',
    ]);
  });

  it('never offers blocked time online', async () => {
    const horas = (
      (
        await call(
          'GET',
          `/api/reservas/disponibilidad?idServicio=${ids.masaje}&fecha=2026-12-09&idEmpleado=${ids.lucia}`,
          undefined,
          null,
        )
      ).json() as {
        hora: string;
      }[]
    ).map((h) => h.hora);
    // An hour's massage: not from 12:30 to 13:30, which would end inside it.
    expect(horas).toContain('12:00');
    expect(horas).not.toContain('12:30');
    expect(horas).not.toContain('13:00');
    expect(horas).not.toContain('13:30');
    expect(horas).toContain('14:00');
  });

  it('warns the desk of a block, and saves over it only when told', async () => {
    const res = await call('POST', '/api/turnos', turno());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'El turno tiene avisos: revisalos y, si corresponde, guardalo igual.',
      code: 'turno_con_avisos',
      avisos: [{ tipo: 'bloqueo', mensaje: 'Lucía Paz tiene bloqueado de 13:00 a 14:00: Almuerzo.' }],
    });
    expect(((await call('GET', '/api/turnos?fecha=2026-12-09')).json() as unknown[]).length).toBe(0);
    const igual = await call('POST', '/api/turnos', turno({ confirmarAvisos: true }));
    expect(igual.statusCode, igual.body).toBe(201);
    expect(igual.json()).toMatchObject({ hora: '13:00', avisos: [{ tipo: 'bloqueo' }] });
    // Marking what happened is no new warning.
    const asistio = await call(
      'PUT',
      `/api/turnos/${(igual.json() as { id: number }).id}`,
      turno({ asistencia: 'Asistió' }),
    );
    expect(asistio.statusCode, asistio.body).toBe(200);
    expect(asistio.json()).toMatchObject({ avisos: [] });
  });

  it('warns the desk of a client booked elsewhere at that time, and refuses it online', async () => {
    // The panel asks to be stopped at any warning first.
    const otra = await call(
      'POST',
      '/api/turnos',
      turno({ idEmpleado: ids.marta, hora: '13:30', confirmarAvisos: false }),
    );
    expect(otra.statusCode).toBe(409);
    expect(otra.json()).toMatchObject({
      code: 'turno_con_avisos',
      avisos: [
        {
          tipo: 'cliente',
          mensaje: 'Ana López ya tiene un turno a esa hora: Masaje con Lucía Paz, de 13:00 a 14:00.',
          idTurno: expect.any(Number),
        },
      ],
    });
    // The spec's own call (no flag) books a client with two professionals at once, as it always
    // did, and its answer carries the warning.
    const spec = await call('POST', '/api/turnos', turno({ idEmpleado: ids.marta, hora: '13:30' }));
    expect(spec.statusCode, spec.body).toBe(201);
    expect(spec.json()).toMatchObject({ avisos: [{ tipo: 'cliente' }] });
    expect((await call('DELETE', `/api/turnos/${(spec.json() as { id: number }).id}`)).statusCode).toBe(204);
    // After it, no warning; a cancelled one takes no time.
    const despues = await call(
      'POST',
      '/api/turnos',
      turno({ idEmpleado: ids.marta, hora: '14:00', confirmarAvisos: false }),
    );
    expect(despues.statusCode, despues.body).toBe(201);
    const cancelado = await call(
      'POST',
      '/api/turnos',
      turno({ idEmpleado: ids.marta, hora: '15:00', asistencia: 'Canceló' }),
    );
    expect(cancelado.statusCode, cancelado.body).toBe(201);
    expect((await call('POST', '/api/turnos', turno({ idEmpleado: ids.lucia, hora: '15:00' }))).statusCode).toBe(201);

    const online = await call(
      'POST',
      '/api/reservas',
      await conDesafio(desafioDe(t.app), {
        idServicio: ids.masaje,
        idEmpleado: ids.marta,
        fecha: '2026-12-09',
        hora: '15:30',
        nombre: 'Ana',
        telefono: '11 2345-6789',
      }),
      null,
    );
    expect(online.statusCode).toBe(409);
    expect(online.json()).toEqual({
      error: 'Ya tenés un turno a esa hora. Elegí otro horario.',
      code: 'cliente_superpuesto',
    });
  });

  it('lets a professional block and free her own time only', async () => {
    const lucia = await t.loginAs('lucia', 'profesional', ids.lucia);
    const ajena = await call(
      'POST',
      '/api/bloqueos',
      { idEmpleado: ids.marta, fecha: '2026-12-10', desde: '10:00', hasta: '11:00', motivo: 'Médico' },
      lucia,
    );
    expect(ajena.statusCode).toBe(403);
    const suya = await call(
      'POST',
      '/api/bloqueos',
      { idEmpleado: ids.lucia, fecha: '2026-12-10', desde: '10:00', hasta: '11:00', motivo: 'Médico' },
      lucia,
    );
    expect(suya.statusCode, suya.body).toBe(201);
    // Her warnings name no other professional's booking.
    const encima = await call(
      'POST',
      '/api/turnos',
      turno({ hora: '14:00', duracion: 30, confirmarAvisos: false }),
      lucia,
    );
    expect(encima.statusCode).toBe(409);
    expect((encima.json() as { avisos: object[] }).avisos).toContainEqual({
      tipo: 'cliente',
      mensaje: 'Ana López ya tiene otro turno a esa hora.',
    });
    // The others' blocks reach her as busy time, without why.
    const lista = (await call('GET', '/api/bloqueos?desde=2026-12-03&hasta=2026-12-10', undefined, lucia)).json() as {
      idEmpleado: number;
      motivo: string;
    }[];
    expect(lista.map((b) => b.motivo)).toEqual(['', 'Almuerzo', 'Médico']);
    const curso = (await call('GET', '/api/bloqueos?desde=2026-12-03&hasta=2026-12-03')).json() as { id: number }[];
    expect((await call('DELETE', `/api/bloqueos/${curso[0]?.id ?? 0}`, undefined, lucia)).statusCode).toBe(403);
    expect(
      (await call('DELETE', `/api/bloqueos/${(suya.json() as { id: number }).id}`, undefined, lucia)).statusCode,
    ).toBe(204);
    expect((await call('DELETE', `/api/bloqueos/${curso[0]?.id ?? 0}`)).statusCode).toBe(204);
    expect((await call('DELETE', '/api/bloqueos/999999')).statusCode).toBe(404);
    // The last day there is: answered at once (counting days as text went on to year 99999).
    expect((await call('GET', '/api/bloqueos?desde=9999-12-31&hasta=9999-12-31')).json()).toEqual([]);
    expect((await call('GET', '/api/dias-cerrados?desde=9999-12-31&hasta=9999-12-31')).json()).toEqual([]);
    // An employee who leaves takes her blocks with her (deleting her had answered 500).
    const post = creador(t, admin);
    const nueva = await post('/api/empleados', { nombre: 'Nina', apellido: 'Sur' });
    await post('/api/bloqueos', {
      idEmpleado: nueva,
      fecha: '2026-12-10',
      desde: '10:00',
      hasta: '11:00',
      motivo: 'Curso',
    });
    expect((await call('DELETE', `/api/empleados/${nueva}`)).statusCode).toBe(204);
    expect((await call('GET', '/api/bloqueos?desde=2026-12-10&hasta=2026-12-10')).json()).toEqual([]);
  });
});
