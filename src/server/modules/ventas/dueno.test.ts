/**
 * The ledger has one writer and one reader of its tables: this module (decision 036). A file
 * elsewhere in the server that names `pagos`, `ventas` or `ventas_lineas` as a table (in a
 * Kysely call or in raw SQL) fails here; migrations, schema.ts and tests may.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = path.resolve(import.meta.dirname, '..', '..');
const LEDGER = ['pagos', 'ventas', 'ventas_lineas'].join('|');
/** A table named by Kysely ('pagos', 'pagos as p') or by SQL (from pagos, join ventas, into ventas_lineas…). */
const NAMES_A_TABLE = new RegExp(
  `(['"\`](${LEDGER})( as \\w+)?['"\`])|\\b(from|join|into|update|table)\\s+(${LEDGER})\\b`,
  'i',
);

function serverFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Who may name them: the module itself, the migrations and the schema, tests and their helpers. */
function allowed(file: string): boolean {
  const rel = path.relative(SERVER, file).split(path.sep).join('/');
  return (
    rel.startsWith('modules/ventas/') ||
    rel.startsWith('db/migrations/') ||
    rel.startsWith('testing/') ||
    rel === 'db/schema.ts' ||
    rel.endsWith('.test.ts')
  );
}

describe('the sales ledger’s tables', () => {
  it('are named by no server file outside the ventas module (and migrations, schema, tests)', () => {
    const offenders = serverFiles(SERVER)
      .filter((file) => !allowed(file))
      .flatMap((file) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ line, i }))
          .filter(({ line }) => NAMES_A_TABLE.test(line))
          .map(({ line, i }) => `${path.relative(SERVER, file)}:${i + 1}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });

  it('would catch a query on them (the check itself can fail)', () => {
    for (const line of [
      "db.selectFrom('pagos as p')",
      "trx.updateTable('ventas')",
      'sql`select sum(monto_cents) from pagos where fecha = ${f}`',
      'insert into ventas_lineas (id_venta) values (1)',
    ]) {
      expect(NAMES_A_TABLE.test(line), line).toBe(true);
    }
    expect(NAMES_A_TABLE.test('const pagos = await ingresosPorDia(db, rango);')).toBe(false);
  });
});
