import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, type SqliteDatabase as KyselySqlite } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '#server/config.ts';
import { DataVersion } from './data-version.ts';
import type { Database } from './schema.ts';
import { createPrivateDatabaseFile, restrictDatabaseFiles } from './sqlite-files.ts';

export type Db = Kysely<Database>;

/** True when the Kysely instance talks to PostgreSQL (migrations and a few queries differ). */
export function isPostgres(db: { getExecutor(): { readonly adapter: unknown } }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** pg returns bigint and numeric as strings; our values (cents, counts) fit a JS number. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  },
} as pg.CustomTypesConfig;

const versions = new WeakMap<Db, DataVersion>();

/**
 * The write counter of a database this process alone writes (SQLite, one server per file): what
 * lets an answer be cached in memory. Null on PostgreSQL, which other instances may write too.
 */
export function dataVersionOf(db: Db): DataVersion | null {
  return versions.get(db) ?? null;
}

/** Distinct statements kept prepared: the app has a few dozen queries; `in (...)` lists vary. */
const STATEMENTS_KEPT = 256;
const MAX_KEPT_SQL = 2000;

/**
 * better-sqlite3 with its statements kept prepared, keyed by their SQL: Kysely prepares every
 * query it runs, and preparing was the largest single cost of a small request (bench/api.ts).
 * Safe here because Kysely runs one query at a time on the connection and nothing streams.
 */
function keepingStatements(sqlite: SqliteDatabase.Database): KyselySqlite {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(query) {
      // Multi-row inserts (imports) are long and rarely repeat: kept, they would only hold memory.
      if (query.length > MAX_KEPT_SQL) return sqlite.prepare(query);
      let statement = statements.get(query);
      if (statement !== undefined) {
        statements.delete(query); // most recently used last
      } else {
        statement = sqlite.prepare(query);
        if (statements.size >= STATEMENTS_KEPT) statements.delete(statements.keys().next().value as string);
      }
      statements.set(query, statement);
      return statement;
    },
  };
}

export interface OpenOptions {
  /** Size of the PostgreSQL pool. */
  poolSize?: number;
}

/** Opens the database chosen by the configuration. */
export function openDatabase(config: DatabaseConfig, options: OpenOptions = {}): Db {
  if (config.dialect === 'sqlite') {
    const onDisk = config.file !== ':memory:';
    if (onDisk) createPrivateDatabaseFile(config.file);
    const sqlite = new SqliteDatabase(config.file);
    sqlite.pragma('journal_mode = WAL');
    if (onDisk) restrictDatabaseFiles(config.file);
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const version = new DataVersion();
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: keepingStatements(sqlite) }),
      plugins: [version],
    });
    versions.set(db, version);
    return db;
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: options.poolSize ?? 10,
    types: pgTypes,
    connectionTimeoutMillis: 5000,
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor one that is checked out: node-postgres emits 'error' on the client as well as failing
  // its query, and with no listener Node would end the process. The query's own failure is what
  // the request answers (503).
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
