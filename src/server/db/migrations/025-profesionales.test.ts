import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, migrateBefore, testDialects, type TestDatabase } from '#server/testing/test-db.ts';
import { migrateToLatest } from '#server/db/migrate.ts';

/**
 * The professional's role on a database an earlier release left with accounts in use: every
 * account keeps its role, and nothing that points at an account (sessions, the audit log) is lost.
 */
describe.each(testDialects)('migration 025 on %s', (dialect) => {
  let t: TestDatabase;
  afterEach(async () => t.drop());

  it('lets an account be a professional of an employee and keeps the accounts, sessions and audit as they were', async () => {
    t = await createTestDatabase(dialect, { migrate: false });
    await migrateBefore(t.db, '025');
    const ahora = '2026-11-27T12:00:00.000Z';
    const cuenta = (username: string, role: string) =>
      sql<{
        id: number;
      }>`insert into users (username, email, nombre, password_hash, role, active, created_at, updated_at)
        values (${username}, null, ${username}, 'x', ${role}, 1, ${ahora}, ${ahora}) returning id`
        .execute(t.db)
        .then((r) => Number(r.rows[0]?.id));
    const duena = await cuenta('duena', 'admin');
    const mostrador = await cuenta('mostrador', 'staff');
    await sql`insert into sessions (id, user_id, created_at, last_seen_at, expires_at)
      values ('s1', ${duena}, ${ahora}, ${ahora}, '2027-01-01T00:00:00.000Z'),
             ('s2', ${mostrador}, ${ahora}, ${ahora}, '2027-01-01T00:00:00.000Z')`.execute(t.db);
    await sql`insert into audit_log (user_id, at, action, entity) values (${duena}, ${ahora}, 'crear', 'users')`.execute(
      t.db,
    );

    await migrateToLatest(t.db);

    expect(await t.db.selectFrom('users').select(['username', 'role', 'id_empleado']).orderBy('id').execute()).toEqual([
      { username: 'duena', role: 'admin', id_empleado: null },
      { username: 'mostrador', role: 'staff', id_empleado: null },
    ]);
    expect(await t.db.selectFrom('sessions').select(['id', 'user_id']).orderBy('id').execute()).toEqual([
      { id: 's1', user_id: duena },
      { id: 's2', user_id: mostrador },
    ]);
    expect((await t.db.selectFrom('audit_log').select('user_id').executeTakeFirstOrThrow()).user_id).toBe(duena);

    const empleado = await sql<{
      id: number;
    }>`insert into empleados (nombre, apellido, telefono, porcentaje_ganancia, created_at, updated_at)
      values ('Sofía', 'Gómez', '11 5555-0000', 50, ${ahora}, ${ahora}) returning id`
      .execute(t.db)
      .then((r) => Number(r.rows[0]?.id));
    const sofia = await cuenta('sofia', 'profesional');
    await t.db.updateTable('users').set({ id_empleado: empleado }).where('id', '=', sofia).execute();
    expect(
      await t.db.selectFrom('users').select(['role', 'id_empleado']).where('id', '=', sofia).executeTakeFirstOrThrow(),
    ).toEqual({ role: 'profesional', id_empleado: empleado });
    // Any other role is still refused by the database itself.
    await expect(cuenta('otra', 'duena')).rejects.toThrow();
    // An employee that does not exist cannot be named.
    await expect(
      t.db.updateTable('users').set({ id_empleado: 99_999 }).where('id', '=', sofia).execute(),
    ).rejects.toThrow();
  });
});
