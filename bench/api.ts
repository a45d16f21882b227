/**
 * API throughput (DESIGN.md §8, issue 8 items 1 and 5), loopback only, bounded durations.
 *
 * - GET /api/turnos?fecha= for a day with 10 employees fully booked, with a valid session,
 *   against a bare Fastify route in this process answering the same JSON from memory (the
 *   baseline). Budgets: at least 50 % of the baseline's requests per second; p99 under 20 ms at
 *   200 concurrent connections.
 * - POST /api/turnos on distinct free slots, and GET /api/servicios-base with 500 services:
 *   figures only.
 * - The server's resident memory just started, then idle (at rest before the load), at the end of
 *   the runs, and once back at rest after them (each at rest polled up to 60 s). Budget: under
 *   150 MB idle; the others are figures (decision 014).
 *
 * Exits 1 when a budget is missed.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { freePort, fullyBookedDay, login, rssMb, startServer } from './support.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const FECHA = '2031-05-05';
const budget = { ratio: 0.5, p99Ms: 20, rssMb: 150 };
const SETTLE_S = 60;

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/**
 * The server's memory once at rest: V8's memory reducer returns what a busy spell left some
 * seconds after the process goes idle (decision 014). Polled every second while over the budget,
 * for at most SETTLE_S seconds.
 */
async function atRest(pid: number, from: number): Promise<{ mb: number; afterS: number }> {
  let mb = from;
  let afterS = 0;
  while (mb >= budget.rssMb && afterS < SETTLE_S) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    afterS += 1;
    mb = rssMb(pid);
  }
  return { mb, afterS };
}

const server = await startServer();
try {
  const cookie = await login(server.url);
  // Idle is the server at rest: just started, it still holds what its start allocated (the code
  // compiled, the schemas built, the first admin's password checked), which V8's memory reducer
  // returns some seconds later, as it returns a burst's (decision 014).
  const started = rssMb(server.pid);
  const { mb: idle, afterS: idleAfterS } = await atRest(server.pid, started);

  // A fully booked day: 10 employees x 24 half hours.
  const { servicio, empleados, cliente } = await fullyBookedDay(server.url, cookie, {
    fecha: FECHA,
    empleados: 10,
    estado: 'Pagado',
  });

  const dayPath = `/api/turnos?fecha=${FECHA}`;
  const body = await (await fetch(`${server.url}${dayPath}`, { headers: { cookie } })).text();

  // The baseline: the same JSON, from memory, through a bare Fastify route in this process.
  const bare = Fastify();
  bare.get('/dia', async (_request, reply) => reply.type('application/json').send(body));
  const barePort = await freePort();
  await bare.listen({ port: barePort, host: '127.0.0.1' });

  const baseline = await run({ url: `http://127.0.0.1:${barePort}/dia` });
  const day = await run({ url: `${server.url}${dayPath}`, headers: { cookie } });
  await bare.close();

  // Bookings on distinct free slots: each request takes the next (employee, day, time).
  let n = 0;
  const booking = await run({
    url: `${server.url}/api/turnos`,
    connections: 20,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const i = n++;
          const slot = i % 24;
          const dayOffset = Math.floor(i / 24 / empleados.length);
          const date = new Date(Date.UTC(2032, 0, 1 + dayOffset)).toISOString().slice(0, 10);
          const m = 8 * 60 + slot * 30;
          return {
            ...req,
            headers: { ...req.headers, cookie, 'content-type': 'application/json' },
            body: JSON.stringify({
              idCliente: cliente,
              idEmpleado: empleados[Math.floor(i / 24) % empleados.length],
              idServicio: servicio,
              fecha: date,
              hora: `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`,
              duracion: 30,
              costo: 8000,
              estado: 'Pagado',
              montoAbonado: null,
            }),
          };
        },
      },
    ],
  });

  // 500 services in one import, then the list.
  const csv = ['descripcion,categoria,precio,duracion_sugerida,nombre'];
  for (let i = 0; i < 500; i++) csv.push(`Servicio ${i},Categoría ${i % 12},${1000 + i},${30 + (i % 4) * 15},`);
  const form = new FormData();
  form.append('file', new Blob([csv.join('\n')], { type: 'text/csv' }), 'servicios.csv');
  const imported = await fetch(`${server.url}/api/servicios-base/importar`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  if (!imported.ok) throw new Error(`import: ${imported.status} ${await imported.text()}`);
  const services = await run({ url: `${server.url}/api/servicios-base`, headers: { cookie } });
  const after = rssMb(server.pid);
  const { mb: settled, afterS: settledAfterS } = await atRest(server.pid, after);

  const ratio = day.requests.average / baseline.requests.average;
  const line = (name: string, r: autocannon.Result) =>
    `  ${name.padEnd(44)} ${String(Math.round(r.requests.average)).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errores ${r.errors + r.non2xx}`;
  console.log(`API, ${CONNECTIONS} conexiones, ${DURATION} s cada una:`);
  console.log(line('línea base: Fastify pelado, mismo JSON', baseline));
  console.log(line('GET /api/turnos?fecha= (10 x 24, con sesión)', day));
  console.log(
    `    × ${ratio.toFixed(2)} de la línea base (presupuesto ≥ ${budget.ratio}); p99 presupuesto < ${budget.p99Ms} ms`,
  );
  // Little's law: with every connection always waiting, mean latency = connections / throughput.
  // What even the bare route cannot go under on this machine, with autocannon on the same cores.
  console.log(
    `    piso de latencia media de la línea base a ${CONNECTIONS} conexiones: ${((CONNECTIONS / baseline.requests.average) * 1000).toFixed(0)} ms (conexiones / req/s)`,
  );
  console.log(line('POST /api/turnos (huecos libres, 20 conexiones)', booking));
  console.log(line('GET /api/servicios-base (500 servicios)', services));
  console.log(
    `  memoria del servidor: ${started.toFixed(0)} MB al arrancar, ${idle.toFixed(0)} MB en reposo ${idleAfterS} s después; ${after.toFixed(0)} MB al terminar la carga, ${settled.toFixed(0)} MB ${settledAfterS} s después (presupuesto < ${budget.rssMb} MB en reposo)`,
  );

  const problems = [
    ratio < budget.ratio ? `turnos del día a × ${ratio.toFixed(2)} de la línea base` : null,
    day.latency.p99 >= budget.p99Ms ? `p99 de ${day.latency.p99} ms` : null,
    day.errors + day.non2xx > 0 ? 'errores en el día' : null,
    idle >= budget.rssMb ? `memoria en reposo ${idle.toFixed(0)} MB` : null,
  ].filter((p) => p !== null);
  console.log(problems.length > 0 ? `Fuera del presupuesto: ${problems.join('; ')}.` : 'Dentro del presupuesto.');
  process.exitCode = problems.length > 0 ? 1 : 0;
} finally {
  await server.stop();
}
