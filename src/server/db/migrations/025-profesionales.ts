import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * A professional's own account:
 *
 * - `users.role` also takes 'profesional'. SQLite cannot change a column's CHECK, and rebuilding
 *   `users` would set off the ON DELETE actions of the tables that point at it (sessions, the
 *   audit log); so the role moves to a new column with the new CHECK, and the old column, whose
 *   CHECK is its own, is dropped. The same steps on PostgreSQL.
 * - `users.id_empleado`: the employee an account belongs to (required for a professional by the
 *   API); emptied if the employee is ever deleted.
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
  await db.schema
    .alterTable('users')
    .addColumn('id_empleado', 'integer', (c) => c.references('empleados.id').onDelete('set null'))
    .execute();
}
