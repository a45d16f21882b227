import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * The client's own link to each booking (decision 048):
 *
 * - `turnos.confirmacion`: the client's answer, 'Sin respuesta' for every booking so far, and
 *   `turnos.respuesta_at`, when she gave it (a cancellation by link is news to the desk).
 * - `turnos_enlaces`: the SHA-256 of each link's random token, its booking, and who at the desk
 *   made it (none for online booking's own). Only the hash is kept, so a link cannot be shown
 *   twice: each ask makes another, and all of a booking's links work until its day has passed.
 *   Removed with the booking.
 *
 * Run in the one transaction of all pending migrations (db/migrate.ts); every step can run again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const turnos = (await db.introspection.getTables()).find((t) => t.name === 'turnos');
  if (!(turnos?.columns.some((c) => c.name === 'confirmacion') ?? false)) {
    await db.schema
      .alterTable('turnos')
      .addColumn('confirmacion', 'text', (c) => c.notNull().defaultTo('Sin respuesta'))
      .execute();
  }
  if (!(turnos?.columns.some((c) => c.name === 'respuesta_at') ?? false)) {
    await db.schema.alterTable('turnos').addColumn('respuesta_at', 'text').execute();
  }
  await db.schema
    .createTable('turnos_enlaces')
    .ifNotExists()
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('id_turno', 'integer', (c) => c.notNull().references('turnos.id').onDelete('cascade'))
    .addColumn('id_usuario', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('turnos_enlaces_turno_idx')
    .ifNotExists()
    .on('turnos_enlaces')
    .column('id_turno')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('turnos_enlaces').ifExists().execute();
  await db.schema.alterTable('turnos').dropColumn('respuesta_at').execute();
  await db.schema.alterTable('turnos').dropColumn('confirmacion').execute();
}
