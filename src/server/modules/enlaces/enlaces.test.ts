import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reservaCodes, reservaMessages } from '#shared/domain/reserva-messages.ts';
import type { TurnoEnlace } from '#shared/schemas/enlace.ts';
import type { Turno } from '#shared/schemas/turno.ts';
import { hashToken } from '#server/auth/sessions.ts';
import { creador, vaciarCentro } from '#server/testing/reservas.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

/** Monday 23 November 2026, 10:00 in Buenos Aires (UTC−3). */
const LUNES_10 = Date.parse('2026-11-23T13:00:00Z');
const HORA = 60 * 60_000;

describe.each(testDialects)("the client's own link to her booking, on %s", (dialect) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let now = LUNES_10;
  let turno: number;

  const call = (method: 'GET' | 'POST', url: string, cookie?: string) =>
    t.app.inject({ method, url, headers: cookie === undefined ? {} : { cookie } });
  const enlace = async (id = turno, cookie = staff) => {
    const res = await call('GET', `/api/turnos/${id}/enlace`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json() as { url: string };
    return { url, token: url.slice(url.lastIndexOf('/') + 1) };
  };
  const agenda = async (fecha = '2026-11-25') =>
    (await call('GET', `/api/turnos?fecha=${fecha}`, admin)).json() as Turno[];
  /** A booking changed at the desk: as it is, with `cambio` (`soloEsteTurno` leaves its visit). */
  const editar = async (id: number, cambio: Partial<Turno> & { soloEsteTurno?: boolean }, fecha = '2026-11-25') => {
    const actual = (await agenda(fecha)).find((a) => a.id === id) as Turno;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/turnos/${id}`,
      headers: { cookie: admin },
      payload: {
        idCliente: actual.idCliente,
        idEmpleado: actual.idEmpleado,
        idServicio: actual.idServicio,
        fecha: actual.fecha,
        hora: actual.hora,
        duracion: actual.duracion,
        costo: actual.costo,
        estado: actual.estado,
        montoAbonado: actual.montoAbonado,
        asistencia: actual.asistencia,
        ...cambio,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => now, env: { PUBLIC_URL: 'https://centro.example' } });
  });
  afterAll(async () => t.close());

  let sesiones = 0;
  beforeEach(async () => {
    now = LUNES_10;
    // Fresh sessions each time: a test that moves the clock days ahead ends the earlier ones.
    sesiones += 1;
    admin = await t.loginAs(`duena${sesiones}`, 'admin');
    staff = await t.loginAs(`recepcion${sesiones}`, 'staff');
    await vaciarCentro(t.testDb.db);
    const post = creador(t, admin);
    const empleada = await post('/api/empleados', { nombre: 'Lucía Inés', apellido: 'Paz' });
    const servicio = await post('/api/servicios-base', {
      categoria: 'Manos',
      descripcion: 'Kapping gel',
      precio: 9000,
      duracionSugerida: 60,
    });
    const cliente = await post('/api/clientes', { nombre: 'Rocío', apellido: 'Gómez', telefono: '11 2345-6789' });
    // Wednesday 25 at 10:00: 48 hours ahead; the notice is 24 hours (Ajustes' default).
    turno = await post('/api/turnos', {
      idCliente: cliente,
      idEmpleado: empleada,
      idServicio: servicio,
      fecha: '2026-11-25',
      hora: '10:00',
      duracion: 60,
      costo: 9000,
      estado: 'Debe',
      montoAbonado: null,
    });
  });

  it('gives staff a link on the public site, keeps only its hash, and shows the booking with her first name only', async () => {
    const { url, token } = await enlace();
    expect(url).toMatch(/^https:\/\/centro\.example\/turno\/[A-Za-z0-9_-]{43}$/);
    const rows = await t.testDb.db.selectFrom('turnos_enlaces').selectAll().execute();
    const quien = await t.testDb.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', `recepcion${sesiones}`)
      .executeTakeFirstOrThrow();
    // Kept with who at the desk made it: an answer by it can be traced to who had it.
    expect(rows.map((r) => [r.token_hash, r.id_turno, r.id_usuario])).toEqual([[hashToken(token), turno, quien.id]]);
    expect(JSON.stringify(rows)).not.toContain(token);

    const res = await call('GET', `/api/enlace/${token}`);
    expect(res.statusCode).toBe(200);
    // Strictly: a booking alone answers as it always did, with no list of services.
    expect(res.json()).toStrictEqual({
      nombre: 'Rocío',
      fecha: '2026-11-25',
      hora: '10:00',
      duracion: 60,
      servicio: 'Kapping gel',
      precio: 9000,
      profesional: 'Lucía',
      confirmacion: 'Sin respuesta',
      cancelado: false,
      // 24 hours before: Tuesday 24 at 10:00.
      cancelableHasta: '2026-11-24 10:00',
      cancelable: true,
      cancelacionHoras: 24,
      inicio: '2026-11-25T13:00:00.000Z',
      pasado: false,
    } satisfies TurnoEnlace);
    expect(res.body).not.toContain('Gómez');
    expect(res.body).not.toContain('2345');
    // Every booking answers with its confirmation, 'Sin respuesta' until she answers.
    expect((await agenda()).map((a) => a.confirmacion)).toEqual(['Sin respuesta']);
  });

  it("'Confirmo mi turno' records 'Confirmó' once, audited as the client's, and the agenda reads it", async () => {
    const { token } = await enlace();
    // A second link made later works as well: a reminder already sent stays good.
    const otro = await enlace();
    expect(otro.token).not.toBe(token);

    const res = await call('POST', `/api/enlace/${token}/confirmar`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as TurnoEnlace).confirmacion).toBe('Confirmó');
    expect(((await call('POST', `/api/enlace/${otro.token}/confirmar`)).json() as TurnoEnlace).confirmacion).toBe(
      'Confirmó',
    );
    expect((await agenda()).map((a) => [a.confirmacion, a.asistencia])).toEqual([['Confirmó', 'Pendiente']]);

    const log = await t.testDb.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'turnos')
      .where('user_id', 'is', null)
      .execute();
    // Confirming again changed nothing and wrote nothing.
    expect(log.map((l) => [l.action, l.entity_id, JSON.parse(l.after ?? '{}')])).toEqual([
      ['editar', String(turno), { confirmacion: 'Confirmó', por: 'el enlace del cliente' }],
    ]);
  });

  it("'Cancelar turno' until the notice frees the slot; past it, it sends her to the chat and changes nothing", async () => {
    const { token } = await enlace();
    // Tuesday 24 at 10:01: one minute past the 24 hours' notice.
    now = LUNES_10 + 24 * HORA + 60_000;
    const tarde = await call('POST', `/api/enlace/${token}/cancelar`);
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json()).toEqual({
      error: reservaMessages.tardeParaCancelar(24),
      code: reservaCodes.tardeParaCancelar,
    });
    expect((await call('GET', `/api/enlace/${token}`)).json()).toMatchObject({ cancelable: false, cancelado: false });
    // She may still confirm.
    expect((await call('POST', `/api/enlace/${token}/confirmar`)).statusCode).toBe(200);

    // Back to Monday: within the notice.
    now = LUNES_10;
    const res = await call('POST', `/api/enlace/${token}/cancelar`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cancelado: true, cancelable: false, confirmacion: 'Canceló' });
    expect((await agenda()).map((a) => [a.asistencia, a.confirmacion])).toEqual([['Canceló', 'Canceló']]);
    // Cancelled: neither again nor a confirmation.
    for (const accion of ['cancelar', 'confirmar']) {
      const again = await call('POST', `/api/enlace/${token}/${accion}`);
      expect(again.statusCode, accion).toBe(409);
      expect(again.json()).toEqual({ error: reservaMessages.yaCancelado, code: reservaCodes.yaCancelado });
    }
  });

  it('a cancellation by her link is news at the desk beside the online bookings, until the desk looks', async () => {
    const nuevas = async () =>
      (await call('GET', '/api/reservas/nuevas', staff)).json() as {
        cantidad: number;
        cancelaciones: Turno[];
        cancelacionesCantidad: number;
        hasta: string;
      };
    // The accounts were made by the real clock, days after this test's: as if made before.
    await t.testDb.db.updateTable('users').set({ created_at: '2026-01-01T00:00:00.000Z' }).execute();
    expect(await nuevas()).toMatchObject({ cantidad: 0, cancelaciones: [], cancelacionesCantidad: 0 });
    const { token } = await enlace();
    // A confirmation is not news; a cancellation is.
    await call('POST', `/api/enlace/${token}/confirmar`);
    expect((await nuevas()).cancelacionesCantidad).toBe(0);
    now += 60_000;
    await call('POST', `/api/enlace/${token}/cancelar`);
    now += 60_000;
    const news = await nuevas();
    expect([news.cantidad, news.cancelacionesCantidad]).toEqual([0, 1]);
    expect(news.cancelaciones.map((c) => [c.id, c.asistencia, c.confirmacion])).toEqual([
      [turno, 'Canceló', 'Canceló'],
    ]);
    // Looked at: no longer news for her; still news for another member of staff.
    const visto = await t.app.inject({
      method: 'POST',
      url: '/api/reservas/nuevas/vistas',
      headers: { cookie: staff },
      payload: { hasta: news.hasta },
    });
    expect(visto.statusCode).toBe(204);
    expect((await nuevas()).cancelacionesCantidad).toBe(0);
    const otra = (await call('GET', '/api/reservas/nuevas', admin)).json() as { cancelacionesCantidad: number };
    expect(otra.cancelacionesCantidad).toBe(1);
  });

  it('shows a visit of several services whole, confirms all of it, and a service cancelled at the desk drops out', async () => {
    const post = creador(t, admin);
    const sofia = await post('/api/empleados', { nombre: 'Sofía', apellido: 'Ruiz' });
    const pedicura = await post('/api/servicios-base', {
      categoria: 'Pies',
      descripcion: 'Pedicura spa',
      precio: 7500,
      duracionSugerida: 45,
    });
    const [primero] = await agenda();
    // The pedicure joins her 10:00 visit, at 11:00 with another professional (the modal's 'Agregar otro servicio').
    const segundo = await post('/api/turnos', {
      idCliente: primero?.idCliente,
      idEmpleado: sofia,
      idServicio: pedicura,
      fecha: '2026-11-25',
      hora: '11:00',
      duracion: 45,
      costo: 7500,
      estado: 'Debe',
      montoAbonado: null,
      idVisita: turno,
    });
    // The link of either service shows the whole visit: from 10:00 to 11:45, $ 9.000 + $ 7.500.
    const { token } = await enlace(segundo);
    const visita = {
      nombre: 'Rocío',
      fecha: '2026-11-25',
      hora: '10:00',
      duracion: 105,
      servicio: 'Kapping gel y Pedicura spa',
      precio: 16_500,
      profesional: 'Lucía y Sofía',
      confirmacion: 'Sin respuesta',
      cancelado: false,
      // 24 hours before the visit's start.
      cancelableHasta: '2026-11-24 10:00',
      cancelable: true,
      cancelacionHoras: 24,
      inicio: '2026-11-25T13:00:00.000Z',
      pasado: false,
      servicios: [
        { servicio: 'Kapping gel', hora: '10:00', duracion: 60, precio: 9000, profesional: 'Lucía' },
        { servicio: 'Pedicura spa', hora: '11:00', duracion: 45, precio: 7500, profesional: 'Sofía' },
      ],
    } satisfies TurnoEnlace;
    expect((await call('GET', `/api/enlace/${token}`)).json()).toEqual(visita);
    expect((await call('GET', `/api/enlace/${(await enlace(turno)).token}`)).json()).toEqual(visita);

    // 'Confirmo mi turno' confirms her visit: each service, each audited as hers.
    const res = await call('POST', `/api/enlace/${token}/confirmar`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...visita, confirmacion: 'Confirmó' });
    expect((await agenda()).map((a) => [a.id, a.confirmacion])).toEqual([
      [turno, 'Confirmó'],
      [segundo, 'Confirmó'],
    ]);
    const log = await t.testDb.db
      .selectFrom('audit_log')
      .select(['entity_id', 'user_id'])
      .where('entity', '=', 'turnos')
      .where('after', 'like', '%el enlace del cliente%')
      .execute();
    expect(log.map((l) => [Number(l.entity_id), l.user_id] as const).sort((x, y) => x[0] - y[0])).toEqual([
      [turno, null],
      [segundo, null],
    ]);

    // The kapping cancelled at the desk: her link shows the pedicure left, alone, as a booking's.
    await editar(turno, { asistencia: 'Canceló', soloEsteTurno: true });
    const { servicios: _lista, ...sinLista } = visita;
    expect((await call('GET', `/api/enlace/${token}`)).json()).toStrictEqual({
      ...sinLista,
      hora: '11:00',
      duracion: 45,
      servicio: 'Pedicura spa',
      precio: 7500,
      profesional: 'Sofía',
      confirmacion: 'Confirmó',
      cancelableHasta: '2026-11-24 11:00',
      inicio: '2026-11-25T14:00:00.000Z',
    });
  });

  it('asks her again once the desk adds a service to her confirmed visit, and confirms only what is still to come', async () => {
    const post = creador(t, admin);
    const sofia = await post('/api/empleados', { nombre: 'Sofía', apellido: 'Ruiz' });
    const [primero] = await agenda();
    const unirse = (hora: string) =>
      post('/api/turnos', {
        idCliente: primero?.idCliente,
        idEmpleado: sofia,
        idServicio: primero?.idServicio,
        fecha: '2026-11-25',
        hora,
        duracion: 30,
        costo: 5000,
        estado: 'Debe',
        montoAbonado: null,
        idVisita: turno,
      });
    const segundo = await unirse('11:00');
    const { token } = await enlace(turno);
    expect(((await call('POST', `/api/enlace/${token}/confirmar`)).json() as TurnoEnlace).confirmacion).toBe(
      'Confirmó',
    );
    // A third service added at the desk: her visit is no longer all confirmed, and she is asked.
    const tercero = await unirse('11:30');
    expect((await call('GET', `/api/enlace/${token}`)).json()).toMatchObject({
      confirmacion: 'Sin respuesta',
      duracion: 120,
    });
    // The first one attended already (the desk marks it): confirming again touches only the rest.
    await editar(turno, { asistencia: 'Asistió', soloEsteTurno: true });
    expect((await call('GET', `/api/enlace/${token}`)).json()).toMatchObject({ confirmacion: 'Sin respuesta' });
    expect((await call('POST', `/api/enlace/${(await enlace(segundo)).token}/confirmar`)).statusCode).toBe(200);
    expect((await agenda()).map((a) => [a.id, a.asistencia, a.confirmacion])).toEqual([
      [turno, 'Asistió', 'Confirmó'],
      [segundo, 'Pendiente', 'Confirmó'],
      [tercero, 'Pendiente', 'Confirmó'],
    ]);
  });

  it('takes a confirmation and a cancellation of one visit at once by two links, one after the other', async () => {
    const post = creador(t, admin);
    const sofia = await post('/api/empleados', { nombre: 'Sofía', apellido: 'Ruiz' });
    const [primero] = await agenda();
    const segundo = await post('/api/turnos', {
      idCliente: primero?.idCliente,
      idEmpleado: sofia,
      idServicio: primero?.idServicio,
      fecha: '2026-11-25',
      hora: '11:00',
      duracion: 60,
      costo: 9000,
      estado: 'Debe',
      montoAbonado: null,
      idVisita: turno,
    });
    const [a, b] = [await enlace(turno), await enlace(segundo)];
    const [confirma, cancela] = await Promise.all([
      call('POST', `/api/enlace/${a.token}/confirmar`),
      call('POST', `/api/enlace/${b.token}/cancelar`),
    ]);
    // Whichever went first, the other saw it: never a server error, and the visit ends cancelled.
    expect(cancela.statusCode, cancela.body).toBe(200);
    expect([200, 409], confirma.body).toContain(confirma.statusCode);
    expect((await agenda()).map((x) => [x.id, x.asistencia, x.confirmacion])).toEqual([
      [turno, 'Canceló', 'Canceló'],
      [segundo, 'Canceló', 'Canceló'],
    ]);
  });

  it('waits for a new answer once the booking is moved or taken back, and stops opening for another client', async () => {
    const { token } = await enlace();
    await call('POST', `/api/enlace/${token}/confirmar`);
    const turnoAhora = async () => (await agenda()).find((a) => a.id === turno) as Turno;
    // Its price changed: her answer stands.
    await editar(turno, { costo: 9500 });
    expect((await turnoAhora()).confirmacion).toBe('Confirmó');
    // Moved to 11:00: she confirmed 10:00, and is asked again.
    await editar(turno, { hora: '11:00' });
    expect((await turnoAhora()).confirmacion).toBe('Sin respuesta');
    expect((await call('GET', `/api/enlace/${token}`)).json()).toMatchObject({
      hora: '11:00',
      confirmacion: 'Sin respuesta',
    });

    // Given to another client: her link no longer opens it.
    const otra = await creador(t, admin)('/api/clientes', { nombre: 'Laura', apellido: 'Díaz' });
    await editar(turno, { idCliente: otra });
    const res = await call('GET', `/api/enlace/${token}`);
    expect([res.statusCode, (res.json() as { code: string }).code]).toEqual([404, 'enlace_invalido']);
    expect(await t.testDb.db.selectFrom('turnos_enlaces').selectAll().execute()).toEqual([]);
  });

  it('works until the day has passed, then answers as an unknown link does', async () => {
    const { token } = await enlace();
    const unknown = 'A'.repeat(43);
    const noEsta = { error: reservaMessages.enlaceInvalido, code: reservaCodes.enlaceInvalido };
    expect((await call('GET', `/api/enlace/${unknown}`)).json()).toEqual(noEsta);

    // The day itself, after the start: shown as past, but no longer answered.
    now = LUNES_10 + 48 * HORA + 60_000;
    expect((await call('GET', `/api/enlace/${token}`)).json()).toMatchObject({ pasado: true, cancelable: false });
    const tarde = await call('POST', `/api/enlace/${token}/confirmar`);
    expect([tarde.statusCode, tarde.json()]).toEqual([
      409,
      { error: reservaMessages.yaPaso, code: reservaCodes.yaPaso },
    ]);

    // Thursday: gone, in the same shape as a guessed one.
    now = LUNES_10 + 72 * HORA;
    for (const [method, url] of [
      ['GET', `/api/enlace/${token}`],
      ['POST', `/api/enlace/${token}/confirmar`],
      ['POST', `/api/enlace/${token}/cancelar`],
      ['GET', `/api/enlace/${unknown}`],
    ] as const) {
      const res = await call(method, url);
      expect([res.statusCode, res.json()], url).toEqual([404, noEsta]);
    }
    // Nor is a new link given for a past booking.
    staff = await t.loginAs(`recepcion${sesiones}b`, 'staff');
    const pasado = await call('GET', `/api/turnos/${turno}/enlace`, staff);
    expect([pasado.statusCode, pasado.json()]).toEqual([
      409,
      { error: reservaMessages.yaPaso, code: reservaCodes.yaPaso },
    ]);
  });

  it('refuses what is not a link (400), a link without a session for staff (401), and goes with its booking', async () => {
    for (const bad of ['corto', 'A'.repeat(42), `${'A'.repeat(42)}%20`, 'A'.repeat(44)]) {
      const res = await call('GET', `/api/enlace/${bad}`);
      expect([res.statusCode, (res.json() as { code: string }).code], bad).toEqual([400, 'dato_invalido']);
    }
    expect((await call('GET', `/api/turnos/${turno}/enlace`)).statusCode).toBe(401);
    const missing = await call('GET', '/api/turnos/999999/enlace', staff);
    expect([missing.statusCode, (missing.json() as { code: string }).code]).toEqual([404, 'turno_no_encontrado']);

    const { token } = await enlace();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/turnos/${turno}`, headers: { cookie: admin } })).statusCode,
    ).toBe(204);
    expect((await call('GET', `/api/enlace/${token}`)).statusCode).toBe(404);
    expect(await t.testDb.db.selectFrom('turnos_enlaces').selectAll().execute()).toEqual([]);
  });

  it('limits each address, an IPv6 /64 as one', async () => {
    const { token } = await enlace();
    let last = 0;
    for (let i = 0; i < 121; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/enlace/${token}`,
        remoteAddress: `2001:db8:1:2::${(i % 50).toString(16)}`,
      });
      last = res.statusCode;
      if (i < 120) expect(res.statusCode, String(i)).toBe(200);
    }
    expect(last).toBe(429);
    const otra = await t.app.inject({ method: 'GET', url: `/api/enlace/${token}`, remoteAddress: '2001:db8:1:3::1' });
    expect(otra.statusCode).toBe(200);
  });
});
