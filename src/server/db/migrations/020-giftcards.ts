import { sql, type Kysely } from 'kysely';
import { isPostgres } from '#server/db/dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * Gift cards (decision 044), sold as a line of a ticket and spent as its payments:
 *
 * - `giftcards`: one per card sold, with the sale and line that sold it. `codigo` is what staff
 *   read and print again; `codigo_hash` (SHA-256 of the code) is what a typed code is sought by,
 *   so the public balance page's lookup costs the same whatever the code. A card is worth
 *   `valor_cents`, or, sold for a service (`id_servicio`), that service's price on the day it is
 *   first spent (written then). What is left is its worth less its payments.
 * - `pagos.id_giftcard`: the card a 'Gift card' payment spent (or, negative, gave back when its
 *   ticket was annulled): the card's balance is read from the ledger, never kept beside it.
 *
 * Run in the one transaction of all pending migrations (db/migrate.ts); every step can run again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('giftcards')
    .ifNotExists()
    .addColumn('id', pg ? 'serial' : 'integer', id)
    .addColumn('codigo', 'text', (c) => c.notNull())
    .addColumn('codigo_hash', 'text', (c) => c.notNull())
    .addColumn('id_venta', 'integer', (c) => c.notNull().references('ventas.id'))
    .addColumn('id_linea', 'integer', (c) => c.references('ventas_lineas.id'))
    .addColumn('valor_cents', 'bigint')
    .addColumn('id_servicio', 'integer', (c) => c.references('servicios_base.id'))
    .addColumn('id_cliente', 'integer', (c) => c.references('clientes.id'))
    .addColumn('comprador', 'text', (c) => c.notNull())
    .addColumn('destinatario', 'text')
    .addColumn('mensaje', 'text')
    .addColumn('vence', 'text', (c) => c.notNull())
    .addColumn('anulada_at', 'text')
    .addColumn('anulada_motivo', 'text')
    .addColumn('anulada_por', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('giftcards_codigo_idx').ifNotExists().unique().on('giftcards').column('codigo').execute();
  await db.schema
    .createIndex('giftcards_codigo_hash_idx')
    .ifNotExists()
    .unique()
    .on('giftcards')
    .column('codigo_hash')
    .execute();
  await db.schema.createIndex('giftcards_venta_idx').ifNotExists().on('giftcards').column('id_venta').execute();

  const tables = await db.introspection.getTables();
  const hasColumn = tables.some((t) => t.name === 'pagos' && t.columns.some((c) => c.name === 'id_giftcard'));
  if (!hasColumn) {
    await db.schema
      .alterTable('pagos')
      .addColumn('id_giftcard', 'integer', (c) => c.references('giftcards.id'))
      .execute();
  }
  await sql`create index if not exists pagos_giftcard_idx on pagos (id_giftcard) where id_giftcard is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists pagos_giftcard_idx`.execute(db);
  await db.schema.alterTable('pagos').dropColumn('id_giftcard').execute();
  await db.schema.dropTable('giftcards').ifExists().execute();
}
