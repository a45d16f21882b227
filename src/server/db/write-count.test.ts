import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { writeCountOf } from './dialect.ts';
import { insertEmpleado } from '#server/testing/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-db.ts';

describe('writeCountOf (SQLite)', () => {
  let t: TestDatabase;
  let count: () => number;
  beforeEach(async () => {
    t = await createTestDatabase('sqlite');
    const c = writeCountOf(t.db);
    if (c === null) throw new Error('SQLite must count its writes');
    count = c;
  });
  afterEach(async () => t.drop());

  it('moves on insert, update and delete, also inside a transaction, and not on reads', async () => {
    const c0 = count();
    await t.db.selectFrom('empleados').selectAll().execute();
    await sql`select 1`.execute(t.db);
    expect(count()).toBe(c0);
    await insertEmpleado(t.db);
    const c1 = count();
    expect(c1).toBeGreaterThan(c0);
    await t.db.updateTable('empleados').set({ telefono: '11' }).execute();
    const c2 = count();
    expect(c2).toBeGreaterThan(c1);
    await t.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('empleados as e').where('e.id', '>', 0).execute();
    });
    expect(count()).toBeGreaterThan(c2);
  });

  it('counts writes to every table, sessions included, and not a write that changes no row', async () => {
    const c0 = count();
    await t.db.deleteFrom('sessions').execute();
    expect(count()).toBe(c0);
    await t.db.updateTable('empleados').set({ telefono: '11' }).where('id', '=', -1).execute();
    expect(count()).toBe(c0);
    await t.db
      .insertInto('login_attempts')
      .values({ login: 'ana@centro.local', ip: '127.0.0.1', at: new Date().toISOString() })
      .execute();
    expect(count()).toBeGreaterThan(c0);
  });
});

describe('writeCountOf on PostgreSQL', () => {
  it.runIf(process.env.TEST_DATABASE_URL !== undefined)('is not kept: other instances write too', async () => {
    const t = await createTestDatabase('postgres');
    try {
      expect(writeCountOf(t.db)).toBeNull();
    } finally {
      await t.drop();
    }
  });
});
