import { sql, type Kysely } from 'kysely';
import { isPostgres } from '#server/db/dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * Products the centre sells or uses (nail polish, lash serum, creams) and their stock moves.
 *
 * - `productos`: the catalogue row with its price and cost in cents, and `stock`, the running sum
 *   of its moves, kept on the row so lists and the 'Stock bajo' filter read one number; it is
 *   only ever changed together with the move that explains it (modules/productos/movimientos.ts).
 *   `codigo` (a SKU or barcode) is unique among the products not archived, when there is one.
 * - `productos_movimientos`: every change of stock, signed (a purchase adds, a sale or an
 *   internal use takes away, an adjustment either way), with the centre's date and time, who,
 *   why, a purchase's unit cost, and the sale it came from. `id_venta` names the ticket of the
 *   sales ledger, which its own migration creates; it is a plain number here so the two can be
 *   applied in either order.
 *
 * Run in the one transaction of all pending migrations (db/migrate.ts); every step can run again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('productos')
    .ifNotExists()
    .addColumn('id', pg ? 'serial' : 'integer', id)
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('marca', 'text')
    .addColumn('categoria', 'text')
    .addColumn('codigo', 'text')
    .addColumn('precio_cents', 'bigint', (c) => c.notNull())
    .addColumn('costo_cents', 'bigint')
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stock_minimo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('activo', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('archived_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The same code on two products the scanner could mean: refused, but an archived product's
  // code is free again (the product is gone from every list).
  await sql`
    create unique index if not exists productos_codigo_idx
    on productos (codigo)
    where codigo is not null and archived_at is null
  `.execute(db);

  await db.schema
    .createTable('productos_movimientos')
    .ifNotExists()
    .addColumn('id', pg ? 'serial' : 'integer', id)
    .addColumn('id_producto', 'integer', (c) => c.notNull().references('productos.id'))
    .addColumn('fecha', 'text', (c) => c.notNull())
    .addColumn('hora', 'text', (c) => c.notNull())
    .addColumn('registrado_at', 'text', (c) => c.notNull())
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('cantidad', 'integer', (c) => c.notNull())
    .addColumn('costo_cents', 'bigint')
    .addColumn('motivo', 'text')
    .addColumn('id_usuario', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('id_venta', 'integer')
    .execute();
  await db.schema
    .createIndex('productos_movimientos_producto_idx')
    .ifNotExists()
    .on('productos_movimientos')
    .columns(['id_producto', 'id'])
    .execute();
  await db.schema
    .createIndex('productos_movimientos_venta_idx')
    .ifNotExists()
    .on('productos_movimientos')
    .column('id_venta')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('productos_movimientos').ifExists().execute();
  await db.schema.dropTable('productos').ifExists().execute();
}
