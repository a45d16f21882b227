import { sql, type Kysely } from 'kysely';
import { isPostgres } from '#server/db/dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * Each appointment's debt as a column the database keeps itself (`deuda_cents`, generated from
 * the price, the amount paid, the state and the attendance by deudaReporte's rule), and the
 * debtors' index on it in place of migration 015's. With the expression inside the index, the
 * list still worked out the case, the trim and the lower for each of the 80,000 owing rows of
 * three busy years; PostgreSQL spent two thirds of the list's time there (bench/deudores.ts,
 * decision 033). Summing a stored number is what is left.
 *
 * PostgreSQL keeps the column on disk (STORED: the only kind it has); SQLite can only add a
 * VIRTUAL one to an existing table, computed when read, and the index stores its value.
 * Nothing writes it: inserts and updates leave it out and the database computes it. All pending
 * migrations run in one transaction (db/migrate.ts), so a start that died half way never left
 * the column without its index.
 */
const DEUDA = `case when asistencia in ('No vino', 'Canceló') or lower(trim(estado)) = 'pagado' then 0 else costo_cents - coalesce(monto_abonado_cents, 0) end`;

export async function up(db: Kysely<any>): Promise<void> {
  const kind = isPostgres(db) ? 'stored' : 'virtual';
  await sql
    .raw(`alter table turnos add column deuda_cents integer not null generated always as (${DEUDA}) ${kind}`)
    .execute(db);
  await sql`drop index if exists turnos_deuda_idx`.execute(db);
  await sql`
    create index if not exists turnos_deudores_idx
    on turnos (id_cliente, fecha, hora, deuda_cents)
    where deuda_cents > 0
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('turnos_deudores_idx').ifExists().execute();
  await db.schema.alterTable('turnos').dropColumn('deuda_cents').execute();
}
