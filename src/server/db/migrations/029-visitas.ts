import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * A visit of several services (decision 056): each service is its own booking, and the bookings
 * of one visit share `id_visita`, the id of the visit's first booking. Ids are never given again
 * (AUTOINCREMENT on SQLite, a sequence on PostgreSQL), so a visit id stays the visit's also after
 * its first booking is deleted. Every booking made before is a visit of one service.
 *
 * Run in the one transaction of all pending migrations (db/migrate.ts); every step can run again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const columns = await db.introspection.getTables();
  const turnos = columns.find((t) => t.name === 'turnos');
  if (turnos !== undefined && !turnos.columns.some((c) => c.name === 'id_visita')) {
    await db.schema.alterTable('turnos').addColumn('id_visita', 'integer').execute();
  }
  await db
    .updateTable('turnos')
    .set((eb: any) => ({ id_visita: eb.ref('id') }))
    .where('id_visita', 'is', null)
    .execute();
  await db.schema.createIndex('turnos_visita_idx').ifNotExists().on('turnos').column('id_visita').execute();
}
