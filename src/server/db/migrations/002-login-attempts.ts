import type { Kysely } from 'kysely';
import { isPostgres } from '#server/db/dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/** Failed logins, kept 15 minutes, so the rate limit holds across instances and restarts. */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('login_attempts')
    .ifNotExists()
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('login', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_login_at_idx')
    .ifNotExists()
    .on('login_attempts')
    .columns(['login', 'at'])
    .execute();
  await db.schema
    .createIndex('login_attempts_ip_at_idx')
    .ifNotExists()
    .on('login_attempts')
    .columns(['ip', 'at'])
    .execute();
  await db.schema.createIndex('login_attempts_at_idx').ifNotExists().on('login_attempts').column('at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_attempts').execute();
}
