import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig, type AppConfig, type DatabaseConfig } from '#server/config.ts';
import { isPostgres, openDatabase, type Db } from '#server/db/dialect.ts';
import { sql, type CompiledQuery } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrateToLatest, migrations } from '#server/db/migrate.ts';

export type Dialect = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL names a server where we may create databases. */
export const testDialects: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase {
  dialect: Dialect;
  database: DatabaseConfig;
  db: Db;
  /** Closes the connection and deletes the database. */
  drop: () => Promise<void>;
}

/**
 * A new, empty, migrated database of its own: a temp SQLite file or a fresh PostgreSQL database.
 * `migrate: false` leaves it without tables, for a test that builds an earlier release's schema.
 */
export async function createTestDatabase(dialect: Dialect, { migrate = true } = {}): Promise<TestDatabase> {
  const { database, remove } = dialect === 'sqlite' ? sqliteFile() : await postgresDatabase();
  const db = openDatabase(database, dialect === 'postgres' ? { poolSize: 5 } : undefined);
  if (migrate) await migrateToLatest(db);
  return {
    dialect,
    database,
    db,
    drop: async () => {
      await db.destroy();
      await remove();
    },
  };
}

function sqliteFile(): { database: DatabaseConfig; remove: () => Promise<void> } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'centro-test-'));
  return {
    database: { dialect: 'sqlite', file: path.join(dir, 'test.db') },
    remove: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresDatabase(): Promise<{ database: DatabaseConfig; remove: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl === undefined) throw new Error('TEST_DATABASE_URL no está definida');
  const name = `centro_test_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: { dialect: 'postgres', url: url.toString() },
    remove: () => run(`drop database if exists ${name} with (force)`),
  };
}

/**
 * A database as a release before migration `name` (its number, '029') left it: every migration
 * before that one run in order, for a test that upgrades an earlier release's data.
 */
export async function migrateBefore(db: Db, name: string): Promise<void> {
  const before = Object.fromEntries(Object.entries(migrations).filter(([n]) => n < name));
  const { error } = await new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(before) },
  }).migrateToLatest();
  if (error !== undefined) throw error;
}

/** The configuration the tests run with: quiet, no web build, the given database. */
export function testConfig(database: DatabaseConfig, env: Record<string, string> = {}): AppConfig {
  return { ...loadConfig({ LOG_LEVEL: 'silent', WEB_ROOT: 'none', ...env }), database };
}

/**
 * The plan a database makes for a compiled query, as text, to check which index it reads. On
 * PostgreSQL sequential scans are off for it: a test's small tables are read whole whatever their
 * indexes, and only whether the index can serve is asked.
 */
export async function planDeConsulta(db: Db, compiled: CompiledQuery): Promise<string> {
  if (!isPostgres(db)) {
    return JSON.stringify((await db.executeQuery({ ...compiled, sql: `explain query plan ${compiled.sql}` })).rows);
  }
  const plan = await db.connection().execute(async (conn) => {
    await sql`set enable_seqscan = off`.execute(conn);
    try {
      return await conn.executeQuery({ ...compiled, sql: `explain ${compiled.sql}` });
    } finally {
      await sql`reset enable_seqscan`.execute(conn);
    }
  });
  return JSON.stringify(plan.rows);
}
