import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import type { Turno } from '#shared/schemas/turno.ts';
import type { MailConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/dialect.ts';
import { conDesafio, desafioDe } from '#server/testing/desafio.ts';
import { creador, vaciarCentro } from '#server/testing/reservas.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { servidorSmtp, type ServidorSmtp } from '#server/testing/smtp.ts';
import { testDialects } from '#server/testing/test-db.ts';
import { cartero, enviarPendientes } from './envio.ts';

/** Monday 23 November 2026, 10:00 in Buenos Aires (UTC−3). */
const LUNES_10 = Date.parse('2026-11-23T13:00:00Z');
const MINUTO = 60_000;
const HORA = 60 * MINUTO;
/** Wednesday 25 November 2026, 10:00 in Buenos Aires: the booking's start. */
const MIERCOLES_10 = Date.parse('2026-11-25T13:00:00Z');

describe.each(testDialects)('e-mail to clients through the outbox, on %s', (dialect) => {
  let t: TestApp;
  let smtp: ServidorSmtp;
  let admin: string;
  let now = LUNES_10;
  let mail: MailConfig;
  let ids: { cliente: number; empleada: number; servicio: number };
  const reloj = () => ({ timeZone: t.config.timeZone, now: () => now });
  const pasada = () => enviarPendientes(t.testDb.db, reloj(), mail, cartero(mail));
  const db = () => t.testDb.db;

  beforeAll(async () => {
    smtp = await servidorSmtp();
    t = await createTestApp(dialect, {
      now: () => now,
      env: {
        PUBLIC_URL: 'https://centro.example',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Centro de prueba <turnos@centro.example>',
      },
      // The server's own worker waits: each test runs its passes itself, at its own time.
      correo: { cadaMs: 24 * HORA },
    });
    if (t.config.mail === null) throw new Error('e-mail is on in this app');
    mail = t.config.mail;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  let sesiones = 0;
  beforeEach(async () => {
    now = LUNES_10;
    smtp.recibidos.length = 0;
    smtp.estado.rechazar = false;
    sesiones += 1;
    admin = await t.loginAs(`duena${sesiones}`, 'admin');
    await vaciarCentro(db());
    const post = creador(t, admin);
    ids = {
      empleada: await post('/api/empleados', { nombre: 'Lucía Inés', apellido: 'Paz' }),
      servicio: await post('/api/servicios-base', {
        categoria: 'Manos',
        descripcion: 'Kapping gel',
        precio: 9000,
        duracionSugerida: 60,
      }),
      cliente: await post('/api/clientes', {
        nombre: 'Rocío',
        apellido: 'Gómez',
        telefono: '11 2345-6789',
        email: 'rocio@example.com',
      }),
    };
  });

  const turno = (cambios: Record<string, unknown> = {}) => ({
    idCliente: ids.cliente,
    idEmpleado: ids.empleada,
    idServicio: ids.servicio,
    fecha: '2026-11-25',
    hora: '10:00',
    duracion: 60,
    costo: 9000,
    estado: 'Debe',
    montoAbonado: null,
    ...cambios,
  });
  const agendar = async (cambios: Record<string, unknown> = {}) => creador(t, admin)('/api/turnos', turno(cambios));
  const cambiar = async (id: number, cambios: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/turnos/${id}`,
      payload: turno(cambios),
      headers: { cookie: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Turno;
  };
  const bandeja = () => db().selectFrom('correos').selectAll().orderBy('id').execute();

  it('confirms a booking made at the desk: text, HTML, her link and the .ics, from MAIL_FROM; the reminder waits for its hour', async () => {
    const id = await agendar();
    const filas = await bandeja();
    expect(filas.map((f) => [f.tipo, f.para, f.estado, f.enviar_desde])).toEqual([
      ['confirmacion', 'rocio@example.com', 'Pendiente', new Date(LUNES_10).toISOString()],
      // 24 hours before the start (Ajustes' default): Tuesday 24 at 10:00.
      ['recordatorio', 'rocio@example.com', 'Pendiente', new Date(MIERCOLES_10 - 24 * HORA).toISOString()],
    ]);

    expect(await pasada()).toBe(1);
    expect(smtp.recibidos).toHaveLength(1);
    const [m] = smtp.recibidos as [ParsedMail];
    expect(m.from?.text).toBe('"Centro de prueba" <turnos@centro.example>');
    expect((m.to as { text: string }).text).toBe('rocio@example.com');
    expect(m.subject).toBe(
      'Tu turno en Centro de Belleza y Estética: Kapping gel, miércoles, 25 de noviembre de 2026 a las 10:00 h',
    );
    const url = /https:\/\/centro\.example\/turno\/[A-Za-z0-9_-]{43}/.exec(m.text ?? '')?.[0] ?? '';
    expect(url).not.toBe('');
    expect(m.text).toBe(
      [
        '¡Hola, Rocío!',
        '',
        'Tu turno quedó reservado:',
        'Kapping gel con Lucía',
        'miércoles, 25 de noviembre de 2026 a las 10:00 h (60 min)',
        'Centro de Belleza y Estética',
        '',
        `Para confirmarlo o cancelarlo: ${url}`,
        'Podés cancelarlo desde ese enlace hasta 24 horas antes.',
        '',
        'Te adjuntamos el turno para que lo agregues a tu calendario. ¡Te esperamos!',
        '',
        'Centro de Belleza y Estética',
        '',
      ].join('\n'),
    );
    expect(m.html).toContain(`<a href="${url}">${url}</a>`);
    // Her link opens her booking.
    const token = url.slice(url.lastIndexOf('/') + 1);
    const pagina = await t.app.inject({ method: 'GET', url: `/api/enlace/${token}` });
    expect(pagina.statusCode).toBe(200);
    expect(pagina.json()).toMatchObject({ nombre: 'Rocío', fecha: '2026-11-25', hora: '10:00' });

    // The .ics, parsed: one event at the booking's instant, with her link.
    const adjunto = m.attachments.find((a) => a.filename === 'turno.ics');
    expect(adjunto?.contentType).toBe('text/calendar');
    const vevent = new ICAL.Component(ICAL.parse(adjunto?.content.toString('utf8') ?? '')).getFirstSubcomponent(
      'vevent',
    );
    if (vevent === null) throw new Error('the .ics has no event');
    const evento = new ICAL.Event(vevent);
    expect(evento.startDate.toJSDate().getTime()).toBe(MIERCOLES_10);
    expect(evento.endDate.toJSDate().getTime()).toBe(MIERCOLES_10 + HORA);
    expect(evento.summary).toBe('Kapping gel en Centro de Belleza y Estética');
    expect(evento.description).toBe(`Con Lucía. Para confirmar o cancelar: ${url}`);
    expect(evento.uid).toBe(`turno-${id}@centro.example`);

    // Nothing else is due until the reminder's hour; then the reminder, once.
    expect(await pasada()).toBe(0);
    now = MIERCOLES_10 - 24 * HORA - MINUTO;
    expect(await pasada()).toBe(0);
    now = MIERCOLES_10 - 24 * HORA;
    expect(await pasada()).toBe(1);
    expect(await pasada()).toBe(0);
    expect(smtp.recibidos.map((r) => r.subject)).toEqual([
      m.subject,
      'Recordatorio: tu turno de Kapping gel, miércoles, 25 de noviembre de 2026 a las 10:00 h',
    ]);
    expect(smtp.recibidos[1]?.text).toContain('Confirmalo acá: https://centro.example/turno/');
    // Sent, a message keeps its subject and address, not its body: her link was in it.
    expect((await bandeja()).map((f) => [f.tipo, f.estado, f.intentos, f.texto, f.html, f.ics])).toEqual([
      ['confirmacion', 'Enviado', 1, '', '', null],
      ['recordatorio', 'Enviado', 1, '', '', null],
    ]);
  });

  it('a booking moved before its reminder went out tells her the new time, and reminds of it, never of the old one', async () => {
    const id = await agendar();
    await pasada();
    // Moved to Thursday 26 at 15:30 on Monday.
    await cambiar(id, { fecha: '2026-11-26', hora: '15:30' });
    const pendientes = (await bandeja()).filter((f) => f.estado === 'Pendiente');
    expect(pendientes.map((f) => [f.tipo, f.fecha, f.hora, f.enviar_desde])).toEqual([
      ['cambio', '2026-11-26', '15:30', new Date(LUNES_10).toISOString()],
      ['recordatorio', '2026-11-26', '15:30', '2026-11-25T18:30:00.000Z'],
    ]);
    await pasada();
    expect(smtp.recibidos[1]?.subject).toBe(
      'Tu turno cambió: Kapping gel, jueves, 26 de noviembre de 2026 a las 15:30 h',
    );
    expect(smtp.recibidos[1]?.attachments.map((a) => a.filename)).toEqual(['turno.ics']);
    // A change that is not a move (paid, say) tells her nothing, and keeps her reminder.
    await cambiar(id, { fecha: '2026-11-26', hora: '15:30', estado: 'Pagado' });
    expect((await bandeja()).filter((f) => f.estado === 'Pendiente').map((f) => f.tipo)).toEqual(['recordatorio']);
    // The old reminder's hour passes: nothing. The new one's: the new time.
    now = MIERCOLES_10 - 24 * HORA;
    expect(await pasada()).toBe(0);
    now = Date.parse('2026-11-25T18:30:00Z');
    expect(await pasada()).toBe(1);
    expect(smtp.recibidos.map((r) => r.subject)).toHaveLength(3);
    expect(smtp.recibidos[2]?.text).toContain('jueves, 26 de noviembre de 2026 a las 15:30 h');
    expect(smtp.recibidos.some((r) => r.subject?.startsWith('Recordatorio') && r.text?.includes('10:00 h'))).toBe(
      false,
    );
  });

  it('a booking cancelled by the centre tells her so and is not reminded', async () => {
    const id = await agendar();
    await pasada();
    await cambiar(id, { asistencia: 'Canceló' });
    expect((await bandeja()).map((f) => [f.tipo, f.estado])).toEqual([
      ['confirmacion', 'Enviado'],
      ['cancelacion', 'Pendiente'],
    ]);
    await pasada();
    expect(smtp.recibidos.map((r) => r.subject)).toEqual([
      expect.stringMatching(/^Tu turno en /),
      'Tu turno del miércoles, 25 de noviembre de 2026 fue cancelado',
    ]);
    expect(smtp.recibidos[1]?.text).toContain('Te avisamos que tu turno fue cancelado:');
    expect(smtp.recibidos[1]?.attachments).toEqual([]);
    now = MIERCOLES_10 - 24 * HORA;
    expect(await pasada()).toBe(0);
  });

  it('a message that no longer tells the truth when its turn comes is dropped: a booking changed outside its command, or begun', async () => {
    const id = await agendar();
    // Today at 14:00: within the reminder's hours, a confirmation only.
    await agendar({ fecha: '2026-11-23', hora: '14:00' });
    // Moved by a way that writes no e-mail (as her own link or an erasure write the booking).
    await db().updateTable('turnos').set({ hora: '11:00' }).where('id', '=', id).execute();
    // The mail server refuses: today's confirmation waits to be tried again.
    smtp.estado.rechazar = true;
    expect(await pasada()).toBe(2);
    smtp.estado.rechazar = false;
    expect((await bandeja()).map((f) => [f.tipo, f.fecha, f.estado, f.intentos])).toEqual([
      ['recordatorio', '2026-11-25', 'Pendiente', 0],
      ['confirmacion', '2026-11-23', 'Pendiente', 1],
    ]);
    // Tried again after the booking began: dropped, not sent late.
    now = Date.parse('2026-11-23T17:00:00Z');
    expect(await pasada()).toBe(1);
    // The moved booking's reminder, at its hour: dropped.
    now = MIERCOLES_10 - 24 * HORA;
    expect(await pasada()).toBe(1);
    expect(smtp.recibidos).toEqual([]);
    expect(await bandeja()).toEqual([]);
  });

  it('links only what the centre wrote: a name typed like an address stays text', async () => {
    await db().updateTable('clientes').set({ nombre: 'https://malo.example/x' }).execute();
    await agendar();
    await pasada();
    const [m] = smtp.recibidos as [ParsedMail];
    expect(m.text).toContain('¡Hola, https://malo.example/x!');
    expect(m.html).not.toContain('href="https://malo.example');
    expect(m.html).toContain('<a href="https://centro.example/turno/');
  });

  it("erasing a client's data sends her nothing more and keeps no address of hers", async () => {
    const id = await agendar();
    await pasada();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/clientes/${ids.cliente}/borrar-datos`,
      payload: { turnosPorVenir: 'conservar' },
      headers: { cookie: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await bandeja()).map((f) => [f.tipo, f.para, f.texto, f.id_turno])).toEqual([['confirmacion', '', '', id]]);
    now = MIERCOLES_10 - 24 * HORA;
    expect(await pasada()).toBe(0);
  });

  it('a reminder whose booking was cancelled by her own link is dropped, not sent', async () => {
    const id = await agendar();
    await pasada();
    const res = await t.app.inject({ method: 'GET', url: `/api/turnos/${id}/enlace`, headers: { cookie: admin } });
    const token = (res.json() as { url: string }).url.split('/').pop() ?? '';
    expect((await t.app.inject({ method: 'POST', url: `/api/enlace/${token}/cancelar` })).statusCode).toBe(200);
    now = MIERCOLES_10 - 24 * HORA;
    expect(await pasada()).toBe(1);
    expect(smtp.recibidos).toHaveLength(1);
    expect((await bandeja()).map((f) => f.tipo)).toEqual(['confirmacion']);
  });

  it('writes nothing for a client without e-mail, a visit written after it began, or a change that tells nothing', async () => {
    await db().updateTable('clientes').set({ email: null }).execute();
    await agendar();
    // Monday 9:00, written at 10:00: a visit recorded after it.
    await db().updateTable('clientes').set({ email: 'rocio@example.com' }).execute();
    await agendar({ fecha: '2026-11-23', hora: '09:00' });
    expect(await bandeja()).toEqual([]);
  });

  it('within the reminder hours a booking gets its confirmation only', async () => {
    // Tuesday 24 at 9:00: 23 hours ahead.
    await agendar({ fecha: '2026-11-24', hora: '09:00' });
    expect((await bandeja()).map((f) => f.tipo)).toEqual(['confirmacion']);
  });

  it('tries again with a growing wait when the mail server refuses, and after 5 tries gives up: Falló, with its answer', async () => {
    await agendar({ fecha: '2026-11-24', hora: '09:00' });
    smtp.estado.rechazar = true;
    const esperas = [1, 5, 15, 60];
    for (const [i, espera] of esperas.entries()) {
      expect(await pasada()).toBe(1);
      const [fila] = await bandeja();
      expect([fila?.estado, fila?.intentos]).toEqual(['Pendiente', i + 1]);
      expect(fila?.error).toContain('Buzón lleno, probá más tarde');
      expect(fila?.enviar_desde).toBe(new Date(now + espera * MINUTO).toISOString());
      // Not before its wait.
      now += espera * MINUTO - 1000;
      expect(await pasada()).toBe(0);
      now += 1000;
    }
    expect(await pasada()).toBe(1);
    const [fallido] = await bandeja();
    expect([fallido?.estado, fallido?.intentos]).toEqual(['Falló', 5]);
    expect(fallido?.error).toContain('452');
    expect(await pasada()).toBe(0);
    expect(smtp.recibidos).toEqual([]);

    // 'Reintentar' from Ajustes: tried again, and sent once.
    smtp.estado.rechazar = false;
    const reintento = await t.app.inject({
      method: 'POST',
      url: `/api/correos/${String(fallido?.id)}/reintentar`,
      headers: { cookie: admin },
    });
    expect(reintento.statusCode, reintento.body).toBe(200);
    expect(await pasada()).toBe(1);
    expect(await pasada()).toBe(0);
    expect(smtp.recibidos).toHaveLength(1);
    expect((await bandeja()).map((f) => f.estado)).toEqual(['Enviado']);
  });

  it('the server sends by itself: its worker delivers what a booking wrote', async () => {
    const envio = await createTestApp(dialect, {
      now: () => now,
      env: {
        PUBLIC_URL: 'https://centro.example',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'turnos@centro.example',
      },
      correo: { cadaMs: 50 },
    });
    try {
      const cookie = await envio.loginAs('duena', 'admin');
      const post = creador(envio, cookie);
      const cliente = await post('/api/clientes', {
        nombre: 'Ana',
        telefono: '11 5555-0000',
        email: 'ana@example.com',
      });
      const empleada = await post('/api/empleados', { nombre: 'Sol', apellido: 'Ruiz' });
      const servicio = await post('/api/servicios-base', {
        categoria: 'Pestañas',
        descripcion: 'Lifting',
        precio: 12000,
        duracionSugerida: 45,
      });
      await post('/api/turnos', {
        ...turno(),
        idCliente: cliente,
        idEmpleado: empleada,
        idServicio: servicio,
        duracion: 45,
      });
      // Bounded: 200 × 25 ms.
      for (let i = 0; i < 200 && smtp.recibidos.length === 0; i += 1) await new Promise((r) => setTimeout(r, 25));
      expect(smtp.recibidos.map((r) => (r.to as { text: string }).text)).toEqual(['ana@example.com']);
    } finally {
      await envio.close();
    }
  });

  it('an online booking confirms to the address typed', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/ajustes',
      payload: { reservasOnline: true, anticipacionMinimaHoras: 0 },
      headers: { cookie: admin },
    });
    expect(put.statusCode, put.body).toBe(200);
    await db()
      .updateTable('empleados')
      .set({ horarios: JSON.stringify([{ dia: 3, desde: '09:00', hasta: '18:00' }]) })
      .execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reservas',
      payload: await conDesafio(desafioDe(t.app), {
        idServicio: ids.servicio,
        fecha: '2026-11-25',
        hora: '11:00',
        nombre: 'Carla',
        telefono: '11 4444-3333',
        email: 'carla@example.com',
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await bandeja()).map((f) => [f.tipo, f.para])).toEqual([
      ['confirmacion', 'carla@example.com'],
      ['recordatorio', 'carla@example.com'],
    ]);
    await pasada();
    // Online booking is on: the text says where to book.
    expect(smtp.recibidos[0]?.text).toContain('Podés cancelarlo desde ese enlace hasta 24 horas antes.');
  });

  it.runIf(dialect === 'postgres')('three instances on one database send each message exactly once', async () => {
    const otras = [openDatabase(t.testDb.database, { poolSize: 3 }), openDatabase(t.testDb.database, { poolSize: 3 })];
    try {
      // 30 bookings of 30 minutes, 15 a day from 9:00: 30 confirmations due now.
      for (let i = 0; i < 30; i += 1) {
        const minutos = 9 * 60 + (i % 15) * 30;
        const hora = `${String(Math.floor(minutos / 60)).padStart(2, '0')}:${String(minutos % 60).padStart(2, '0')}`;
        await agendar({ fecha: i < 15 ? '2026-11-25' : '2026-11-26', hora, duracion: 30 });
      }
      const instancias = [t.testDb.db, ...otras].map(async (base) => {
        let enviados = 0;
        // Each instance passes until nothing is left for it: bounded.
        for (let i = 0; i < 20; i += 1) {
          const n = await enviarPendientes(base, reloj(), mail, cartero(mail));
          enviados += n;
          if (n === 0) break;
        }
        return enviados;
      });
      const porInstancia = await Promise.all(instancias);
      expect(porInstancia.reduce((a, b) => a + b, 0)).toBe(30);
      expect(smtp.recibidos).toHaveLength(30);
      const asuntos = smtp.recibidos.map((r) => r.subject);
      expect(new Set(asuntos).size).toBe(30);
      expect((await bandeja()).filter((f) => f.tipo === 'confirmacion' && f.estado === 'Enviado')).toHaveLength(30);
    } finally {
      await Promise.all(otras.map((o) => o.destroy()));
    }
  });
});
