import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { turnoMessages } from '#shared/schemas/turno.ts';
import { creador } from '#server/testing/reservas.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

/**
 * A visit of several services: manicure (45 min) and pedicure (60 min) back to back or at once,
 * the professional chosen or the first one free, all or nothing; the visit moves together, leaves
 * one booking alone ('Solo este turno'), is cancelled whole; a quarter-hour start only right after
 * a booking that ends there. Wednesday 9 December 2026; Lucía and Marta work 09:00–18:00.
 */
const NOW = Date.parse('2026-12-01T13:00:00Z');
const FECHA = '2026-12-09';

describe.each(testDialects)('visits of several services on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let ids: Record<'lucia' | 'marta' | 'ana' | 'beto' | 'mani' | 'pedi' | 'masaje', number>;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: admin }, ...(payload === undefined ? {} : { payload }) });
  const delDia = async () =>
    ((await call('GET', `/api/turnos?fecha=${FECHA}`)).json() as Turno[]).map((x) => ({
      id: x.id,
      cliente: x.idCliente,
      empleado: x.idEmpleado,
      hora: x.hora,
      visita: x.idVisita,
      asistencia: x.asistencia,
    }));
  interface Turno {
    id: number;
    idCliente: number;
    idEmpleado: number;
    idServicio: number;
    hora: string;
    duracion: number;
    costo: number;
    estado: string;
    idVisita: number;
    asistencia: string;
    fecha: string;
    montoAbonado: number | null;
  }
  const cuerpo = (x: Turno, extra: object = {}) => ({
    idCliente: x.idCliente,
    idEmpleado: x.idEmpleado,
    idServicio: x.idServicio,
    fecha: x.fecha,
    hora: x.hora,
    duracion: x.duracion,
    costo: x.costo,
    estado: x.estado,
    montoAbonado: x.montoAbonado,
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
      beto: await post('/api/clientes', { nombre: 'Beto', apellido: 'Ruiz', telefono: '11 2345-0000' }),
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
      masaje: await post('/api/servicios-base', {
        categoria: 'Cuerpo',
        descripcion: 'Masaje',
        precio: 9_000,
        duracionSugerida: 30,
      }),
    };
  });
  afterAll(async () => t.close());

  let visita1: { idVisita: number; turnos: Turno[] };

  it('books manicure then pedicure with the same professional, the second right where the first ends', async () => {
    const res = await call('POST', '/api/visitas', {
      idCliente: ids.ana,
      fecha: FECHA,
      servicios: [{ idServicio: ids.mani, idEmpleado: ids.lucia, hora: '10:00' }, { idServicio: ids.pedi }],
    });
    expect(res.statusCode).toBe(201);
    visita1 = res.json();
    const [mani, pedi] = visita1.turnos;
    // 10:00 + 45 min = 10:45, a quarter hour taken right after the manicure.
    expect(mani).toMatchObject({ hora: '10:00', duracion: 45, costo: 12_000, idEmpleado: ids.lucia, estado: 'Pagado' });
    expect(pedi).toMatchObject({ hora: '10:45', duracion: 60, costo: 15_000, idEmpleado: ids.lucia, estado: 'Pagado' });
    expect(visita1.idVisita).toBe(mani?.id);
    expect(pedi?.idVisita).toBe(mani?.id);
    expect(res.json()).toMatchObject({ avisos: [] });
  });

  it('books two services at once with two professionals, and warns of neither', async () => {
    const res = await call('POST', '/api/visitas', {
      idCliente: ids.beto,
      fecha: FECHA,
      confirmarAvisos: false,
      servicios: [
        { idServicio: ids.mani, hora: '14:00' },
        { idServicio: ids.pedi, simultaneo: true },
      ],
    });
    expect(res.statusCode).toBe(201);
    const [mani, pedi] = (res.json() as { turnos: Turno[] }).turnos;
    // The first one free in the agenda's order (Lucía), then at the same time another (Marta).
    expect(mani).toMatchObject({ hora: '14:00', idEmpleado: ids.lucia });
    expect(pedi).toMatchObject({ hora: '14:00', idEmpleado: ids.marta, idVisita: mani?.id });
  });

  it('gives the next service to the first one free when the professional is busy', async () => {
    // Lucía: 16:00–17:00 taken by Beto.
    const ocupa = await call('POST', '/api/turnos', {
      idCliente: ids.beto,
      idEmpleado: ids.lucia,
      idServicio: ids.pedi,
      fecha: FECHA,
      hora: '16:00',
      duracion: 60,
      costo: 15_000,
    });
    expect(ocupa.statusCode).toBe(201);
    const res = await call('POST', '/api/visitas', {
      idCliente: ids.ana,
      fecha: FECHA,
      servicios: [{ idServicio: ids.masaje, idEmpleado: ids.lucia, hora: '15:30' }, { idServicio: ids.pedi }],
    });
    expect(res.statusCode).toBe(201);
    const [masaje, pedi] = (res.json() as { turnos: Turno[] }).turnos;
    expect(masaje).toMatchObject({ hora: '15:30', idEmpleado: ids.lucia });
    expect(pedi).toMatchObject({ hora: '16:00', idEmpleado: ids.marta });
  });

  it('books nothing when one service does not fit, and says which', async () => {
    const antes = (await delDia()).length;
    // Lucía is taken from 16:00 to 17:00: the second service, asked of her at 16:00, does not fit.
    const res = await call('POST', '/api/visitas', {
      idCliente: ids.beto,
      fecha: FECHA,
      servicios: [
        { idServicio: ids.masaje, idEmpleado: ids.marta, hora: '17:00' },
        { idServicio: ids.masaje, idEmpleado: ids.lucia, hora: '16:30' },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: `Servicio 2 (Masaje): ${turnoMessages.overlap}`,
      code: 'turno_superpuesto',
      paso: 2,
    });
    expect(await delDia()).toHaveLength(antes);

    // Both busy at 14:00 (Beto's visit): nobody free for a third at once.
    const nadie = await call('POST', '/api/visitas', {
      idCliente: ids.ana,
      fecha: FECHA,
      servicios: [{ idServicio: ids.masaje, hora: '14:00' }],
    });
    expect(nadie.statusCode).toBe(409);
    expect(nadie.json()).toMatchObject({
      code: 'visita_sin_profesional',
      error: 'No hay profesional libre para Masaje a las 14:00. Elegí otra hora u otro profesional.',
    });

    // 19:30 + 30 min: the second would start at 20:00, past the agenda.
    const tarde = await call('POST', '/api/visitas', {
      idCliente: ids.ana,
      fecha: FECHA,
      servicios: [{ idServicio: ids.masaje, idEmpleado: ids.lucia, hora: '19:30' }, { idServicio: ids.masaje }],
    });
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json()).toMatchObject({ code: 'visita_fuera_de_horario', paso: 2 });
    expect(await delDia()).toHaveLength(antes);

    const sinHora = await call('POST', '/api/visitas', {
      idCliente: ids.ana,
      fecha: FECHA,
      servicios: [{ idServicio: ids.masaje }],
    });
    expect(sinHora.statusCode).toBe(400);
    expect(sinHora.json()).toMatchObject({ code: 'visita_sin_hora', error: 'Indicá la hora del primer servicio.' });
  });

  it('warns of the client elsewhere at that time unless the booking joins her visit', async () => {
    const base = {
      idCliente: ids.ana,
      idEmpleado: ids.marta,
      idServicio: ids.masaje,
      fecha: FECHA,
      hora: '10:30',
      duracion: 30,
      costo: 9_000,
      confirmarAvisos: false,
    };
    const aviso = await call('POST', '/api/turnos', base);
    expect(aviso.statusCode).toBe(409);
    expect(aviso.json()).toMatchObject({
      code: 'turno_con_avisos',
      avisos: [
        {
          tipo: 'cliente',
          mensaje: 'Ana López ya tiene un turno a esa hora: Manicura con Lucía Paz, de 10:00 a 10:45.',
        },
        {
          tipo: 'cliente',
          mensaje: 'Ana López ya tiene un turno a esa hora: Pedicura con Lucía Paz, de 10:45 a 11:45.',
        },
      ],
    });
    const unida = await call('POST', '/api/turnos', { ...base, idVisita: visita1.idVisita });
    expect(unida.statusCode).toBe(201);
    expect(unida.json()).toMatchObject({ idVisita: visita1.idVisita, avisos: [] });

    const deOtro = await call('POST', '/api/turnos', {
      ...base,
      hora: '12:00',
      idCliente: ids.beto,
      idVisita: visita1.idVisita,
    });
    expect(deOtro.statusCode).toBe(409);
    expect(deOtro.json()).toEqual({ error: 'La visita es de otro cliente.', code: 'visita_de_otro_cliente' });
    const otroDia = await call('POST', '/api/turnos', { ...base, fecha: '2026-12-10', idVisita: visita1.idVisita });
    expect(otroDia.statusCode).toBe(400);
    expect(otroDia.json()).toMatchObject({ code: 'visita_otro_dia' });
    const ninguna = await call('POST', '/api/turnos', { ...base, hora: '17:00', idVisita: 999_999 });
    expect(ninguna.statusCode).toBe(400);
    expect(ninguna.json()).toMatchObject({ code: 'visita_no_encontrada' });
  });

  it('moves the visit together, each service by as many minutes and with its professional', async () => {
    const mani = visita1.turnos[0] as Turno;
    const res = await call('PUT', `/api/turnos/${mani.id}`, cuerpo(mani, { hora: '11:00' }));
    expect(res.statusCode).toBe(200);
    const visita = (await delDia()).filter((x) => x.visita === visita1.idVisita);
    // Manicure 10:00 → 11:00, pedicure 10:45 → 11:45 (Lucía), Marta's massage 10:30 → 11:30.
    expect(visita.map((x) => [x.hora, x.empleado])).toEqual([
      ['11:00', ids.lucia],
      ['11:30', ids.marta],
      ['11:45', ids.lucia],
    ]);
  });

  it('refuses a move that takes a service off the agenda, and moves nothing', async () => {
    const mani = visita1.turnos[0] as Turno;
    const antes = await delDia();
    // 11:00 → 19:00: the pedicure would start at 19:45 (allowed), Marta's massage at 19:30: fits;
    // → 19:30: the pedicure at 20:15 does not.
    const res = await call('PUT', `/api/turnos/${mani.id}`, cuerpo(mani, { hora: '19:30' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'visita_fuera_de_horario' });
    expect(await delDia()).toEqual(antes);
  });

  it("'Solo este turno' moves one booking alone and it leaves the visit; the others keep one", async () => {
    const [mani, pedi] = visita1.turnos as [Turno, Turno];
    // The pedicure alone, to 17:00 with Marta: the rest stay.
    const solo = await call(
      'PUT',
      `/api/turnos/${pedi.id}`,
      cuerpo(pedi, { hora: '17:00', idEmpleado: ids.marta, soloEsteTurno: true }),
    );
    expect(solo.statusCode).toBe(200);
    expect(solo.json()).toMatchObject({ hora: '17:00', idVisita: pedi.id });
    // The manicure (the visit's first) alone: Marta's massage keeps a visit, named after itself.
    const primero = await call('PUT', `/api/turnos/${mani.id}`, cuerpo(mani, { hora: '12:00', soloEsteTurno: true }));
    expect(primero.statusCode).toBe(200);
    const dia = await delDia();
    const masaje = dia.find((x) => x.hora === '11:30' && x.cliente === ids.ana);
    expect(masaje).toMatchObject({ visita: masaje?.id });
    expect(dia.find((x) => x.id === mani.id)).toMatchObject({ hora: '12:00', visita: mani.id });
  });

  it('takes a quarter-hour start only right after a booking that ends there', async () => {
    const base = {
      idCliente: ids.beto,
      idEmpleado: ids.marta,
      idServicio: ids.masaje,
      fecha: FECHA,
      duracion: 30,
      costo: 9_000,
    };
    const suelta = await call('POST', '/api/turnos', { ...base, hora: '09:15' });
    expect(suelta.statusCode).toBe(400);
    expect(suelta.json()).toEqual({ error: turnoMessages.hora, code: 'dato_invalido' });
    const noEsHora = await call('POST', '/api/turnos', { ...base, hora: '09:10' });
    expect(noEsHora.statusCode).toBe(400);
    expect(noEsHora.json()).toMatchObject({ error: turnoMessages.hora });
    // Marta's 45-minute manicure from 08:30 ends at 09:15: then 09:15 is offered.
    const mani = await call('POST', '/api/turnos', { ...base, idServicio: ids.mani, hora: '08:30', duracion: 45 });
    expect(mani.statusCode).toBe(201);
    const tras = await call('POST', '/api/turnos', { ...base, hora: '09:15' });
    expect(tras.statusCode).toBe(201);
  });

  it("'Cancelar toda la visita' cancels each booking still pending, once", async () => {
    const res = await call('POST', '/api/visitas', {
      idCliente: ids.beto,
      fecha: '2026-12-10',
      servicios: [
        { idServicio: ids.mani, hora: '10:00' },
        { idServicio: ids.pedi, simultaneo: true },
      ],
    });
    expect(res.statusCode).toBe(201);
    const { idVisita } = res.json() as { idVisita: number };
    const cancelada = await call('POST', `/api/visitas/${idVisita}/cancelar`);
    expect(cancelada.statusCode).toBe(200);
    expect((cancelada.json() as { turnos: Turno[] }).turnos.map((x) => x.asistencia)).toEqual(['Canceló', 'Canceló']);
    const otraVez = await call('POST', `/api/visitas/${idVisita}/cancelar`);
    expect(otraVez.statusCode).toBe(409);
    expect(otraVez.json()).toMatchObject({ code: 'visita_sin_cancelables' });
    expect((await call('POST', '/api/visitas/999999/cancelar')).statusCode).toBe(404);
  });

  it('gives one slot to one of two visits asked for at once', async () => {
    const pedir = (idCliente: number) =>
      call('POST', '/api/visitas', {
        idCliente,
        fecha: '2026-12-11',
        servicios: [
          { idServicio: ids.masaje, idEmpleado: ids.lucia, hora: '09:00' },
          { idServicio: ids.masaje, idEmpleado: ids.lucia },
        ],
      });
    const [a, b] = await Promise.all([pedir(ids.ana), pedir(ids.beto)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const dia = (await call('GET', '/api/turnos?fecha=2026-12-11')).json() as Turno[];
    expect(dia.map((x) => x.hora)).toEqual(['09:00', '09:30']);
    expect(new Set(dia.map((x) => x.idCliente)).size).toBe(1);
  });

  it('adds services to a visit already booked, after its last one', async () => {
    const res = await call('POST', '/api/visitas', {
      idCliente: ids.ana,
      fecha: '2026-12-14',
      servicios: [{ idServicio: ids.mani, idEmpleado: ids.marta, hora: '10:00' }],
    });
    const { idVisita } = res.json() as { idVisita: number };
    const mas = await call('POST', '/api/visitas', {
      idCliente: ids.ana,
      fecha: '2026-12-14',
      idVisita,
      servicios: [{ idServicio: ids.pedi, hora: '10:45' }],
    });
    expect(mas.statusCode).toBe(201);
    expect(mas.json()).toMatchObject({ idVisita, turnos: [{ hora: '10:45', idEmpleado: ids.marta, idVisita }] });
    const ajena = await call('POST', '/api/visitas', {
      idCliente: ids.beto,
      fecha: '2026-12-14',
      idVisita,
      servicios: [{ idServicio: ids.pedi, hora: '12:00' }],
    });
    expect(ajena.statusCode).toBe(409);
    expect(ajena.json()).toMatchObject({ code: 'visita_de_otro_cliente' });
  });

  it('cancels a paid visit as marking each booking cancelled would, in the ledger too', async () => {
    const fecha = '2026-12-15';
    const visita = async (idCliente: number, hora: string) =>
      (
        await call('POST', '/api/visitas', {
          idCliente,
          fecha,
          servicios: [
            { idServicio: ids.mani, idEmpleado: ids.lucia, hora },
            { idServicio: ids.pedi, idEmpleado: ids.marta, hora, simultaneo: true },
          ],
        })
      ).json() as { idVisita: number; turnos: Turno[] };
    const entera = await visita(ids.ana, '10:00');
    const porUno = await visita(ids.beto, '14:00');
    expect((await call('POST', `/api/visitas/${entera.idVisita}/cancelar`)).statusCode).toBe(200);
    for (const x of porUno.turnos) {
      expect((await call('PUT', `/api/turnos/${x.id}`, cuerpo(x, { asistencia: 'Canceló' }))).statusCode).toBe(200);
    }
    const lineas = async (turnos: Turno[]) =>
      (
        await t.testDb.db
          .selectFrom('ventas_lineas')
          .select(['total_cents', 'pagado_cents', 'id_turno'])
          .where(
            'id_turno',
            'in',
            turnos.map((x) => x.id),
          )
          .orderBy('id_turno')
          .execute()
      ).map(({ total_cents, pagado_cents }) => [Number(total_cents), Number(pagado_cents)]);
    expect(await lineas(entera.turnos)).toEqual(await lineas(porUno.turnos));
  });

  it('moves only the services still to happen: one attended stays', async () => {
    const fecha = '2026-12-16';
    const res = await call('POST', '/api/visitas', {
      idCliente: ids.ana,
      fecha,
      servicios: [{ idServicio: ids.mani, idEmpleado: ids.lucia, hora: '10:00' }, { idServicio: ids.pedi }],
    });
    const [mani, pedi] = (res.json() as { turnos: [Turno, Turno] }).turnos;
    expect((await call('PUT', `/api/turnos/${mani.id}`, cuerpo(mani, { asistencia: 'Asistió' }))).statusCode).toBe(200);
    // The pedicure is put off to 12:00: the manicure already done stays at 10:00.
    expect((await call('PUT', `/api/turnos/${pedi.id}`, cuerpo(pedi, { hora: '12:00' }))).statusCode).toBe(200);
    const dia = ((await call('GET', `/api/turnos?fecha=${fecha}`)).json() as Turno[]).map((x) => [x.id, x.hora]);
    expect(dia).toEqual([
      [mani.id, '10:00'],
      [pedi.id, '12:00'],
    ]);
  });

  it('gives a professional’s own account no visit to join, and her move leaves the visit', async () => {
    const fecha = '2026-12-17';
    const res = await call('POST', '/api/visitas', {
      idCliente: ids.ana,
      fecha,
      servicios: [{ idServicio: ids.mani, idEmpleado: ids.lucia, hora: '10:00' }, { idServicio: ids.pedi }],
    });
    const { idVisita, turnos } = res.json() as { idVisita: number; turnos: [Turno, Turno] };
    const lucia = await t.loginAs('lucia', 'profesional', ids.lucia);
    const suya = await t.app.inject({
      method: 'POST',
      url: '/api/turnos',
      headers: { cookie: lucia },
      payload: {
        idCliente: ids.ana,
        idEmpleado: ids.lucia,
        idServicio: ids.masaje,
        fecha,
        hora: '15:00',
        duracion: 30,
        costo: 0,
        idVisita,
      },
    });
    expect(suya.statusCode).toBe(201);
    expect(suya.json()).toMatchObject({ idVisita: (suya.json() as Turno).id });
    const [, pedi] = turnos;
    const movida = await t.app.inject({
      method: 'PUT',
      url: `/api/turnos/${pedi.id}`,
      headers: { cookie: lucia },
      payload: cuerpo(pedi, { hora: '16:00' }),
    });
    expect(movida.statusCode).toBe(200);
    expect(movida.json()).toMatchObject({ hora: '16:00', idVisita: pedi.id });
    const dia = ((await call('GET', `/api/turnos?fecha=${fecha}`)).json() as Turno[]).find(
      (x) => x.id === turnos[0].id,
    );
    expect(dia).toMatchObject({ hora: '10:00', idVisita });
  });
});
