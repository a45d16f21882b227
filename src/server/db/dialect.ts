import SqliteDatabase from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  sql,
  type SqliteDatabase as KyselySqlite,
} from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '#server/config.ts';
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

const writeCounts = new WeakMap<Db, () => number>();

/**
 * How many rows have been written through this SQLite connection so far (its `total_changes()`),
 * for answers kept in memory until the data changes (decision 015). One server owns the file
 * (db/lock.ts), so every write goes through this connection and moves it, whichever module or
 * test made it. Null on PostgreSQL, which other instances may write too.
 */
export function writeCountOf(db: Db): (() => number) | null {
  return writeCounts.get(db) ?? null;
}

/**
 * A mark that changes whenever anything has been written to the database, for answers kept in
 * memory until then by a server that may share its database. On SQLite, the write count above
 * (free). On PostgreSQL, the server's current WAL position, which moves with every committed
 * write, whichever instance made it: one round trip, never a stale answer. It may also move with
 * no write of ours (other databases of the cluster, vacuum), which only costs a load.
 */
export function writeMarkOf(db: Db): () => Promise<string> {
  const writeCount = writeCountOf(db);
  if (writeCount !== null) return () => Promise.resolve(String(writeCount()));
  return async () => {
    const { rows } = await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(db);
    return rows[0]?.lsn ?? '';
  };
}

/**
 * better-sqlite3 with its statements kept prepared, keyed by their SQL: Kysely prepares every
 * query it runs, and preparing again cost more than the small queries themselves (decision 015).
 * Safe because Kysely runs one query at a time on the connection and nothing streams.
 */
function keepingStatements(sqlite: SqliteDatabase.Database): KyselySqlite {
  // The app has a few dozen distinct queries; `in (...)` lists vary.
  const statements = new LRUCache<string, SqliteDatabase.Statement>({ max: 256 });
  return {
    close: () => sqlite.close(),
    prepare(query) {
      let statement = statements.get(query);
      if (statement === undefined) {
        statement = sqlite.prepare(query);
        // Multi-row inserts (imports) are long and rarely repeat: kept, they would only hold memory.
        if (query.length <= 2000) statements.set(query, statement);
      }
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
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: keepingStatements(sqlite) }) });
    const totalChanges = sqlite.prepare('select total_changes()').pluck();
    writeCounts.set(db, () => totalChanges.get() as number);
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
