import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * Online booking's groundwork (issue 22).
 *
 * - `empleados.horarios`: the working intervals per weekday, as JSON (`[{ dia, desde, hasta }]`).
 *   They are read and written whole, with the employee, and checked by the shared schema.
 * - `empleados.ausencias`: days off (`[{ desde, hasta, motivo }]`), JSON for the same reason.
 * - `servicios_base.reservable_online`: whether clients may book the service online (1, the
 *   default, or 0).
 *
 * Migrations run in one transaction (db/migrate.ts), and every step can also run again after a start that
 * died half way.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const tables = await db.introspection.getTables();
  const has = (table: string, column: string) =>
    tables.some((t) => t.name === table && t.columns.some((c) => c.name === column));
  for (const column of ['horarios', 'ausencias']) {
    if (!has('empleados', column)) {
      await db.schema
        .alterTable('empleados')
        .addColumn(column, 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
    }
  }
  if (!has('servicios_base', 'reservable_online')) {
    await db.schema
      .alterTable('servicios_base')
      .addColumn('reservable_online', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('servicios_base').dropColumn('reservable_online').execute();
  await db.schema.alterTable('empleados').dropColumn('ausencias').execute();
  await db.schema.alterTable('empleados').dropColumn('horarios').execute();
}
