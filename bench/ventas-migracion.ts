/**
 * The upgrade to the sales ledger (migration 017) on three years of a busy centre
 * (bench/three-years.ts: about 170,000 appointments and their payment entries). Budget: under
 * 60 s on SQLite and on PostgreSQL (PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names
 * a server on 127.0.0.1; it makes its own database and drops it).
 *
 * The data is generated at the latest schema (the demo writes through the ledger), then the ledger
 * is emptied and 017 marked not run: the start that follows runs its backfill over every entry,
 * which is all of its cost (its tables and columns are created only when missing). Every figure
 * of the history (each year's report), Deudores and Caja of every day of the last month is read
 * before and after, and must be identical.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { DatabaseConfig } from '#server/config.ts';
import { openDatabase, type Db } from '#server/db/dialect.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { addDays } from '#shared/domain/dates.ts';
import { getCajaDia } from '#server/modules/caja/repository.ts';
import { deudores } from '#server/modules/reportes/deudores.ts';
import { reporte } from '#server/modules/reportes/repository.ts';
import { onScratchPostgres } from './support.ts';
import { fillThreeYears, HOY } from './three-years.ts';

const BUDGET_S = 60;
const RELOJ = { timeZone: 'America/Argentina/Buenos_Aires', now: () => Date.parse(`${HOY}T23:00:00Z`) };

/** Everything the upgrade must leave as it was, as the API would answer it. */
async function figures(db: Db): Promise<string> {
  const years = [0, 1, 2].map((i) => ({ desde: addDays(HOY, -365 * (i + 1) + 1), hasta: addDays(HOY, -365 * i) }));
  const reportes = await Promise.all(years.map((rango) => reporte(db, RELOJ, rango)));
  const cajas = [];
  for (let d = addDays(HOY, -30); d <= HOY; d = addDays(d, 1)) cajas.push(await getCajaDia(db, d));
  return JSON.stringify({ reportes, deudores: await deudores(db, RELOJ), cajas });
}

async function measure(label: string, database: DatabaseConfig): Promise<boolean> {
  const db = openDatabase(database);
  try {
    await migrateToLatest(db);
    await fillThreeYears(db, database.dialect);
    // Back to the database the release before 017 left: no ledger, entries without a sale.
    // (SQLite cannot drop a column that references another table: there the column stays, empty.)
    await sql`drop index if exists pagos_venta_idx`.execute(db);
    if (database.dialect === 'postgres') {
      await sql`alter table pagos drop column id_venta`.execute(db);
      await sql`drop table ventas_lineas`.execute(db);
      await sql`drop table ventas`.execute(db);
    } else {
      await sql`update pagos set id_venta = null`.execute(db);
      await sql`delete from ventas_lineas`.execute(db);
      await sql`delete from ventas`.execute(db);
    }
    await sql`delete from kysely_migration where name = '017-ventas'`.execute(db);
    const entradas = await sql<{ n: number }>`select count(*) as n from pagos`.execute(db);
    const antes = await figures(db);
    const started = performance.now();
    await migrateToLatest(db);
    const s = (performance.now() - started) / 1000;
    const despues = await figures(db);
    const sinVenta = await sql<{ n: number }>`select count(*) as n from pagos where id_venta is null`.execute(db);
    const ventas = await sql<{ n: number }>`select count(*) as n from ventas`.execute(db);
    const ok = s < BUDGET_S && antes === despues && Number(sinVenta.rows[0]?.n) === 0;
    console.log(
      `${label}: ${Number(entradas.rows[0]?.n)} pagos → ${Number(ventas.rows[0]?.n)} ventas en ${s.toFixed(1)} s ` +
        `(presupuesto ${BUDGET_S} s); cifras ${antes === despues ? 'idénticas' : 'DISTINTAS'}; ` +
        `pagos sin venta: ${Number(sinVenta.rows[0]?.n)}. ${ok ? 'OK' : 'FUERA'}`,
    );
    return ok;
  } finally {
    await db.destroy();
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'centro-bench-ventas-'));
const ok = await measure('SQLite', { dialect: 'sqlite', file: path.join(dir, 'centro.db') }).finally(() =>
  fs.rmSync(dir, { recursive: true, force: true }),
);
const pg = await onScratchPostgres((url) => measure('PostgreSQL', { dialect: 'postgres', url }));
process.exitCode = ok && pg !== false ? 0 : 1;
