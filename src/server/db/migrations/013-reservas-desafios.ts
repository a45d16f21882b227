import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * The proof of work of the online booking: each solved challenge books once. Its signature is
 * kept until the challenge expires (`vence`, ISO 8601), so a second request with the same
 * solution finds it; the expired ones are swept on the next booking.
 *
 * `turnos_origen_created_idx`: the day's ceiling of online bookings counts those made online
 * since the centre's midnight, on every booking.
 *
 * Every step can run again after a start that died half way.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reservas_desafios_usados')
    .ifNotExists()
    .addColumn('firma', 'text', (c) => c.primaryKey())
    .addColumn('vence', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reservas_desafios_usados_vence_idx')
    .ifNotExists()
    .on('reservas_desafios_usados')
    .column('vence')
    .execute();
  await db.schema
    .createIndex('turnos_origen_created_idx')
    .ifNotExists()
    .on('turnos')
    .columns(['origen', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('turnos_origen_created_idx').ifExists().execute();
  await db.schema.dropTable('reservas_desafios_usados').ifExists().execute();
}
