import type { Kysely } from 'kysely';

/** Whether the client came (issue 18): every appointment booked so far starts 'Pendiente'. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  // Migrations run in a transaction (db/migrate.ts); the check keeps this one safe to run again all the same.
  const turnos = (await db.introspection.getTables()).find((t) => t.name === 'turnos');
  if (turnos?.columns.some((c) => c.name === 'asistencia')) return;
  await db.schema
    .alterTable('turnos')
    .addColumn('asistencia', 'text', (c) => c.notNull().defaultTo('Pendiente'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('turnos').dropColumn('asistencia').execute();
}
