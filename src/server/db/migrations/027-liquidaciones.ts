import { sql, type Kysely } from 'kysely';
import { isPostgres, type Db } from '#server/db/dialect.ts';
import { actualizarComisiones } from '#server/modules/ventas/comisiones.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * Each line's commission, and paying it (decision 053):
 *
 * - `ventas_lineas.comision_porcentaje`, `comision_sobre`, `comision_insumos_cents`: what the
 *   professional's rules said for the line when it was charged (null: no professional);
 *   `comision_cents`: her commission on it as it stands (nothing once its ticket is annulled).
 * - `liquidaciones`: a payout to a professional for a period, with its commission, tips and the
 *   advances it deducted; `liquidaciones_lineas`: how much of each line's commission it paid, so a
 *   line is never paid twice and what a later payment added to it is still owed.
 * - `adelantos`: money given to a professional ahead of her settlement, deducted by the next one.
 *
 * Run in the one transaction of all pending migrations (db/migrate.ts); every step can run again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const tables = await db.introspection.getTables();
  const lineas = tables.find((t) => t.name === 'ventas_lineas');
  if (lineas?.columns.some((c) => c.name === 'comision_cents') !== true) {
    await db.schema.alterTable('ventas_lineas').addColumn('comision_porcentaje', 'double precision').execute();
    await db.schema.alterTable('ventas_lineas').addColumn('comision_sobre', 'text').execute();
    await db.schema.alterTable('ventas_lineas').addColumn('comision_insumos_cents', 'bigint').execute();
    await db.schema
      .alterTable('ventas_lineas')
      .addColumn('comision_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    // The lines charged before: each professional's rules as they stand fix them, written by the
    // ledger's own writer of commissions (a later change of its table takes a copy of it here).
    await actualizarComisiones(db as Db, 'todas');
  }
  await sql`create index if not exists ventas_lineas_empleado_idx on ventas_lineas (id_empleado) where id_empleado is not null`.execute(
    db,
  );

  await db.schema
    .createTable('liquidaciones')
    .ifNotExists()
    .addColumn('id', pg ? 'serial' : 'integer', id)
    .addColumn('id_empleado', 'integer', (c) => c.notNull().references('empleados.id'))
    .addColumn('desde', 'text', (c) => c.notNull())
    .addColumn('hasta', 'text', (c) => c.notNull())
    .addColumn('fecha', 'text', (c) => c.notNull())
    .addColumn('hora', 'text', (c) => c.notNull())
    .addColumn('medio_pago', 'text', (c) => c.notNull())
    .addColumn('comision_cents', 'bigint', (c) => c.notNull())
    .addColumn('propinas_cents', 'bigint', (c) => c.notNull())
    .addColumn('adelantos_cents', 'bigint', (c) => c.notNull())
    .addColumn('monto_cents', 'bigint', (c) => c.notNull())
    .addColumn('id_usuario', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('registrado_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('liquidaciones_empleado_idx')
    .ifNotExists()
    .on('liquidaciones')
    .columns(['id_empleado', 'hasta'])
    .execute();
  await db.schema.createIndex('liquidaciones_fecha_idx').ifNotExists().on('liquidaciones').column('fecha').execute();
  await db.schema
    .createTable('liquidaciones_lineas')
    .ifNotExists()
    .addColumn('id_liquidacion', 'integer', (c) => c.notNull().references('liquidaciones.id'))
    .addColumn('id_linea', 'integer', (c) => c.notNull().references('ventas_lineas.id'))
    .addColumn('comision_cents', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('liquidaciones_lineas_pk', ['id_liquidacion', 'id_linea'])
    .execute();
  await db.schema
    .createIndex('liquidaciones_lineas_linea_idx')
    .ifNotExists()
    .on('liquidaciones_lineas')
    .column('id_linea')
    .execute();

  await db.schema
    .createTable('adelantos')
    .ifNotExists()
    .addColumn('id', pg ? 'serial' : 'integer', id)
    .addColumn('id_empleado', 'integer', (c) => c.notNull().references('empleados.id'))
    .addColumn('fecha', 'text', (c) => c.notNull())
    .addColumn('hora', 'text', (c) => c.notNull())
    .addColumn('monto_cents', 'bigint', (c) => c.notNull())
    .addColumn('medio_pago', 'text', (c) => c.notNull())
    .addColumn('id_liquidacion', 'integer', (c) => c.references('liquidaciones.id'))
    .addColumn('id_usuario', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('registrado_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('adelantos_empleado_idx')
    .ifNotExists()
    .on('adelantos')
    .columns(['id_empleado', 'fecha'])
    .execute();
  await db.schema.createIndex('adelantos_fecha_idx').ifNotExists().on('adelantos').column('fecha').execute();
}
