import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * The reminders page's 'Enviado' mark: one row per appointment whose WhatsApp
 * reminder someone sent, so two receptionists do not send it twice. A table of its own keeps
 * the appointments' table and API as they were; deleting an appointment deletes its mark.
 * `fecha` and `hora` are what the reminder announced: an appointment moved afterwards needs a
 * new one, and the mark no longer counts for it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('recordatorios')
    .ifNotExists()
    .addColumn('id_turno', 'integer', (c) => c.primaryKey().references('turnos.id').onDelete('cascade'))
    .addColumn('fecha', 'text', (c) => c.notNull())
    .addColumn('hora', 'text', (c) => c.notNull())
    .addColumn('enviado_at', 'text', (c) => c.notNull())
    // Who sent it; like the audit log, the mark outlives the account.
    .addColumn('id_usuario', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('recordatorios').execute();
}
