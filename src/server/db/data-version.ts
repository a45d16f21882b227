/**
 * A counter of the writes made through one database handle, so an answer built from the data can
 * be kept in memory and known stale the moment anything it might show changes (decision 009).
 *
 * It is a Kysely plugin: every INSERT, UPDATE, DELETE or MERGE passes through it, whichever module
 * or test wrote it, so no write path can forget to invalidate. The counter moves before the
 * statement runs and again after it: an answer tagged with the version read before a load is
 * stale as soon as a write has finished, and a load that waited behind a transaction (SQLite has
 * one connection) reads the committed data. Writes to the tables no cached answer reads (sessions,
 * login attempts, the audit log) do not count, or every request would invalidate everything.
 *
 * The move after a write is keyed by Kysely's query id, so each write must be run from its
 * builder once (as all of ours are); re-running a compiled write would move it only once.
 *
 * It only sees this process's writes: it is exact for SQLite, where one server owns the file
 * (db/lock.ts), and not for PostgreSQL shared by several instances.
 */
import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  MergeQueryNode,
  RawNode,
  TableNode,
  UpdateQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

const NOT_CACHED: ReadonlySet<string> = new Set(['sessions', 'login_attempts', 'audit_log']);

function tableName(node: OperationNode | undefined): string | null {
  if (node === undefined) return null;
  if (AliasNode.is(node)) return tableName(node.node);
  if (TableNode.is(node)) return node.table.identifier.name;
  return null;
}

/** The tables a statement writes; null for a read. An unknown target counts as a write to anything. */
function writtenTables(node: RootOperationNode): (string | null)[] | null {
  if (InsertQueryNode.is(node)) return [tableName(node.into)];
  if (UpdateQueryNode.is(node)) return [tableName(node.table)];
  if (DeleteQueryNode.is(node)) return node.from.froms.map(tableName);
  if (MergeQueryNode.is(node)) return [tableName(node.into)];
  if (RawNode.is(node)) return /^\s*select\b/i.test(node.sqlFragments[0] ?? '') ? null : [null];
  return null;
}

function countsAsChange(node: RootOperationNode): boolean {
  const tables = writtenTables(node);
  return tables !== null && tables.some((t) => t === null || !NOT_CACHED.has(t));
}

export class DataVersion implements KyselyPlugin {
  #version = 0;
  readonly #running = new WeakSet<QueryId>();

  /** Changes whenever data a cached answer may show has been, or is being, written. */
  get current(): number {
    return this.#version;
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (countsAsChange(node)) {
      this.#version++;
      this.#running.add(queryId);
    }
    return node;
  }

  async transformResult({ queryId, result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#running.delete(queryId)) this.#version++;
    return result;
  }
}
