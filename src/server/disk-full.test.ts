/**
 * A full disk: every write it refuses answers 503 in Spanish with the code DISCO_LLENO (not 500
 * 'Error interno'), health says so while writes fail for that reason, nothing acknowledged is
 * lost, and once there is room again both work as before. SQLite's `max_page_count` stands in
 * for the disk: past it, writes fail with SQLITE_FULL, as on a disk with no room left.
 */
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { registerErrorHandling } from './http/errors.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

describe('a full disk (SQLite)', () => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('refuses writes with 503 DISCO_LLENO, health reports it, and nothing acknowledged is lost', async () => {
    t = await createTestApp('sqlite');
    const cookie = await t.loginAs('duena');
    const gasto = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/gastos',
        headers: { cookie },
        payload: { descripcion: `Gasto ${i} ${'x'.repeat(150)}`, monto: i + 1, fecha: '2026-11-20' },
      });
    const before = await gasto(0);
    expect(before.statusCode).toBe(201);
    const acknowledged: number[] = [(before.json() as { id: number }).id];
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok', database: 'ok' });

    // The disk fills up: the file may not grow past the pages it has now.
    const pages = (await sql<{ page_count: number }>`pragma page_count`.execute(t.testDb.db)).rows[0]?.page_count ?? 0;
    await sql.raw(`pragma max_page_count = ${pages}`).execute(t.testDb.db);

    // Writes keep coming, ten at a time (each expense is written with its audit entry, in one transaction).
    const refused: unknown[] = [];
    const others: { status: number; body: string }[] = [];
    for (let batch = 0; batch < 20; batch++) {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, k) => gasto(1 + batch * 10 + k)));
      for (const res of answers) {
        if (res.statusCode === 201) acknowledged.push((res.json() as { id: number }).id);
        else if (res.statusCode === 503) refused.push(res.json());
        else others.push({ status: res.statusCode, body: res.body });
      }
    }
    expect(others).toEqual([]);
    expect(refused.length).toBeGreaterThan(100);
    for (const body of refused) expect(body).toEqual({ error: messages.diskFull, code: 'DISCO_LLENO' });

    // Health says why, as long as writes fail for that reason…
    const sick = await t.app.inject({ url: '/api/health' });
    expect(sick.statusCode).toBe(503);
    expect(sick.json()).toEqual({ status: 'error', database: 'lleno' });
    // …while reads still work.
    expect(
      (await t.app.inject({ url: '/api/gastos/rango?desde=2026-11-01&hasta=2026-11-30', headers: { cookie } }))
        .statusCode,
    ).toBe(200);

    // Every expense answered 201 is there, and none of the refused ones.
    const stored = (await t.testDb.db.selectFrom('gastos').select('id').execute()).map((r) => r.id);
    expect(stored.sort((a, b) => a - b)).toEqual(acknowledged.sort((a, b) => a - b));
    expect(
      (await sql<{ integrity_check: string }>`pragma integrity_check`.execute(t.testDb.db)).rows[0]?.integrity_check,
    ).toBe('ok');

    // Room again: health is well again at once, and writes go through.
    await sql.raw('pragma max_page_count = 1073741823').execute(t.testDb.db);
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok', database: 'ok' });
    expect((await gasto(999)).statusCode).toBe(201);
  }, 30_000);
});

describe('a full disk (PostgreSQL)', () => {
  it("answers PostgreSQL's disk_full (53100) as 503 DISCO_LLENO too", async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.post('/escribir', () => {
      throw Object.assign(new Error('could not extend file "base/16384/16385": No space left on device'), {
        code: '53100',
      });
    });
    const res = await app.inject({ method: 'POST', url: '/escribir' });
    await app.close();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: messages.diskFull, code: 'DISCO_LLENO' });
  });
});
