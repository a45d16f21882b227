import { sql, type Kysely } from 'kysely';
import { isPostgres } from '#server/db/dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * A booking's stored debt (migration 016) as wide as the amounts it is computed from: on
 * PostgreSQL it was an `integer`, so a booking owing more than $ 21.474.836,47 (which the API
 * accepts, up to the cents' limit) failed its insert with "integer out of range", a 500. The
 * column and its partial index are rewritten once; SQLite's integers were already 64 bits.
 *
 * Run in the one transaction of all pending migrations (db/migrate.ts); it can run again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table turnos alter column deuda_cents type bigint`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table turnos alter column deuda_cents type integer`.execute(db);
}
