import type { Kysely } from 'kysely';
import { isPostgres } from '#server/db/dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * Online booking (issue 22).
 *
 * - `turnos.origen`: 'online' for a booking a client made on the public site; null for the
 *   agenda's.
 * - `turnos.token_cancelacion`: the SHA-256 of the random token in the client's private link to
 *   cancel it (the link never carries the appointment's id; a leaked table cancels nothing).
 * - `reservas_intentos`: each online booking asked for, by address and phone digits, so the rate
 *   limits hold across server instances; rows older than a day are swept.
 * - `users.reservas_vistas_at`: when each member of staff last looked at the new online bookings
 *   (the agenda counts the ones made since).
 *
 * Migrations run in one transaction (db/migrate.ts), and every step can also run again after a start that
 * died half way.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const tables = await db.introspection.getTables();
  const has = (table: string, column: string) =>
    tables.some((t) => t.name === table && t.columns.some((c) => c.name === column));
  if (!has('turnos', 'origen')) await db.schema.alterTable('turnos').addColumn('origen', 'text').execute();
  if (!has('turnos', 'token_cancelacion')) {
    await db.schema.alterTable('turnos').addColumn('token_cancelacion', 'text').execute();
  }
  if (!has('users', 'reservas_vistas_at')) {
    await db.schema.alterTable('users').addColumn('reservas_vistas_at', 'text').execute();
  }
  await db.schema
    .createIndex('turnos_token_cancelacion_idx')
    .ifNotExists()
    .unique()
    .on('turnos')
    .column('token_cancelacion')
    .execute();
  await db.schema
    .createTable('reservas_intentos')
    .ifNotExists()
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('telefono', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  // The limits count by address and by phone within a window; the sweep deletes by time.
  await db.schema.createIndex('reservas_intentos_at_idx').ifNotExists().on('reservas_intentos').column('at').execute();
  await db.schema
    .createIndex('reservas_intentos_ip_idx')
    .ifNotExists()
    .on('reservas_intentos')
    .columns(['ip', 'at'])
    .execute();
  await db.schema
    .createIndex('reservas_intentos_telefono_idx')
    .ifNotExists()
    .on('reservas_intentos')
    .columns(['telefono', 'at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('reservas_vistas_at').execute();
  await db.schema.dropTable('reservas_intentos').ifExists().execute();
  await db.schema.dropIndex('turnos_token_cancelacion_idx').ifExists().execute();
  await db.schema.alterTable('turnos').dropColumn('token_cancelacion').execute();
  await db.schema.alterTable('turnos').dropColumn('origen').execute();
}
