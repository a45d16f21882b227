/**
 * Online booking's availability (issue 22), loopback only, bounded.
 *
 * A day with 10 employees working 08:00–20:00 and fully booked (10 × 24 half hours), and an
 * empty one: GET /api/reservas/disponibilidad for each, one request at a time, as a visitor's
 * phone asks. Budget: a day's availability answers in under 20 ms (the 95th percentile) on the
 * fully booked day. GET /api/reservas/dias (today to the 60-day horizon) is a figure.
 *
 * Exits 1 when the budget is missed.
 */
import { performance } from 'node:perf_hooks';
import { bookWholeDay, login, post, startServer } from './support.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const budget = { p95Ms: 20 };

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

async function timed(url: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    times.push(performance.now() - start);
  }
  return times;
}

const server = await startServer();
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
  const dias = await timed(`${server.url}/api/reservas/dias?idServicio=${servicio.id}`);

  const line = (name: string, t: number[]) =>
    `  ${name.padEnd(52)} p50 ${percentile(t, 50).toFixed(1).padStart(5)} ms   p95 ${percentile(t, 95).toFixed(1).padStart(5)} ms   p99 ${percentile(t, 99).toFixed(1).padStart(5)} ms`;
  console.log(`Reservas online, ${RUNS} pedidos de a uno:`);
  console.log(line('disponibilidad de un día lleno (10 × 24 turnos)', full));
  console.log(line('disponibilidad de un día libre (24 horarios)', empty));
  console.log(line('días reservables (hoy a 60 días)', dias));
  const p95 = percentile(full, 95);
  console.log(`  presupuesto: p95 del día lleno < ${budget.p95Ms} ms → ${p95 < budget.p95Ms ? 'cumple' : 'NO cumple'}`);
  process.exitCode = p95 < budget.p95Ms ? 0 : 1;
} finally {
  await server.stop();
}
