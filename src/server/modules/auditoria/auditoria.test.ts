/**
 * The audit log's reading: by entity and by the centre's calendar days, newest first, capped,
 * with the user's name and the snapshots as objects.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUDITORIA_LIMITE } from '#shared/schemas/auditoria.ts';
import { createUser } from '#server/auth/users.ts';
import { TEST_PASSWORD } from '#server/testing/test-app.ts';
import { createTestDatabase, testDialects, type TestDatabase } from '#server/testing/test-db.ts';
import { listAuditoria } from './repository.ts';

const BA = 'America/Argentina/Buenos_Aires';

describe.each(testDialects)('the audit log on %s', (dialect) => {
  let t: TestDatabase;
  let userId: number;

  beforeAll(async () => {
    t = await createTestDatabase(dialect);
    const user = await createUser(t.db, { username: 'duena', email: null, password: TEST_PASSWORD, role: 'admin' });
    userId = user.id;
  });
  afterAll(async () => t.drop());
  beforeEach(async () => {
    await t.db.deleteFrom('audit_log').execute();
  });

  const add = (at: string, entity: string, extra: { before?: string | null; after?: string | null } = {}) =>
    t.db
      .insertInto('audit_log')
      .values({
        user_id: userId,
        at,
        action: 'crear',
        entity,
        entity_id: '7',
        before: extra.before ?? null,
        after: extra.after ?? null,
      })
      .execute();

  it('filters by entity and by the centre’s days: 01:30 UTC on the 23rd is still the 22nd', async () => {
    await add('2026-11-22T12:00:00.000Z', 'clientes');
    await add('2026-11-23T01:30:00.000Z', 'clientes'); // 22:30 on the 22nd in Buenos Aires
    await add('2026-11-23T03:00:00.000Z', 'clientes'); // 00:00 on the 23rd
    await add('2026-11-22T13:00:00.000Z', 'gastos');

    const dia22 = await listAuditoria(t.db, { entity: 'clientes', desde: '2026-11-22', hasta: '2026-11-22' }, BA);
    expect(dia22.map((e) => e.at)).toEqual(['2026-11-23T01:30:00.000Z', '2026-11-22T12:00:00.000Z']);
    const dia23 = await listAuditoria(t.db, { desde: '2026-11-23', hasta: '2026-11-23' }, BA);
    expect(dia23.map((e) => e.at)).toEqual(['2026-11-23T03:00:00.000Z']);
    expect((await listAuditoria(t.db, {}, BA)).map((e) => e.entity)).toEqual([
      'gastos',
      'clientes',
      'clientes',
      'clientes',
    ]);
  });

  it('reads a last day as far ahead as a date goes (9999-12-31) as no end at all', async () => {
    await add('2026-11-22T12:00:00.000Z', 'clientes');
    await add('2026-11-23T01:30:00.000Z', 'gastos');
    const todo = await listAuditoria(t.db, { hasta: '9999-12-31' }, BA);
    expect(todo.map((e) => e.entity)).toEqual(['gastos', 'clientes']);
    const desde23 = await listAuditoria(t.db, { desde: '2026-11-23', hasta: '9999-12-31' }, BA);
    expect(desde23).toEqual([]);
    const desde22 = await listAuditoria(t.db, { desde: '2026-11-22', hasta: '9999-12-30' }, BA);
    expect(desde22.map((e) => e.entity)).toEqual(['gastos', 'clientes']);
  });

  it('answers the user’s name and the snapshots as values, a text that is not JSON as it is', async () => {
    await add('2026-11-22T12:00:00.000Z', 'clientes', { before: null, after: '{"nombre":"Ana"}' });
    await add('2026-11-22T12:01:00.000Z', 'clientes', { before: 'no es json', after: null });
    const [roto, creado] = await listAuditoria(t.db, {}, BA);
    expect(creado).toMatchObject({ username: 'duena', userId, before: null, after: { nombre: 'Ana' }, entityId: '7' });
    expect(roto).toMatchObject({ before: 'no es json', after: null });
  });

  it(`keeps the newest ${AUDITORIA_LIMITE} entries`, async () => {
    const rows = Array.from({ length: AUDITORIA_LIMITE + 3 }, (_, i) => ({
      user_id: userId,
      at: new Date(Date.UTC(2026, 10, 22, 12, 0, i)).toISOString(),
      action: 'crear',
      entity: 'gastos',
      entity_id: String(i),
      before: null,
      after: null,
    }));
    for (let i = 0; i < rows.length; i += 100)
      await t.db
        .insertInto('audit_log')
        .values(rows.slice(i, i + 100))
        .execute();
    const all = await listAuditoria(t.db, {}, BA);
    expect(all).toHaveLength(AUDITORIA_LIMITE);
    expect(all[0]?.entityId).toBe(String(AUDITORIA_LIMITE + 2));
  });
});
