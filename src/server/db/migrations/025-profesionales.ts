import { sql, type Kysely } from 'kysely';
import { isPostgres } from '#server/db/dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * A professional's own account:
 *
 * - `users.role` also takes 'profesional'. SQLite cannot change a column's CHECK, and rebuilding
 *   `users` would set off the ON DELETE actions of the tables that point at it (sessions, the
 *   audit log); so the role moves to a new column with the new CHECK, and the old column, whose
 *   CHECK is its own, is dropped. The same steps on PostgreSQL.
 * - `users.id_empleado`: the employee a professional's account belongs to (required for that role,
 *   and for no other, by `insertUser`), one account per employee; emptied if the employee is ever
 *   deleted, which also closes the account (empleados/repository.ts).
 * - The new column's default ('staff', which SQLite needs to add a NOT NULL column) is dropped on
 *   PostgreSQL, and its CHECK keeps the name the first one had: every account names its role.
 *
 * Run in the one transaction of all pending migrations (db/migrate.ts), which a failed start
 * rolls back whole; `id_empleado`, added last, says it has run.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const users = (await db.introspection.getTables()).find((t) => t.name === 'users');
  if (users?.columns.some((c) => c.name === 'id_empleado') === true) return;
  await db.schema
    .alterTable('users')
    .addColumn('role_nuevo', 'text', (c) =>
      c
        .notNull()
        .defaultTo('staff')
        .check(sql`role_nuevo in ('admin', 'staff', 'profesional')`),
    )
    .execute();
  await db
    .updateTable('users')
    .set({ role_nuevo: sql`role` })
    .execute();
  await db.schema.alterTable('users').dropColumn('role').execute();
  await db.schema.alterTable('users').renameColumn('role_nuevo', 'role').execute();
  if (isPostgres(db)) {
    await sql`alter table users alter column role drop default`.execute(db);
    await sql`alter table users rename constraint users_role_nuevo_check to users_role_check`.execute(db);
  }
  await db.schema
    .alterTable('users')
    .addColumn('id_empleado', 'integer', (c) => c.references('empleados.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('users_id_empleado_idx')
    .ifNotExists()
    .unique()
    .on('users')
    .column('id_empleado')
    .execute();
}
