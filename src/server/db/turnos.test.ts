import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from './dialect.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-db.ts';

/*
 * SQLite's transactions take turns (decision 058): in the order they were asked for, and each
 * after a turn of the event loop, so that what arrived meanwhile (a request read, its session
 * checked) goes before the transactions still waiting.
 */
/** An expense named `descripcion`: a row to tell the transactions apart. */
async function gasto(db: Db, descripcion: string): Promise<void> {
  await db
    .insertInto('gastos')
    .values({ descripcion, monto_cents: 100, fecha: '2026-11-28', created_at: new Date().toISOString() })
    .execute();
}

describe("SQLite's transactions in turns", () => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase('sqlite');
  });
  afterEach(async () => t.drop());

  it('run in the order they were asked for, each after what arrived while the one before ran', async () => {
    const order: string[] = [];
    const transaction = (name: string) =>
      t.db.transaction().execute(async (trx) => {
        order.push(`${name} begins`);
        if (name === 'first') {
          // Something that arrives while the first one runs: a read of its own, in the next turn.
          setImmediate(() => {
            void t.db
              .selectFrom('gastos')
              .select('id')
              .execute()
              .then(() => order.push('read'));
          });
        }
        await gasto(trx, name);
        order.push(`${name} ends`);
      });
    await Promise.all([transaction('first'), transaction('second'), transaction('third')]);
    expect(order).toEqual([
      'first begins',
      'first ends',
      'read',
      'second begins',
      'second ends',
      'third begins',
      'third ends',
    ]);
    const filas = await t.db.selectFrom('gastos').select('descripcion').orderBy('id').execute();
    expect(filas.map((g) => g.descripcion)).toEqual(['first', 'second', 'third']);
  });

  it('one that fails does not hold the others back, and its own error is what its caller gets', async () => {
    const failed = t.db.transaction().execute(async (trx) => {
      await gasto(trx, 'undone');
      throw new Error('no se pudo');
    });
    const next = t.db.transaction().execute((trx) => gasto(trx, 'kept'));
    await expect(failed).rejects.toThrow('no se pudo');
    await next;
    const filas = await t.db.selectFrom('gastos').select('descripcion').execute();
    expect(filas.map((g) => g.descripcion)).toEqual(['kept']);
  });
});
