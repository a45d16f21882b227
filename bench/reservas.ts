/**
 * Online booking's availability (issue 22), loopback only, bounded.
 *
 * A day with 10 employees working 08:00–20:00 and fully booked (10 × 24 half hours), and an
 * empty one: GET /api/reservas/disponibilidad for each, one request at a time, as a visitor's
 * phone asks. Budgets: a day's availability answers in under 20 ms (the 95th percentile) on the
 * fully booked day, for one service and for a visit of three (`servicios=`, decision 056); GET /api/reservas/dias (today to the 60-day horizon) in under 5 ms; and the
 * staff's day list (GET /api/turnos?fecha=) with 10 anonymous clients, one address each, asking
 * for the days as fast as they can is no slower than 1.5 × its time alone (p50), measured once the
 * flood has run 2 s (each address is then past its 120 a minute: its first requests are answered
 * at full speed, in about a second). A figure, not a budget: every request from a new address,
 * where the limit never bites and the kept answer alone helps. The server trusts the loopback
 * proxy, so each simulated visitor is an address of X-Forwarded-For.
 *
 * Exits 1 when a budget is missed.
 */
import { performance } from 'node:perf_hooks';
import { bookWholeDay, login, post, startServer } from './support.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const budget = { p95Ms: 20, visitaP95Ms: 20, diasP95Ms: 5, floodRatio: 1.5 };
const FLOOD_CLIENTS = 10;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}

/** The date `days` after today in Buenos Aires, where the bench's server keeps its calendar. */
function dayAhead(days: number): string {
  const today = new Date(Date.now() - 3 * 3_600_000);
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

/** A visitor's address: each one a documentation-range IPv4 address of its own. */
let visitors = 0;
const newVisitor = () => {
  visitors++;
  return `198.18.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`;
};

/** `RUNS` requests one after another, a new visitor every 50 (under any per-address limit). */
async function timed(url: string, headers: Record<string, string> = {}): Promise<number[]> {
  const times: number[] = [];
  let ip = newVisitor();
  for (let i = 0; i < RUNS; i++) {
    if (i % 50 === 49) ip = newVisitor();
    const start = performance.now();
    const res = await fetch(url, { headers: { 'x-forwarded-for': ip, ...headers } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    times.push(performance.now() - start);
  }
  return times;
}

/**
 * `FLOOD_CLIENTS` anonymous clients asking for `url` one request after another until `stop`;
 * `fresh`: every request from a new address, else one address per client. Answers the statuses.
 */
function flood(url: string, fresh: boolean): { stop: () => Promise<Map<number, number>> } {
  let running = true;
  const statuses = new Map<number, number>();
  const clients = Array.from({ length: FLOOD_CLIENTS }, async () => {
    const own = newVisitor();
    while (running) {
      const res = await fetch(url, { headers: { 'x-forwarded-for': fresh ? newVisitor() : own } });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(clients);
      return statuses;
    },
  };
}

const server = await startServer({ TRUST_PROXY: '127.0.0.1' });
try {
  const cookie = await login(server.url);
  const put = await fetch(`${server.url}/api/ajustes`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ reservasOnline: true, anticipacionMinimaHoras: 0 }),
  });
  if (!put.ok) throw new Error(`ajustes: ${put.status}`);
  const servicio = await post<{ id: number }>(server.url, cookie, '/servicios-base', {
    categoria: 'Manos',
    descripcion: 'Esmaltado semipermanente',
    precio: 8000,
    duracionSugerida: 30,
  });
  // A visit of three: the service above, then a 45-minute and a 60-minute one.
  const visita = [servicio.id];
  for (const [descripcion, duracionSugerida] of [
    ['Kapping', 45],
    ['Pedicura', 60],
  ] as const) {
    visita.push(
      (
        await post<{ id: number }>(server.url, cookie, '/servicios-base', {
          categoria: 'Manos',
          descripcion,
          precio: 9000,
          duracionSugerida,
        })
      ).id,
    );
  }
  const horarios = [1, 2, 3, 4, 5, 6, 7].map((dia) => ({ dia, desde: '08:00', hasta: '20:00' }));
  const empleados: number[] = [];
  for (let e = 0; e < 10; e++) {
    empleados.push(
      (
        await post<{ id: number }>(server.url, cookie, '/empleados', {
          nombre: `Empleada${e}`,
          apellido: 'Bench',
          horarios,
        })
      ).id,
    );
  }
  const cliente = await post<{ id: number }>(server.url, cookie, '/clientes', {
    nombre: 'Clienta',
    telefono: '11 4000-0000',
  });
  const lleno = dayAhead(7);
  const vacio = dayAhead(8);
  await bookWholeDay(server.url, cookie, {
    fecha: lleno,
    empleados,
    idCliente: cliente.id,
    idServicio: servicio.id,
    estado: 'Debe',
  });

  const url = (fecha: string) => `${server.url}/api/reservas/disponibilidad?idServicio=${servicio.id}&fecha=${fecha}`;
  const libresLleno = (await (await fetch(url(lleno))).json()) as unknown[];
  const libresVacio = (await (await fetch(url(vacio))).json()) as unknown[];
  if (libresLleno.length !== 0 || libresVacio.length !== 24) {
    throw new Error(`disponibilidad inesperada: ${libresLleno.length} y ${libresVacio.length} horarios`);
  }
  // Warm up, then measure.
  await timed(url(lleno));
  const full = await timed(url(lleno));
  const empty = await timed(url(vacio));
  const visitaUrl = (fecha: string) =>
    `${server.url}/api/reservas/disponibilidad?servicios=${visita.join(',')}&fecha=${fecha}`;
  const visitaVacio = (await (await fetch(visitaUrl(vacio))).json()) as unknown[];
  // 30 + 45 + 60 = 135 minutes from 08:00 to 20:00: the last start is 17:30, 20 half hours.
  if (visitaVacio.length !== 20) throw new Error(`visita: ${visitaVacio.length} horarios en el día libre`);
  await timed(visitaUrl(lleno));
  const visitaLleno = await timed(visitaUrl(lleno));
  const visitaLibre = await timed(visitaUrl(vacio));
  const diasUrl = `${server.url}/api/reservas/dias?idServicio=${servicio.id}`;
  await timed(diasUrl);
  const dias = await timed(diasUrl);

  // The staff's day list, alone and under the anonymous clients.
  const diaUrl = `${server.url}/api/turnos?fecha=${lleno}`;
  await timed(diaUrl, { cookie });
  const alone = await timed(diaUrl, { cookie });
  const underFlood = async (fresh: boolean) => {
    const f = flood(diasUrl, fresh);
    await new Promise((r) => setTimeout(r, 2000));
    const times = await timed(diaUrl, { cookie });
    return { times, statuses: await f.stop() };
  };
  const fixedFlood = await underFlood(false);
  const freshFlood = await underFlood(true);

  // A year's horizon, the owner's largest.
  const put365 = await fetch(`${server.url}/api/ajustes`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ horizonteDias: 365 }),
  });
  if (!put365.ok) throw new Error(`ajustes: ${put365.status}`);
  await timed(diasUrl);
  const dias365 = await timed(diasUrl);

  const line = (name: string, t: number[]) =>
    `  ${name.padEnd(52)} p50 ${percentile(t, 50).toFixed(1).padStart(5)} ms   p95 ${percentile(t, 95).toFixed(1).padStart(5)} ms   p99 ${percentile(t, 99).toFixed(1).padStart(5)} ms`;
  console.log(`Reservas online, ${RUNS} pedidos de a uno:`);
  console.log(line('disponibilidad de un día lleno (10 × 24 turnos)', full));
  console.log(line('disponibilidad de un día libre (24 horarios)', empty));
  console.log(line('visita de 3 servicios, día lleno', visitaLleno));
  console.log(line('visita de 3 servicios, día libre (20 horarios)', visitaLibre));
  console.log(line('días reservables (hoy a 60 días)', dias));
  console.log(line('días reservables (hoy a 365 días)', dias365));
  console.log(line('lista del día del personal, sola', alone));
  const statuses = (m: Map<number, number>) => [...m].map(([status, n]) => `${n} × ${status}`).join(', ');
  console.log(line(`  con ${FLOOD_CLIENTS} anónimos, una dirección cada uno`, fixedFlood.times));
  console.log(`    los anónimos recibieron ${statuses(fixedFlood.statuses)}`);
  console.log(line(`  con ${FLOOD_CLIENTS} anónimos, una dirección nueva por pedido`, freshFlood.times));
  console.log(`    los anónimos recibieron ${statuses(freshFlood.statuses)}`);
  const p95 = percentile(full, 95);
  const diasP95 = percentile(dias, 95);
  const ratio = percentile(fixedFlood.times, 50) / percentile(alone, 50);
  const freshRatio = percentile(freshFlood.times, 50) / percentile(alone, 50);
  console.log(`  con una dirección nueva por pedido: ${freshRatio.toFixed(2)} × sola (p50; el límite no alcanza)`);
  const checks = [
    [`p95 del día lleno < ${budget.p95Ms} ms`, p95 < budget.p95Ms],
    [
      `p95 de una visita de 3 servicios, día lleno < ${budget.visitaP95Ms} ms`,
      percentile(visitaLleno, 95) < budget.visitaP95Ms,
    ],
    [`p95 de los días (60) < ${budget.diasP95Ms} ms`, diasP95 < budget.diasP95Ms],
    [
      `lista del día con anónimos ≤ ${budget.floodRatio} × sola (p50, ${ratio.toFixed(2)} ×)`,
      ratio <= budget.floodRatio,
    ],
  ] as const;
  for (const [name, ok] of checks) console.log(`  presupuesto: ${name} → ${ok ? 'cumple' : 'NO cumple'}`);
  process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
} finally {
  await server.stop();
}
