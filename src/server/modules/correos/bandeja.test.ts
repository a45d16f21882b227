import type { Insertable } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codes, messages } from '#shared/messages.ts';
import {
  bandejaCorreosSchema,
  correoCodes,
  correoMessages,
  correoSchema,
  type BandejaCorreos,
  type Correo,
} from '#shared/schemas/correo.ts';
import type { CorreosTable } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

/** Monday 23 November 2026, 10:00 in Buenos Aires (UTC−3). */
const LUNES_10 = Date.parse('2026-11-23T13:00:00Z');
const MINUTO = 60_000;

/** An outbox row as the writer leaves it, with what a test changes. */
function fila(cambios: Partial<Insertable<CorreosTable>> = {}): Insertable<CorreosTable> {
  return {
    tipo: 'confirmacion',
    para: 'rocio@example.com',
    asunto: 'Tu turno del miércoles 25/11 a las 10:00',
    texto: 'Hola Rocío',
    html: '<p>Hola Rocío</p>',
    ics: null,
    id_turno: null,
    fecha: '2026-11-25',
    hora: '10:00',
    estado: 'Pendiente',
    intentos: 0,
    error: null,
    enviar_desde: '2026-11-23T12:00:00.000Z',
    tomado_hasta: null,
    creado_at: '2026-11-23T12:00:00.000Z',
    enviado_at: null,
    ...cambios,
  };
}

const FALLO = {
  estado: 'Falló',
  intentos: 5,
  error: '550 5.1.1 <rocio@example.com>: Recipient address rejected',
  enviar_desde: '2026-11-23T11:00:00.000Z',
  tomado_hasta: '2026-11-23T11:01:00.000Z',
} as const;

describe.each(testDialects)("the outbox in Ajustes ('Correo electrónico'), on %s", (dialect) => {
  /** The server as the tests run it: without SMTP_URL, e-mail off. */
  let off: TestApp;
  /** With SMTP_URL and MAIL_FROM: e-mail on. */
  let on: TestApp;
  let admin: string;
  let staff: string;
  let adminOn: string;
  let now = LUNES_10;

  const call = (method: 'GET' | 'POST', url: string, cookie = admin, t = off) =>
    t.app.inject({ method, url, headers: { cookie } });
  const bandeja = async (query = '', t = off, cookie = admin) => {
    const res = await call('GET', `/api/correos${query}`, cookie, t);
    expect(res.statusCode, res.body).toBe(200);
    return bandejaCorreosSchema.parse(res.json());
  };
  const insertar = async (...filas: Insertable<CorreosTable>[]) => {
    const ids: number[] = [];
    // One at a time, in order: the ids grow as the rows were written.
    for (const f of filas) {
      const row = await off.testDb.db.insertInto('correos').values(f).returning('id').executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    return ids;
  };
  const filaDe = (id: number) =>
    off.testDb.db.selectFrom('correos').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    off = await createTestApp(dialect, { now: () => now });
    on = await createTestApp(dialect, {
      now: () => now,
      env: {
        SMTP_URL: 'smtp://usuario:clave@127.0.0.1:1',
        MAIL_FROM: 'Centro de Belleza <turnos@centro.example>',
        PUBLIC_URL: 'https://centro.example',
      },
    });
    admin = await off.loginAs('duena', 'admin');
    staff = await off.loginAs('recepcion', 'staff');
    adminOn = await on.loginAs('duena', 'admin');
  }, 60_000);
  afterAll(async () => {
    await off?.close();
    await on?.close();
  });
  beforeEach(async () => {
    now = LUNES_10;
    await off.testDb.db.deleteFrom('correos').execute();
    await off.testDb.db.deleteFrom('audit_log').where('entity', '=', 'correos').execute();
  });

  it('says e-mail is off without SMTP_URL, and on with its sender when set', async () => {
    expect(await bandeja()).toEqual({
      activo: false,
      remitente: null,
      pendientes: 0,
      enviados: 0,
      fallidos: 0,
      correos: [],
    } satisfies BandejaCorreos);
    expect(await bandeja('', on, adminOn)).toEqual({
      activo: true,
      remitente: 'Centro de Belleza <turnos@centro.example>',
      pendientes: 0,
      enviados: 0,
      fallidos: 0,
      correos: [],
    } satisfies BandejaCorreos);
  });

  it('lists the messages newest first with their fields and ISO dates, and counts each state whatever the filter', async () => {
    const [pendiente = 0, enviado = 0, fallido = 0, otroEnviado = 0] = await insertar(
      fila({ tipo: 'recordatorio', enviar_desde: '2026-11-24T13:00:00.000Z' }),
      fila({
        tipo: 'cambio',
        estado: 'Enviado',
        intentos: 1,
        enviado_at: '2026-11-23T12:00:05.000Z',
      }),
      fila({ tipo: 'cancelacion', para: 'mal@example', ...FALLO }),
      fila({ estado: 'Enviado', intentos: 2, enviado_at: '2026-11-23T12:10:00.000Z' }),
    );
    const todos = await bandeja();
    expect(todos.pendientes).toBe(1);
    expect(todos.enviados).toBe(2);
    expect(todos.fallidos).toBe(1);
    expect(todos.correos.map((c) => c.id)).toEqual([otroEnviado, fallido, enviado, pendiente]);
    expect(todos.correos.find((c) => c.id === fallido)).toEqual({
      id: fallido,
      tipo: 'cancelacion',
      para: 'mal@example',
      asunto: 'Tu turno del miércoles 25/11 a las 10:00',
      estado: 'Falló',
      intentos: 5,
      error: FALLO.error,
      idTurno: null,
      creadoAt: '2026-11-23T12:00:00.000Z',
      enviarDesde: FALLO.enviar_desde,
      enviadoAt: null,
    } satisfies Correo);
    expect(todos.correos.find((c) => c.id === enviado)?.enviadoAt).toBe('2026-11-23T12:00:05.000Z');
    // Nothing of the message's body or its calendar file: the list is light.
    expect(Object.keys(todos.correos[0] ?? {}).sort()).toEqual(Object.keys(correoSchema.shape).sort());

    const soloEnviados = await bandeja('?estado=Enviado');
    expect(soloEnviados.correos.map((c) => c.id)).toEqual([otroEnviado, enviado]);
    expect([soloEnviados.pendientes, soloEnviados.enviados, soloEnviados.fallidos]).toEqual([1, 2, 1]);
    expect((await bandeja('?estado=Pendiente')).correos.map((c) => c.id)).toEqual([pendiente]);
    expect((await bandeja(`?estado=${encodeURIComponent('Falló')}`)).correos.map((c) => c.id)).toEqual([fallido]);
  });

  it('answers the newest 100 at most, with the counts of all', async () => {
    await off.testDb.db
      .insertInto('correos')
      .values(Array.from({ length: 105 }, (_, i) => fila({ para: `clienta${i}@example.com` })))
      .execute();
    const res = await bandeja();
    expect(res.pendientes).toBe(105);
    expect(res.correos).toHaveLength(100);
    const ids = res.correos.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(res.correos[0]?.para).toBe('clienta104@example.com');
    expect(res.correos[99]?.para).toBe('clienta5@example.com');
  });

  it('refuses an unknown state with a Spanish message and a code', async () => {
    for (const estado of ['Fallo', 'enviado', '', 'Pendiente&estado=Enviado']) {
      const res = await call('GET', `/api/correos?estado=${estado}`);
      expect(res.statusCode, estado).toBe(400);
      expect(res.json()).toEqual({
        error: "El estado debe ser 'Pendiente', 'Enviado' o 'Falló'.",
        code: codes.datoInvalido,
      });
    }
  });

  it('is for admins only: staff get 403 on reading and on retrying, and nothing changes', async () => {
    const [id = 0] = await insertar(fila(FALLO));
    for (const [method, url] of [
      ['GET', '/api/correos'],
      ['POST', `/api/correos/${id}/reintentar`],
    ] as const) {
      const res = await call(method, url, staff);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ error: messages.forbidden, code: codes.sinPermiso });
    }
    expect((await filaDe(id)).estado).toBe('Falló');
    expect((await call('GET', '/api/correos', '')).statusCode).toBe(401);
  });

  it("'Reintentar' puts a failed message back to be sent now, with its tries from 0, audited", async () => {
    const [id = 0] = await insertar(fila(FALLO));
    now = LUNES_10 + 5 * MINUTO;
    const res = await call('POST', `/api/correos/${id}/reintentar`);
    expect(res.statusCode, res.body).toBe(200);
    expect(correoSchema.parse(res.json())).toMatchObject({
      id,
      estado: 'Pendiente',
      intentos: 0,
      error: null,
      enviarDesde: '2026-11-23T13:05:00.000Z',
      enviadoAt: null,
    });
    const row = await filaDe(id);
    expect([row.estado, row.intentos, row.error, row.enviar_desde, row.tomado_hasta]).toEqual([
      'Pendiente',
      0,
      null,
      '2026-11-23T13:05:00.000Z',
      null,
    ]);
    const log = await off.testDb.db.selectFrom('audit_log').selectAll().where('entity', '=', 'correos').execute();
    expect(log.map((l) => [l.action, l.entity_id, JSON.parse(l.before ?? '{}'), JSON.parse(l.after ?? '{}')])).toEqual([
      [
        'editar',
        String(id),
        { envio: 'Falló', intentos: 5, error: FALLO.error },
        { envio: 'Pendiente', intentos: 0, error: null },
      ],
    ]);
    expect((await bandeja()).pendientes).toBe(1);
  });

  it('retries only a failed message: a sent or pending one is 409, an unknown one 404, and nothing is written', async () => {
    const [pendiente = 0, enviado = 0] = await insertar(
      fila({ tomado_hasta: '2026-11-23T13:01:00.000Z', intentos: 2, error: 'timeout' }),
      fila({ estado: 'Enviado', intentos: 1, enviado_at: '2026-11-23T12:00:05.000Z' }),
    );
    const antes = await off.testDb.db.selectFrom('correos').selectAll().orderBy('id').execute();
    for (const id of [pendiente, enviado]) {
      const res = await call('POST', `/api/correos/${id}/reintentar`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: correoMessages.noFallo, code: correoCodes.noFallo });
    }
    const nada = await call('POST', `/api/correos/${enviado + 1000}/reintentar`);
    expect(nada.statusCode).toBe(404);
    expect(nada.json()).toEqual({ error: correoMessages.noEncontrado, code: correoCodes.noEncontrado });
    expect((await call('POST', '/api/correos/abc/reintentar')).statusCode).toBe(400);
    expect(await off.testDb.db.selectFrom('correos').selectAll().orderBy('id').execute()).toEqual(antes);
    expect(await off.testDb.db.selectFrom('audit_log').select('id').where('entity', '=', 'correos').execute()).toEqual(
      [],
    );
  });

  it("two 'Reintentar' at once: one puts it back, the other is told it no longer failed; never a 5xx", async () => {
    for (let vuelta = 0; vuelta < 5; vuelta++) {
      const [id = 0] = await insertar(fila(FALLO));
      const respuestas = await Promise.all([
        call('POST', `/api/correos/${id}/reintentar`),
        call('POST', `/api/correos/${id}/reintentar`),
        call('POST', `/api/correos/${id}/reintentar`),
      ]);
      const estados = respuestas.map((r) => r.statusCode).sort();
      expect(estados, respuestas.map((r) => r.body).join(' | ')).toEqual([200, 409, 409]);
      for (const r of respuestas.filter((x) => x.statusCode === 409)) {
        expect((r.json() as { code: string }).code).toBe(correoCodes.noFallo);
      }
      // One change of state, so one audit entry: the message is queued once.
      const log = await off.testDb.db
        .selectFrom('audit_log')
        .select('id')
        .where('entity', '=', 'correos')
        .where('entity_id', '=', String(id))
        .execute();
      expect(log).toHaveLength(1);
      expect((await filaDe(id)).estado).toBe('Pendiente');
    }
  });
});
