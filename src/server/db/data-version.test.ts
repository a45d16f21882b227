import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { dataVersionOf } from './dialect.ts';
import { insertEmpleado } from '#server/testing/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-db.ts';
import type { DataVersion } from './data-version.ts';

describe('DataVersion (SQLite)', () => {
  let t: TestDatabase;
  let version: DataVersion;
  beforeEach(async () => {
    t = await createTestDatabase('sqlite');
    const v = dataVersionOf(t.db);
    if (v === null) throw new Error('SQLite must count its writes');
    version = v;
  });
  afterEach(async () => t.drop());

  const empleado = () => insertEmpleado(t.db);

  it('moves on insert, update and delete, also inside a transaction, and not on reads', async () => {
    const v0 = version.current;
    await t.db.selectFrom('empleados').selectAll().execute();
    await sql`select 1`.execute(t.db);
    expect(version.current).toBe(v0);
    await empleado();
    const v1 = version.current;
    expect(v1).toBeGreaterThan(v0);
    await t.db.updateTable('empleados').set({ telefono: '11' }).execute();
    const v2 = version.current;
    expect(v2).toBeGreaterThan(v1);
    await t.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('empleados as e').where('e.id', '>', 0).execute();
    });
    expect(version.current).toBeGreaterThan(v2);
  });

  it('moves after a write has run, so a load read before it is stale', async () => {
    const before = version.current;
    const write = empleado();
    const duringWrite = version.current;
    await write;
    expect(duringWrite).toBeGreaterThan(before);
    expect(version.current).toBeGreaterThan(duringWrite);
  });

  it('ignores the tables no cached answer reads', async () => {
    const v0 = version.current;
    await t.db.deleteFrom('sessions').execute();
    await t.db.deleteFrom('login_attempts').execute();
    await t.db.deleteFrom('audit_log').execute();
    expect(version.current).toBe(v0);
  });
});

describe('DataVersion on PostgreSQL', () => {
  it.runIf(process.env.TEST_DATABASE_URL !== undefined)('is not kept: other instances write too', async () => {
    const t = await createTestDatabase('postgres');
    try {
      expect(dataVersionOf(t.db)).toBeNull();
    } finally {
      await t.drop();
    }
  });
});
