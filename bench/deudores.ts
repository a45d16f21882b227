/**
 * 'Deudores' over three years (issue 35): the same busy centre as the reports' benchmark
 * (bench/three-years.ts: about 200,000 turnos, 5,000 clients), each appointment on a ticket and
 * a product on every tenth, one in fifty of those unpaid, then what the screen asks for,
 * `GET /api/reportes/deudores/pagina` (its first hundred, with the whole list's count and sum),
 * through the real server with a session; the whole list, `GET /api/reportes/deudores`, as a
 * reference. Budget: under 50 ms (median of 15), on SQLite and, when
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server on 127.0.0.1 where it may create a
 * database, on PostgreSQL too (it makes its own and drops it). The baseline is `/api/health` in
 * the same run. Prints the query plan when the budget is missed (or always, with BENCH_EXPLAIN=1).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import type { DatabaseConfig } from '#server/config.ts';
import { openDatabase, type Db } from '#server/db/dialect.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { deudasPorCliente } from '#server/modules/reportes/deudores.ts';
import { login, median, onScratchPostgres, startServer } from './support.ts';
import { fillThreeYears, HOY } from './three-years.ts';

const BUDGET_MS = 50;
const CREMA_CENTS = 350_000;

/**
 * A ticket for every appointment (the demo charged the paid ones already), its line paid as the
 * appointment is, and a product on every tenth, one in fifty of those unpaid: the few lines
 * 'Saldo de tickets' sums among some 220,000.
 */
async function conTickets(db: Db, dialect: 'sqlite' | 'postgres'): Promise<number> {
  const ahora = new Date().toISOString();
  const { base } = await db
    .selectFrom('ventas')
    .select(sql<number>`coalesce(max(numero), 0)`.as('base'))
    .executeTakeFirstOrThrow();
  const sinTicket = sql`NOT EXISTS (SELECT 1 FROM ventas_lineas l WHERE l.id_turno = t.id)`;
  const pagado = sql`CASE WHEN lower(trim(t.estado)) = 'pagado' THEN coalesce(t.costo_cents, 0) ELSE coalesce(t.monto_abonado_cents, 0) END`;
  await sql`
    INSERT INTO ventas (numero, id_cliente, fecha, total_cents, created_at, updated_at)
    SELECT ${Number(base)} + t.id, t.id_cliente, t.fecha, coalesce(t.costo_cents, 0), ${ahora}, ${ahora}
    FROM turnos t WHERE ${sinTicket}
  `.execute(db);
  await sql`
    INSERT INTO ventas_lineas (id_venta, orden, tipo, id_turno, descripcion, cantidad, precio_cents, total_cents, pagado_cents)
    SELECT v.id, 1, 'servicio', t.id, 'Servicio', 1, coalesce(t.costo_cents, 0), coalesce(t.costo_cents, 0), ${pagado}
    FROM turnos t JOIN ventas v ON v.numero = ${Number(base)} + t.id
    WHERE ${sinTicket}
  `.execute(db);
  await sql`
    INSERT INTO ventas_lineas (id_venta, orden, tipo, descripcion, cantidad, precio_cents, total_cents, pagado_cents)
    SELECT l.id_venta, 2, 'producto', 'Crema', 1, ${CREMA_CENTS}, ${CREMA_CENTS}, CASE WHEN t.id % 500 = 0 THEN 0 ELSE ${CREMA_CENTS} END
    FROM turnos t JOIN ventas_lineas l ON l.id_turno = t.id
    WHERE t.id % 10 = 0
  `.execute(db);
  await sql`
    UPDATE ventas SET total_cents = total_cents + ${CREMA_CENTS}
    WHERE id IN (SELECT id_venta FROM ventas_lineas WHERE tipo = 'producto')
  `.execute(db);
  if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);
  const row = await db
    .selectFrom('ventas_lineas')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const RUNS = 15;
/** Noon of the benchmark's today, at the centre: every generated appointment is past. */
const RELOJ = { timeZone: 'America/Argentina/Buenos_Aires', now: () => Date.parse(`${HOY}T15:00:00Z`) };

async function measure(
  label: string,
  database: DatabaseConfig,
  serverUrl: string,
  explain: (sql: string, parameters: readonly unknown[]) => Promise<unknown>,
): Promise<boolean> {
  const started = performance.now();
  const db = openDatabase(database);
  await migrateToLatest(db);
  const summary = await fillThreeYears(db, database.dialect);
  const lineas = await conTickets(db, database.dialect);
  const compiled = deudasPorCliente(db, RELOJ).compile();
  await db.destroy();
  console.log(
    `${label}: generado en ${((performance.now() - started) / 1000).toFixed(1)} s: ${summary.turnos} turnos, ` +
      `${summary.clientes} clientes, ${lineas} líneas de tickets.`,
  );

  const server = await startServer({ DATABASE_URL: serverUrl });
  try {
    const cookie = await login(server.url);
    const time = async (url: string) => {
      const times: number[] = [];
      let body = '';
      for (let i = 0; i < RUNS + 2; i++) {
        const t = performance.now();
        const res = await fetch(`${server.url}${url}`, { headers: { cookie } });
        body = await res.text();
        if (!res.ok) throw new Error(`${url}: ${res.status}`);
        // The first two warm the caches.
        if (i >= 2) times.push(performance.now() - t);
      }
      return { ms: median(times), body };
    };
    const base = await time('/api/health');
    const pagina = await time('/api/reportes/deudores/pagina');
    const todos = await time('/api/reportes/deudores');
    const ok = pagina.ms < BUDGET_MS;
    const { clientes, deudores } = JSON.parse(pagina.body) as { clientes: number; deudores: unknown[] };
    console.log(
      `${label}, mediana de ${RUNS}; línea base GET /api/health ${base.ms.toFixed(1)} ms:\n` +
        `  ${'deudores, la pantalla (tres años)'.padEnd(34)} ${pagina.ms.toFixed(1).padStart(7)} ms   ` +
        `(× ${(pagina.ms / base.ms).toFixed(1)} de la base; presupuesto ${BUDGET_MS} ms)${ok ? '' : '  FUERA'}\n` +
        `  ${'la lista entera (referencia)'.padEnd(34)} ${todos.ms.toFixed(1).padStart(7)} ms   ` +
        `(${(todos.body.length / 1024).toFixed(0)} KB; la pantalla ${(pagina.body.length / 1024).toFixed(0)} KB)\n` +
        `  ${clientes} clientes con deuda, ${deudores.length} en la primera página`,
    );
    if (!ok || process.env.BENCH_EXPLAIN === '1') {
      console.log(compiled.sql);
      console.log(await explain(compiled.sql, compiled.parameters));
    }
    return ok;
  } finally {
    await server.stop();
  }
}

let ok: boolean;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'centro-deudores-'));
const file = path.join(dir, 'centro.db');
try {
  ok = await measure('SQLite', { dialect: 'sqlite', file }, `file:${file}`, async (sql, parameters) => {
    const sqlite = new SqliteDatabase(file, { readonly: true });
    try {
      return sqlite.prepare(`explain query plan ${sql}`).all(...parameters);
    } finally {
      sqlite.close();
    }
  });
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}

const pgOk = await onScratchPostgres((url, explain) =>
  measure('PostgreSQL', { dialect: 'postgres', url }, url, explain),
);
ok &&= pgOk ?? true;
console.log(ok ? 'Dentro del presupuesto.' : 'Fuera del presupuesto.');
process.exitCode = ok ? 0 : 1;
