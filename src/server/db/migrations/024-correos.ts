import type { Kysely } from 'kysely';
import { isPostgres } from '#server/db/dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * E-mail to clients (decision 049): the outbox. A message is written in the transaction of the
 * change that causes it (a booking made, moved or cancelled) and sent later by the server's worker.
 *
 * - `enviar_desde`: not sent before (a reminder's hour; after a failure, the retry's wait).
 * - `tomado_hasta`, `tomado_por`: a worker's pass that claimed the row (a random id per pass)
 *   sends it until then; another instance skips it meanwhile (claimed with `FOR UPDATE SKIP
 *   LOCKED` on PostgreSQL), and takes it over only if the first died before it could say how the
 *   try went. Every write of the outcome is conditional on the claim still being its own.
 * - `estado`: 'Pendiente', 'Enviado', or 'Falló' after 5 tries, with the mail server's `error`.
 *   Once sent, the body (which holds the client's link) is emptied: subject and address stay.
 * - A reminder keeps the booking's `fecha` and `hora` it reminds of: a booking moved or cancelled
 *   deletes its pending reminder (and writes a new one, for the new time).
 * - `id_turno` is set null when the booking is deleted: what was sent stays listed.
 *
 * Run in the one transaction of all pending migrations (db/migrate.ts); every step can run again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('correos')
    .ifNotExists()
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('para', 'text', (c) => c.notNull())
    .addColumn('asunto', 'text', (c) => c.notNull())
    .addColumn('texto', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('ics', 'text')
    .addColumn('id_turno', 'integer', (c) => c.references('turnos.id').onDelete('set null'))
    .addColumn('fecha', 'text')
    .addColumn('hora', 'text')
    .addColumn('estado', 'text', (c) => c.notNull().defaultTo('Pendiente'))
    .addColumn('intentos', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('enviar_desde', 'text', (c) => c.notNull())
    .addColumn('tomado_hasta', 'text')
    .addColumn('tomado_por', 'text')
    .addColumn('creado_at', 'text', (c) => c.notNull())
    .addColumn('enviado_at', 'text')
    .execute();
  // The worker's question: what is pending and due, oldest due first.
  await db.schema
    .createIndex('correos_pendientes')
    .ifNotExists()
    .on('correos')
    .columns(['estado', 'enviar_desde'])
    .execute();
  await db.schema.createIndex('correos_turno').ifNotExists().on('correos').column('id_turno').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('correos').ifExists().execute();
}
