import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { up as migrate012 } from '#server/db/migrations/012-reservas-origen.ts';
import { conDesafio, desafioDe } from '#server/testing/desafio.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

/** Monday 23 November 2026, 10:00 in Buenos Aires (UTC−3). */
const LUNES_10 = Date.parse('2026-11-23T13:00:00Z');

interface Previa {
  por: string;
  desde: string;
  hasta: string;
  cantidad: number;
  turnos: { id: number; hora: string; asistencia: string }[];
}

/**
 * 'Deshacer reservas de este origen': each online booking keeps the address and the phone it was
 * made from, and staff cancel at once the ones from one origin, previewed first, in one
 * transaction with one audit entry.
 */
describe.each(testDialects)('undoing online bookings from one origin, on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let now = LUNES_10;
  let servicio: number;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie?: string) =>
    t.app.inject({
      method,
      url,
      headers: cookie === undefined ? {} : { cookie },
      ...(payload === undefined ? {} : { payload }),
    });
  /** An online booking at `hora` on Tuesday 24 from `remoteAddress`, answering its id. */
  const reservar = async (hora: string, remoteAddress: string, telefono: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reservas',
      payload: await conDesafio(desafioDe(t.app), {
        idServicio: servicio,
        fecha: '2026-11-24',
        hora,
        nombre: `Cliente ${hora}`,
        telefono,
      }),
      remoteAddress,
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await t.testDb.db
      .selectFrom('turnos')
      .select('id')
      .where('hora', '=', hora)
      .where('fecha', '=', '2026-11-24')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const previa = async (id: number, por: 'direccion' | 'telefono', cookie = staff) => {
    const res = await call('GET', `/api/reservas/origen/${id}?por=${por}`, undefined, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Previa;
  };
  const asistencias = async () =>
    Object.fromEntries(
      (await t.testDb.db.selectFrom('turnos').select(['hora', 'asistencia']).orderBy('hora').execute()).map((r) => [
        r.hora,
        r.asistencia,
      ]),
    );

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => now });
    admin = await t.loginAs('duena', 'admin');
    staff = await t.loginAs('recepcion', 'staff');
    await call(
      'POST',
      '/api/empleados',
      {
        nombre: 'Lucía',
        apellido: 'Paz',
        horarios: [1, 2, 3, 4, 5, 6, 7].map((dia) => ({ dia, desde: '08:00', hasta: '20:00' })),
      },
      admin,
    );
    servicio = (
      (
        await call(
          'POST',
          '/api/servicios-base',
          { categoria: 'Manos', descripcion: 'Esmaltado', precio: 8000, duracionSugerida: 30 },
          admin,
        )
      ).json() as { id: number }
    ).id;
    await call('PUT', '/api/ajustes', { reservasOnline: true, anticipacionMinimaHoras: 0 }, admin);
  });
  afterAll(async () => t.close());

  beforeEach(async () => {
    now = LUNES_10;
    for (const table of ['turnos', 'clientes', 'reservas_intentos', 'audit_log'] as const) {
      await t.testDb.db.deleteFrom(table).execute();
    }
    await t.testDb.db.updateTable('users').set({ reservas_vistas_at: '2000-01-01T00:00:00.000Z' }).execute();
  });

  it('keeps each online booking’s address key and the phone as typed', async () => {
    await reservar('09:00', '2001:db8:aa:bb:1:2:3:4', '(011) 15 2345-6789');
    const row = await t.testDb.db
      .selectFrom('turnos')
      .select(['origen_direccion', 'origen_telefono'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ origen_direccion: '2001:0db8:00aa:00bb::/64', origen_telefono: '(011) 15 2345-6789' });
  });

  it('previews, counts in the agenda’s list, and cancels one origin’s bookings at once, audited', async () => {
    // A flood from one /64 with five phones, one of them typed twice in two ways; and a real client.
    const flood = [
      await reservar('09:00', '2001:db8:1:1::1', '11 3000-0001'),
      await reservar('09:30', '2001:db8:1:1::2', '11 3000-0002'),
      await reservar('10:00', '2001:db8:1:1::3', '11 3000-0003'),
      await reservar('10:30', '2001:db8:1:1::4', '11 3000-0004'),
      await reservar('11:00', '2001:db8:1:1::5', '1130000004'),
    ];
    const otra = await reservar('11:30', '192.0.2.10', '11 4000-0000');
    const mismaTelefono = await reservar('12:00', '192.0.2.11', '11 3000-0004');

    const porDireccion = await previa(flood[0] ?? 0, 'direccion');
    expect(porDireccion.cantidad).toBe(5);
    expect(porDireccion.turnos.map((x) => x.id)).toEqual(flood);
    const porTelefono = await previa(flood[3] ?? 0, 'telefono');
    expect(porTelefono.turnos.map((x) => x.hora)).toEqual(['10:30', '11:00', '12:00']);

    // The agenda's online list: each booking with its origin's counts; the address itself is not sent.
    const nuevas = await call('GET', '/api/reservas/nuevas', undefined, staff);
    expect(nuevas.body).not.toContain('2001:');
    const origenes = (nuevas.json() as { origenes: { idTurno: number; direccion: number; telefono: number }[] })
      .origenes;
    const cuenta = (id: number | undefined) => origenes.find((o) => o.idTurno === id);
    expect(cuenta(flood[0])).toEqual({ idTurno: flood[0], direccion: 5, telefono: 1 });
    expect(cuenta(flood[4])).toEqual({ idTurno: flood[4], direccion: 5, telefono: 3 });
    expect(cuenta(otra)).toEqual({ idTurno: otra, direccion: 1, telefono: 1 });

    // A booking made after the preview is not in what was previewed.
    now += 60_000;
    await reservar('13:00', '2001:db8:1:1::6', '11 3000-0006');

    const res = await call(
      'POST',
      `/api/reservas/origen/${flood[0]}/deshacer`,
      { por: 'direccion', hasta: porDireccion.hasta },
      staff,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ cantidad: 5, ids: flood });
    expect(await asistencias()).toEqual({
      '09:00': 'Canceló',
      '09:30': 'Canceló',
      '10:00': 'Canceló',
      '10:30': 'Canceló',
      '11:00': 'Canceló',
      '11:30': 'Pendiente',
      '12:00': 'Pendiente',
      '13:00': 'Pendiente',
    });
    // Their times are free again.
    const libres = (
      (await call('GET', `/api/reservas/disponibilidad?idServicio=${servicio}&fecha=2026-11-24`)).json() as {
        hora: string;
      }[]
    ).map((l) => l.hora);
    expect(libres).toEqual(expect.arrayContaining(['09:00', '09:30', '10:00', '10:30', '11:00']));
    expect(libres).not.toContain('11:30');

    // One audit entry, by the member of staff, listing them.
    const audit = await t.testDb.db.selectFrom('audit_log').selectAll().where('user_id', 'is not', null).execute();
    expect(audit).toHaveLength(1);
    const after = JSON.parse(audit[0]?.after ?? '{}') as { turnos: { id: number }[]; origen: string };
    expect(after.origen).toBe('direccion');
    expect(after.turnos.map((x) => x.id)).toEqual(flood);
    const user = await t.testDb.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'recepcion')
      .executeTakeFirstOrThrow();
    expect(audit[0]?.user_id).toBe(user.id);

    // Nothing left: refused with a code, and nothing changes.
    const again = await call(
      'POST',
      `/api/reservas/origen/${flood[0]}/deshacer`,
      { por: 'direccion', hasta: porDireccion.hasta },
      staff,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'NADA_QUE_DESHACER', error: expect.stringMatching(/^No quedan/) });
    expect(
      await t.testDb.db.selectFrom('audit_log').selectAll().where('user_id', 'is not', null).execute(),
    ).toHaveLength(1);
    // Undoing by the phone now takes what is left of it.
    const telefono = await previa(flood[3] ?? 0, 'telefono');
    expect(telefono.turnos.map((x) => x.id)).toEqual([mismaTelefono]);
  });

  it('leaves alone what is no longer pending or already happened', async () => {
    const a = await reservar('09:00', '198.51.100.1', '11 3000-0001');
    const b = await reservar('09:30', '198.51.100.1', '11 3000-0002');
    await reservar('10:00', '198.51.100.1', '11 3000-0003');
    await t.testDb.db.updateTable('turnos').set({ asistencia: 'Asistió' }).where('id', '=', a).execute();
    // Moved by the agenda to this morning, before now (Monday 10:00): it has started.
    await t.testDb.db.updateTable('turnos').set({ fecha: '2026-11-23' }).where('id', '=', b).execute();
    expect((await previa(a, 'direccion')).turnos.map((x) => x.hora)).toEqual(['10:00']);
  });

  it('cancels each booking once when undone simultaneously, across instances', async () => {
    const ids = [
      await reservar('09:00', '203.0.113.5', '11 3000-0001'),
      await reservar('09:30', '203.0.113.5', '11 3000-0002'),
      await reservar('10:00', '203.0.113.5', '11 3000-0003'),
    ];
    const { hasta } = await previa(ids[0] ?? 0, 'direccion');
    const extra: FastifyInstance[] =
      dialect === 'postgres'
        ? [await buildApp(t.config, { now: () => now }), await buildApp(t.config, { now: () => now })]
        : [];
    try {
      const apps = [t.app, ...extra];
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          (apps[i % apps.length] ?? t.app).inject({
            method: 'POST',
            url: `/api/reservas/origen/${ids[i % 3]}/deshacer`,
            payload: { por: 'direccion', hasta },
            headers: { cookie: i % 2 === 0 ? staff : admin },
          }),
        ),
      );
      const ok = results.filter((r) => r.statusCode === 200);
      const refused = results.filter((r) => r.statusCode === 409);
      expect(ok.length + refused.length).toBe(12);
      expect(ok.flatMap((r) => (r.json() as { ids: number[] }).ids).sort((x, y) => x - y)).toEqual(ids);
      for (const r of refused) expect(r.json()).toMatchObject({ code: 'NADA_QUE_DESHACER' });
      const audit = await t.testDb.db.selectFrom('audit_log').selectAll().where('user_id', 'is not', null).execute();
      expect(audit).toHaveLength(ok.length);
      expect(
        audit
          .flatMap((e) => (JSON.parse(e.after ?? '{}') as { turnos: { id: number }[] }).turnos.map((x) => x.id))
          .sort((x, y) => x - y),
      ).toEqual(ids);
    } finally {
      await Promise.all(extra.map((a) => a.close()));
    }
  });

  it('refuses without a session, an unknown booking, one of the agenda and one without origin, with codes', async () => {
    const id = await reservar('09:00', '198.51.100.2', '11 3000-0001');
    expect((await call('GET', `/api/reservas/origen/${id}?por=direccion`)).statusCode).toBe(401);
    expect(
      (
        await call('POST', `/api/reservas/origen/${id}/deshacer`, {
          por: 'direccion',
          hasta: new Date(now).toISOString(),
        })
      ).statusCode,
    ).toBe(401);
    const unknown = await call('GET', `/api/reservas/origen/999999?por=direccion`, undefined, staff);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'RESERVA_NO_ENCONTRADA' });
    const bad = await call('GET', `/api/reservas/origen/${id}?por=ip`, undefined, staff);
    expect(bad.statusCode).toBe(400);
    // Made before origins were kept.
    await t.testDb.db.updateTable('turnos').set({ origen_direccion: null, origen_telefono: null }).execute();
    for (const por of ['direccion', 'telefono'] as const) {
      const sinOrigen = await call('GET', `/api/reservas/origen/${id}?por=${por}`, undefined, staff);
      expect(sinOrigen.statusCode).toBe(409);
      expect(sinOrigen.json()).toMatchObject({ code: 'RESERVA_SIN_ORIGEN' });
    }
    const before = await asistencias();
    const refused = await call(
      'POST',
      `/api/reservas/origen/${id}/deshacer`,
      { por: 'direccion', hasta: new Date(now).toISOString() },
      staff,
    );
    expect(refused.statusCode).toBe(409);
    expect(await asistencias()).toEqual(before);
  });

  it('runs its migration again after it ran (a start that died half way)', async () => {
    await migrate012(t.testDb.db);
    await migrate012(t.testDb.db);
    await reservar('09:00', '198.51.100.3', '11 3000-0001');
    expect(
      await t.testDb.db.selectFrom('turnos').select(['origen_direccion', 'origen_telefono']).executeTakeFirstOrThrow(),
    ).toEqual({ origen_direccion: '198.51.100.3', origen_telefono: '11 3000-0001' });
  });
});
