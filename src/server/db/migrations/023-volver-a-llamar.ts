import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * Clients to call back (Recordatorios › 'Para volver a llamar'):
 *
 * - `servicios_base.repetir_cada_dias`: how many days after a visit the service is usually done
 *   again (a semi-permanent manicure, 21); null, the default, keeps the service off the list.
 * - `llamados`: one row per visit whose client someone called back, so the other desk does not
 *   call her again for it. Keyed by the visit (a later visit is a new row, and lists her again in
 *   its time); deleted with the appointment; who called outlives the account, as in the audit log.
 *
 * Run in the one transaction of all pending migrations (db/migrate.ts); every step can run again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const tables = await db.introspection.getTables();
  const servicios = tables.find((t) => t.name === 'servicios_base');
  if (servicios?.columns.some((c) => c.name === 'repetir_cada_dias') !== true) {
    await db.schema.alterTable('servicios_base').addColumn('repetir_cada_dias', 'integer').execute();
  }

  await db.schema
    .createTable('llamados')
    .ifNotExists()
    .addColumn('id_turno', 'integer', (c) => c.primaryKey().references('turnos.id').onDelete('cascade'))
    .addColumn('llamado_at', 'text', (c) => c.notNull())
    .addColumn('id_usuario', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('llamados').ifExists().execute();
  await db.schema.alterTable('servicios_base').dropColumn('repetir_cada_dias').execute();
}
