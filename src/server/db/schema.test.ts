import path from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '#server/testing/test-db.ts';
import type { Db } from './dialect.ts';

/** A table as a list of `column` or `column?` (nullable), sorted, so a difference reads at a glance. */
type Tables = Record<string, string[]>;

/** Kysely's own bookkeeping, not the application's. */
const MIGRATOR_TABLES = ['kysely_migration', 'kysely_migration_lock'];

/**
 * The tables as schema.ts declares them, read by the TypeScript compiler: each property of
 * `Database` is a table, each property of its interface a column, nullable when the type Kysely
 * selects for it (a ColumnType's first argument, Generated's too) takes null.
 */
function declaredTables(): Tables {
  const file = path.join(import.meta.dirname, 'schema.ts');
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    allowImportingTsExtensions: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (source === undefined) throw new Error('schema.ts no se pudo leer');
  const database = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'Database',
  );
  if (database === undefined) throw new Error('schema.ts no declara Database');
  const tables: Tables = {};
  for (const table of checker.getPropertiesOfType(checker.getTypeAtLocation(database))) {
    const rowType = checker.getTypeOfSymbol(table);
    tables[table.name] = checker
      .getPropertiesOfType(rowType)
      .map((column) => {
        const type = checker.getTypeOfSymbol(column);
        const selected = type.getProperty('__select__');
        const read = selected === undefined ? type : checker.getTypeOfSymbol(selected);
        const nullable = read.isUnion()
          ? read.types.some((t) => (t.flags & ts.TypeFlags.Null) !== 0)
          : (read.flags & ts.TypeFlags.Null) !== 0;
        return nullable ? `${column.name}?` : column.name;
      })
      .sort();
  }
  return tables;
}

/** The tables an empty database has once every migration has run. */
async function migratedTables(db: Db, dialect: TestDatabase['dialect']): Promise<Tables> {
  const tables: Tables = {};
  if (dialect === 'sqlite') {
    const names = await sql<{ name: string }>`
      select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
    for (const { name } of names.rows) {
      // table_xinfo, not table_info: it lists generated columns too (hidden 2 and 3).
      const columns = await sql<{ name: string; notnull: number; pk: number }>`
        select name, "notnull", pk from pragma_table_xinfo(${name}) where hidden in (0, 2, 3)`.execute(db);
      // SQLite lets an INTEGER PRIMARY KEY be declared without NOT NULL: it is the rowid, never null.
      tables[name] = columns.rows.map((c) => (c.notnull === 1 || c.pk > 0 ? c.name : `${c.name}?`)).sort();
    }
  } else {
    const columns = await sql<{ table_name: string; column_name: string; is_nullable: string }>`
      select table_name, column_name, is_nullable from information_schema.columns
      where table_schema = current_schema()`.execute(db);
    for (const c of columns.rows) {
      (tables[c.table_name] ??= []).push(c.is_nullable === 'YES' ? `${c.column_name}?` : c.column_name);
    }
    for (const name of Object.keys(tables)) tables[name]?.sort();
  }
  return Object.fromEntries(Object.entries(tables).filter(([name]) => !MIGRATOR_TABLES.includes(name)));
}

describe('schema.ts', () => {
  const declared = declaredTables();

  it('declares tables with columns (the reading itself works)', () => {
    expect(declared.turnos).toContain('fecha');
    expect(declared.turnos).toContain('monto_abonado_cents?');
    expect(declared.turnos).toContain('id');
  });

  describe.each(testDialects)('against the migrations on %s', (dialect) => {
    let t: TestDatabase;
    afterEach(async () => t.drop());

    it('has every table and column an empty database has after migrating, nullable as there', async () => {
      t = await createTestDatabase(dialect);
      expect(declared).toEqual(await migratedTables(t.db, dialect));
    });
  });
});
