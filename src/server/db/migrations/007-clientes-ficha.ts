import type { Kysely } from 'kysely';
import { isPostgres } from '#server/db/dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * The client file (issue 20).
 *
 * - `clientes_notas`: what the staff keep about a client (preferences, allergies, what was
 *   used), who wrote it and when; a pinned one shows in the agenda's booking modal. Gone with
 *   the client's row (only a client without history is ever deleted) and when their personal
 *   data is erased.
 * - `clientes.fusionado_en`: the client a duplicate was merged into (the duplicate is archived).
 * - `clientes.datos_borrados_at`: when an admin erased the client's personal data on request
 *   (name, phone, e-mail and notes replaced; the money history kept, anonymous).
 * - `pagos_cliente_idx`: the file sums a client's payments and a merge moves them.
 *
 * Migrations run in one transaction (db/migrate.ts), and every step can also run again after a start that
 * died half way.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const tables = await db.introspection.getTables();
  const has = (table: string, column: string) =>
    tables.some((t) => t.name === table && t.columns.some((c) => c.name === column));
  if (!has('clientes', 'fusionado_en')) {
    await db.schema
      .alterTable('clientes')
      .addColumn('fusionado_en', 'integer', (c) => c.references('clientes.id'))
      .execute();
  }
  if (!has('clientes', 'datos_borrados_at')) {
    await db.schema.alterTable('clientes').addColumn('datos_borrados_at', 'text').execute();
  }
  await db.schema
    .createTable('clientes_notas')
    .ifNotExists()
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('id_cliente', 'integer', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
    .addColumn('texto', 'text', (c) => c.notNull())
    .addColumn('fijada', 'integer', (c) => c.notNull().defaultTo(0))
    // Who wrote it; like the audit log, the note outlives the account.
    .addColumn('id_usuario', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('clientes_notas_cliente_idx')
    .ifNotExists()
    .on('clientes_notas')
    .columns(['id_cliente', 'created_at'])
    .execute();
  await db.schema.createIndex('pagos_cliente_idx').ifNotExists().on('pagos').column('id_cliente').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('pagos_cliente_idx').ifExists().execute();
  await db.schema.dropTable('clientes_notas').execute();
  await db.schema.alterTable('clientes').dropColumn('datos_borrados_at').execute();
  await db.schema.alterTable('clientes').dropColumn('fusionado_en').execute();
}
