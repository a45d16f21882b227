/**
 * E-mail to a client, end to end: a server of its own, started as `npm start` runs it with
 * SMTP_URL pointing at a real SMTP server in this test process, sends the booking's confirmation
 * by itself; the test reads the message that arrived (its .ics parsed), opens her link from it on
 * a phone, confirms, and sees the message sent in Ajustes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { freePort } from '#server/testing/server-process.ts';
import { servidorSmtp, type ServidorSmtp } from '#server/testing/smtp.ts';
import { addDays } from '#shared/domain/dates.ts';
import { E2E_ADMIN, expect, test } from './fixtures.ts';

let smtp: ServidorSmtp;
let server: ChildProcess;
let dir: string;
let base = '';

test.beforeAll(async () => {
  smtp = await servidorSmtp();
  const smtpPort = smtp.port;
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'centro-e2e-correo-'));
  server = spawn(process.execPath, ['dist/node/server/main.js'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${path.join(dir, 'correo.db')}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      PUBLIC_URL: base,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Centro de prueba <turnos@centro-prueba.com.ar>',
      LOG_LEVEL: 'warn',
    },
  });
  // Bounded: 150 × 200 ms.
  for (let i = 0; i < 150; i += 1) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the e-mail test server did not start');
});

test.afterAll(async () => {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await smtp.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('el correo de la clienta: llega la confirmación con el .ics, ella confirma desde su enlace y Ajustes lo muestra enviado', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const desk = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  const page = await desk.newPage();
  const login = await page.request.post('/api/auth/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.ok()).toBe(true);
  const post = async <T>(url: string, data: unknown): Promise<T> => {
    const res = await page.request.post(`/api${url}`, { data });
    expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  const empleada = await post<{ id: number }>('/empleados', { nombre: 'Lucía', apellido: 'Paz' });
  const servicio = await post<{ id: number }>('/servicios-base', {
    categoria: 'Manos',
    descripcion: 'Kapping gel',
    precio: 9000,
    duracionSugerida: 60,
  });
  const cliente = await post<{ id: number }>('/clientes', {
    nombre: 'Rocío',
    apellido: 'Gómez',
    telefono: '11 2345-6789',
    email: 'rocio@example.com',
  });
  const { hoy } = (await (await page.request.get('/api/centro')).json()) as { hoy: string };
  const fecha = addDays(hoy, 3);
  await post('/turnos', {
    idCliente: cliente.id,
    idEmpleado: empleada.id,
    idServicio: servicio.id,
    fecha,
    hora: '11:00',
    duracion: 60,
    costo: 9000,
    estado: 'Debe',
    montoAbonado: null,
  });

  // The server's worker sends it within its pass (every 10 s).
  await expect.poll(() => smtp.recibidos.length, { timeout: 30_000 }).toBe(1);
  const [mail] = smtp.recibidos as [ParsedMail];
  expect((mail.to as { text: string }).text).toBe('rocio@example.com');
  expect(mail.from?.text).toBe('"Centro de prueba" <turnos@centro-prueba.com.ar>');
  expect(mail.subject).toMatch(/^Tu turno en .+: Kapping gel, .+ a las 11:00 h$/);
  expect(mail.text).toContain('¡Hola, Rocío!');
  const ics = mail.attachments.find((a) => a.filename === 'turno.ics');
  const vevent = new ICAL.Component(ICAL.parse(ics?.content.toString('utf8') ?? '')).getFirstSubcomponent('vevent');
  if (vevent === null) throw new Error('the .ics has no event');
  const evento = new ICAL.Event(vevent);
  // 11:00 in Buenos Aires (UTC−3) is 14:00 UTC.
  expect(evento.startDate.toJSDate().toISOString()).toBe(`${fecha}T14:00:00.000Z`);
  expect(evento.summary).toMatch(/^Kapping gel en /);
  const url = /http:\/\/127\.0\.0\.1:\d+\/turno\/[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0] ?? '';
  expect(url.startsWith(`${base}/turno/`)).toBe(true);
  expect(evento.description).toContain(url);

  // She opens it on her phone and confirms.
  const telefono = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const ella = await telefono.newPage();
    await ella.goto(url);
    await expect(ella.getByText('Rocío', { exact: false }).first()).toBeVisible();
    await ella.getByRole('button', { name: 'Confirmo mi turno' }).click();
    await expect(ella.getByRole('button', { name: 'Confirmo mi turno' })).toHaveCount(0);
    await ella.screenshot({ path: test.info().outputPath('correo-enlace-confirmado-390.png'), fullPage: true });
  } finally {
    await telefono.close();
  }

  // Ajustes lists it as sent.
  await page.goto('/admin/ajustes');
  const seccion = page.getByRole('region', { name: 'Correo electrónico' });
  await expect(page.getByText('Se envían desde Centro de prueba <turnos@centro-prueba.com.ar>.')).toBeVisible();
  await seccion.getByText(/Enviados \(1\)/).click();
  await expect(seccion.getByText('rocio@example.com')).toBeVisible();
  await seccion.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('correo-ajustes-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await seccion.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('correo-ajustes-390.png') });
  await desk.close();
});
