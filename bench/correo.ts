/**
 * The e-mail outbox's cost to the desk (decision 049): the agenda's day list (GET /api/turnos?fecha=,
 * 10 employees fully booked) on two servers built alike, one with e-mail off and one with it on
 * (SMTP_URL at a real SMTP server in this process). Before each round on either, 48 bookings for
 * a client with an e-mail address are made on another day: on the server with e-mail on, its
 * worker sends their confirmations while the round runs. Rounds alternate (off, on, off, on, …),
 * loopback only, bounded durations.
 *
 * Budget: the day list's requests per second with e-mail on at least 90 % of those with it off
 * (the medians of the rounds): within the machine's noise, no measurable cost.
 *
 * Exits 1 when the budget is missed.
 */
import autocannon from 'autocannon';
import { servidorSmtp } from '#server/testing/smtp.ts';
import { bookWholeDay, fullyBookedDay, login, median, post, startServer } from './support.ts';

const ROUNDS = 5;
const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = 50;
const FECHA = '2031-05-05';
const BUDGET = 0.9;

const smtp = await servidorSmtp();
const smtpPort = smtp.port;

const off = await startServer();
const on = await startServer({
  PUBLIC_URL: 'https://centro.example',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_FROM: 'turnos@centro.example',
});

try {
  const servidores = [
    { nombre: 'correo apagado', server: off, rps: [] as number[] },
    { nombre: 'correo encendido', server: on, rps: [] as number[] },
  ];
  const preparados = [];
  for (const s of servidores) {
    const cookie = await login(s.server.url);
    const dia = await fullyBookedDay(s.server.url, cookie, { fecha: FECHA, empleados: 10, estado: 'Pagado' });
    const conCorreo = await post<{ id: number }>(s.server.url, cookie, '/clientes', {
      nombre: 'Rocío',
      apellido: 'Bench',
      telefono: '11 4000-0001',
      email: 'rocio@example.com',
    });
    preparados.push({ ...s, cookie, dia, conCorreo: conCorreo.id });
  }

  for (let ronda = 0; ronda < ROUNDS; ronda++) {
    for (const s of preparados) {
      // 2 employees x 24 half hours on a day of their own: 48 confirmations to send.
      await bookWholeDay(s.server.url, s.cookie, {
        fecha: `2031-06-${String(2 + ronda).padStart(2, '0')}`,
        empleados: s.dia.empleados.slice(0, 2),
        idCliente: s.conCorreo,
        idServicio: s.dia.servicio,
        estado: 'Debe',
      });
      const result = await autocannon({
        url: `${s.server.url}/api/turnos?fecha=${FECHA}`,
        headers: { cookie: s.cookie },
        connections: CONNECTIONS,
        duration: DURATION,
      });
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${s.nombre}: ${result.non2xx} answers not 2xx`);
      s.rps.push(result.requests.average);
    }
  }

  // The last round's messages may still be on their way: bounded, 60 × 500 ms.
  for (let i = 0; i < 60 && smtp.recibidos.length < 48 * ROUNDS; i++) await new Promise((r) => setTimeout(r, 500));
  const [apagado, encendido] = preparados.map((s) => median(s.rps)) as [number, number];
  const ratio = encendido / apagado;
  for (const s of preparados) {
    console.log(`${s.nombre.padEnd(18)} ${s.rps.map((r) => r.toFixed(0)).join(' / ')} pedidos/s`);
  }
  console.log(`correos recibidos por el servidor SMTP: ${smtp.recibidos.length} (de ${48 * ROUNDS} confirmaciones)`);
  console.log(`encendido / apagado: ${ratio.toFixed(3)} (presupuesto ≥ ${BUDGET})`);
  if (smtp.recibidos.length < 48 * ROUNDS) {
    console.log('FALLA: el servidor con correo no envió todas las confirmaciones.');
    process.exitCode = 1;
  }
  if (ratio < BUDGET) {
    console.log('FALLA: el correo encendido cuesta a la lista del día.');
    process.exitCode = 1;
  }
} finally {
  await Promise.all([off.stop(), on.stop()]);
  await smtp.close();
}
