import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * Where each online booking came from, so staff can undo a flood from one origin at once:
 *
 * - `turnos.origen_direccion`: the address key of the request that booked it
 *   (http/client-address.ts: an IPv4 address, or an IPv6 /64);
 * - `turnos.origen_telefono`: the phone as the client typed it (the client found by that phone
 *   may have another one on file).
 *
 * Null for the agenda's bookings and for online ones made before this migration. Indexed with
 * `created_at`, as the undo looks for one origin's bookings in a window of time.
 *
 * Every step checks first, so a start that died half way runs it again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const tables = await db.introspection.getTables();
  const has = (column: string) => tables.some((t) => t.name === 'turnos' && t.columns.some((c) => c.name === column));
  if (!has('origen_direccion')) await db.schema.alterTable('turnos').addColumn('origen_direccion', 'text').execute();
  if (!has('origen_telefono')) await db.schema.alterTable('turnos').addColumn('origen_telefono', 'text').execute();
  await db.schema
    .createIndex('turnos_origen_direccion_idx')
    .ifNotExists()
    .on('turnos')
    .columns(['origen_direccion', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('turnos_origen_direccion_idx').ifExists().execute();
  await db.schema.alterTable('turnos').dropColumn('origen_telefono').execute();
  await db.schema.alterTable('turnos').dropColumn('origen_direccion').execute();
}
