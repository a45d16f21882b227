import { sql, type Kysely } from 'kysely';
import { isPostgres } from '#server/db/dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * Session packs (decision 046), sold as a line of a ticket and used as its payments:
 *
 * - `paquetes`: what the owner sells ('10 sesiones de depilación'): how many sessions, its price,
 *   how many days it is valid from the sale; `paquetes_servicios`: the services a session pays.
 * - `paquetes_cliente`: one per pack sold, with the sale and line that sold it, its sessions and
 *   last valid day as they were sold (a later edit of the definition changes neither).
 * - `pagos.id_paquete_cliente` and `pagos.id_linea`: a 'Paquete' payment names the pack whose
 *   session it used and the line that session paid (negative: given back by an annulment). The
 *   sessions used are read from the ledger, never counted beside it.
 *
 * Run in the one transaction of all pending migrations (db/migrate.ts); every step can run again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('paquetes')
    .ifNotExists()
    .addColumn('id', pg ? 'serial' : 'integer', id)
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('id_servicio', 'integer', (c) => c.notNull().references('servicios_base.id'))
    .addColumn('sesiones', 'integer', (c) => c.notNull())
    .addColumn('precio_cents', 'bigint', (c) => c.notNull())
    .addColumn('validez_dias', 'integer', (c) => c.notNull())
    .addColumn('activo', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('paquetes_servicios')
    .ifNotExists()
    .addColumn('id_paquete', 'integer', (c) => c.notNull().references('paquetes.id'))
    .addColumn('id_servicio', 'integer', (c) => c.notNull().references('servicios_base.id'))
    .addPrimaryKeyConstraint('paquetes_servicios_pk', ['id_paquete', 'id_servicio'])
    .execute();
  await db.schema
    .createIndex('paquetes_servicios_servicio_idx')
    .ifNotExists()
    .on('paquetes_servicios')
    .column('id_servicio')
    .execute();

  await db.schema
    .createTable('paquetes_cliente')
    .ifNotExists()
    .addColumn('id', pg ? 'serial' : 'integer', id)
    .addColumn('id_paquete', 'integer', (c) => c.notNull().references('paquetes.id'))
    .addColumn('id_cliente', 'integer', (c) => c.notNull().references('clientes.id'))
    .addColumn('id_venta', 'integer', (c) => c.notNull().references('ventas.id'))
    .addColumn('id_linea', 'integer', (c) => c.notNull().references('ventas_lineas.id'))
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('sesiones', 'integer', (c) => c.notNull())
    .addColumn('vence', 'text', (c) => c.notNull())
    .addColumn('anulado_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('paquetes_cliente_cliente_idx')
    .ifNotExists()
    .on('paquetes_cliente')
    .column('id_cliente')
    .execute();
  await db.schema
    .createIndex('paquetes_cliente_venta_idx')
    .ifNotExists()
    .on('paquetes_cliente')
    .column('id_venta')
    .execute();

  const tables = await db.introspection.getTables();
  const pagos = tables.find((t) => t.name === 'pagos');
  if (pagos?.columns.some((c) => c.name === 'id_paquete_cliente') !== true) {
    await db.schema
      .alterTable('pagos')
      .addColumn('id_paquete_cliente', 'integer', (c) => c.references('paquetes_cliente.id'))
      .execute();
  }
  if (pagos?.columns.some((c) => c.name === 'id_linea') !== true) {
    await db.schema
      .alterTable('pagos')
      .addColumn('id_linea', 'integer', (c) => c.references('ventas_lineas.id'))
      .execute();
  }
  await sql`create index if not exists pagos_paquete_idx on pagos (id_paquete_cliente) where id_paquete_cliente is not null`.execute(
    db,
  );
  // A ticket's lines are read with the session that paid each: one seek a line.
  await sql`create index if not exists pagos_linea_idx on pagos (id_linea) where id_linea is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists pagos_linea_idx`.execute(db);
  await sql`drop index if exists pagos_paquete_idx`.execute(db);
  await db.schema.alterTable('pagos').dropColumn('id_linea').execute();
  await db.schema.alterTable('pagos').dropColumn('id_paquete_cliente').execute();
  await db.schema.dropTable('paquetes_cliente').ifExists().execute();
  await db.schema.dropTable('paquetes_servicios').ifExists().execute();
  await db.schema.dropTable('paquetes').ifExists().execute();
}
