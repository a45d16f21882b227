import SqliteDatabase from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  sql,
  type CompiledQuery,
  type Transaction,
  type TransactionBuilder,
  type DatabaseConnection,
  type Driver,
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

/** A write refused because the disk is full: SQLite's SQLITE_FULL (or `max_page_count` reached), PostgreSQL's 53100. */
export function isDiskFull(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && (code.startsWith('SQLITE_FULL') || code === '53100');
}

interface DiskState {
  /** `total_changes()` when a write last failed for a full disk; null while writes go through. */
  changesAtFailure: number | null;
}

const diskStates = new WeakMap<Db, { state: DiskState; totalChanges: () => number }>();

/**
 * Whether this SQLite connection's last write failed because the disk is full and no row has
 * been written since (health reports it). Always false on PostgreSQL.
 */
export function diskFullOf(db: Db): boolean {
  const entry = diskStates.get(db);
  if (entry?.state.changesAtFailure == null) return false;
  if (entry.totalChanges() !== entry.state.changesAtFailure) entry.state.changesAtFailure = null;
  return entry.state.changesAtFailure !== null;
}

/** Forgets the full-disk mark: a write just went through (health's probe). */
export function markDiskWritable(db: Db): void {
  const entry = diskStates.get(db);
  if (entry !== undefined) entry.state.changesAtFailure = null;
}

/**
 * Kysely's SQLite driver, with two changes:
 *
 * - Its rollback is skipped when SQLite has already ended the transaction. SQLite rolls a
 *   transaction back by itself when a statement fails with SQLITE_FULL (and a few I/O errors);
 *   Kysely then sent 'rollback', whose own error ('cannot rollback - no transaction is active')
 *   replaced the real one, and a full disk answered 500 instead of saying why.
 * - A write refused for a full disk is remembered (`diskFullOf`).
 */
class CentroSqliteDriver extends SqliteDriver {
  readonly #sqlite: SqliteDatabase.Database;
  readonly #onDiskFull: () => void;
  #connection: DatabaseConnection | undefined;
  constructor(sqlite: SqliteDatabase.Database, database: KyselySqlite, onDiskFull: () => void) {
    super({ database });
    this.#sqlite = sqlite;
    this.#onDiskFull = onDiskFull;
  }
  override async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#connection !== undefined) return this.#connection;
    const inner = await super.acquireConnection();
    const noting = (err: unknown): never => {
      if (isDiskFull(err)) this.#onDiskFull();
      throw err;
    };
    const connection: DatabaseConnection = {
      executeQuery: <R>(query: CompiledQuery) => inner.executeQuery<R>(query).catch(noting),
      streamQuery: (query, chunkSize) => inner.streamQuery(query, chunkSize),
    };
    this.#connection = connection;
    return connection;
  }
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (!this.#sqlite.inTransaction) return;
    await super.rollbackTransaction(connection);
  }
}

/**
 * SQLite has transactional DDL, but Kysely's adapter says it has none, and so its Migrator ran
 * SQLite's migrations outside a transaction: a start killed half way left a schema half
 * changed. Saying so makes the Migrator run all pending migrations in one transaction, as on
 * PostgreSQL (the flag is read by nothing else).
 */
class CentroSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/**
 * SQLite's transactions take turns in the order they were asked for, each after a turn of the
 * event loop (decision 058). SQLite runs one at a time anyway; what this changes is who is next.
 * Without it, every request the event loop had read in one pass ran its transaction before any
 * request that arrived meanwhile was even read, so at ten desks a save could wait for two passes
 * of the others while most waited for one. Between two transactions the server now reads what
 * has arrived and answers reads, and the new transactions join the end of the line.
 */
class SqliteKysely extends Kysely<Database> {
  // A test that fakes setImmediate (vitest's fake timers do by default) holds every transaction.
  #line: Promise<void> = Promise.resolve();

  override transaction(): TransactionBuilder<Database> {
    return this.#inTurn(super.transaction());
  }

  #inTurn(builder: TransactionBuilder<Database>): TransactionBuilder<Database> {
    const execute = builder.execute.bind(builder);
    const setAccessMode = builder.setAccessMode.bind(builder);
    const setIsolationLevel = builder.setIsolationLevel.bind(builder);
    return Object.assign(builder, {
      execute: <T>(callback: (trx: Transaction<Database>) => Promise<T>): Promise<T> => {
        const before = this.#line;
        let done = () => {};
        // The line waits for this one to end without holding its result, and without a handler
        // on the caller's promise: a failure nobody awaited still surfaces as unhandled.
        this.#line = new Promise<void>((resolve) => (done = resolve));
        return before
          .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
          .then(() => execute(callback))
          .finally(done);
      },
      setAccessMode: (mode: Parameters<typeof setAccessMode>[0]) => this.#inTurn(setAccessMode(mode)),
      setIsolationLevel: (level: Parameters<typeof setIsolationLevel>[0]) => this.#inTurn(setIsolationLevel(level)),
    });
  }
}

class CentroSqliteDialect extends SqliteDialect {
  readonly #createDriver: () => Driver;
  constructor(createDriver: () => Driver) {
    super({ database: () => Promise.reject(new Error('unused')) });
    this.#createDriver = createDriver;
  }
  override createDriver(): Driver {
    return this.#createDriver();
  }
  override createAdapter(): SqliteAdapter {
    return new CentroSqliteAdapter();
  }
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
    const changes = sqlite.prepare('select total_changes()').pluck();
    const totalChanges = () => changes.get() as number;
    const state: DiskState = { changesAtFailure: null };
    const database = keepingStatements(sqlite);
    const onDiskFull = () => {
      state.changesAtFailure = totalChanges();
    };
    const db = new SqliteKysely({
      dialect: new CentroSqliteDialect(() => new CentroSqliteDriver(sqlite, database, onDiskFull)),
    });
    writeCounts.set(db, totalChanges);
    diskStates.set(db, { state, totalChanges });
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
