import type { Kysely } from 'kysely';

/** Whether the client came (issue 18): every appointment booked so far starts 'Pendiente'. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('turnos')
    .addColumn('asistencia', 'text', (c) => c.notNull().defaultTo('Pendiente'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('turnos').dropColumn('asistencia').execute();
}
