import { sql, type Kysely } from 'kysely';
import { isPostgres } from '#server/db/dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * Money that tells the truth (issue 19).
 *
 * - `pagos`: every change of what was paid on an appointment, as an entry: when (the centre's
 *   date and time), how much (negative for a refund), the method, who. The appointment's
 *   `estado` and `monto_abonado_cents` stay the spec's fields; the entries are their history,
 *   written in the same transaction. An entry outlives its appointment (a deleted appointment
 *   leaves its refund), so it keeps a description of what it was for.
 * - `turnos.medio_pago`: the method of the appointment's last payment, shown in its modal.
 * - `gastos.medio_pago`: how an expense was paid ('Efectivo' for every one recorded so far).
 * - `cierres_caja`: a day's cash close (opening float, counted cash, what was expected, the
 *   day's entries by method as they were at the close, who and when); one per day.
 * - `ajustes`: the centre's settings as key and JSON value (whether staff see the figures).
 *
 * What appointments already had paid is written as one entry each, dated at the appointment's
 * own day and time, in cash: the sum of every appointment's entries is always what it has paid.
 *
 * Migrations run in one transaction (db/migrate.ts), and every step can also run again after a start that
 * died half way (columns added only when missing, tables if not there, entries only once).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const tables = await db.introspection.getTables();
  const has = (table: string, column: string) =>
    tables.some((t) => t.name === table && t.columns.some((c) => c.name === column));
  if (!has('turnos', 'medio_pago')) await db.schema.alterTable('turnos').addColumn('medio_pago', 'text').execute();
  if (!has('gastos', 'medio_pago')) {
    await db.schema
      .alterTable('gastos')
      .addColumn('medio_pago', 'text', (c) => c.notNull().defaultTo('Efectivo'))
      .execute();
  }

  await db.schema
    .createTable('pagos')
    .ifNotExists()
    .addColumn('id', pg ? 'serial' : 'integer', id)
    .addColumn('id_turno', 'integer', (c) => c.references('turnos.id').onDelete('set null'))
    .addColumn('id_cliente', 'integer', (c) => c.references('clientes.id'))
    .addColumn('fecha', 'text', (c) => c.notNull())
    .addColumn('hora', 'text', (c) => c.notNull())
    .addColumn('registrado_at', 'text', (c) => c.notNull())
    .addColumn('monto_cents', 'bigint', (c) => c.notNull())
    .addColumn('medio_pago', 'text', (c) => c.notNull())
    .addColumn('descripcion', 'text', (c) => c.notNull())
    .addColumn('id_usuario', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('pagos_fecha_idx').ifNotExists().on('pagos').columns(['fecha', 'hora']).execute();
  await db.schema.createIndex('pagos_turno_idx').ifNotExists().on('pagos').column('id_turno').execute();
  await db.schema.createIndex('gastos_fecha_idx').ifNotExists().on('gastos').column('fecha').execute();

  await db.schema
    .createTable('cierres_caja')
    .ifNotExists()
    .addColumn('id', pg ? 'serial' : 'integer', id)
    .addColumn('fecha', 'text', (c) => c.notNull().unique())
    .addColumn('fondo_inicial_cents', 'bigint', (c) => c.notNull())
    .addColumn('contado_cents', 'bigint', (c) => c.notNull())
    .addColumn('esperado_cents', 'bigint', (c) => c.notNull())
    .addColumn('movimientos', 'text', (c) => c.notNull())
    .addColumn('nota', 'text')
    .addColumn('id_usuario', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('cerrado_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ajustes')
    .ifNotExists()
    .addColumn('clave', 'text', (c) => c.primaryKey())
    .addColumn('valor', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await sql`
    INSERT INTO pagos (id_turno, id_cliente, fecha, hora, registrado_at, monto_cents, medio_pago, descripcion, id_usuario)
    SELECT id, id_cliente, fecha, hora, ${new Date().toISOString()},
      CASE WHEN lower(trim(estado)) = 'pagado' THEN costo_cents ELSE COALESCE(monto_abonado_cents, 0) END,
      'Efectivo', 'Pago registrado antes del detalle de pagos', NULL
    FROM turnos
    WHERE (CASE WHEN lower(trim(estado)) = 'pagado' THEN costo_cents ELSE COALESCE(monto_abonado_cents, 0) END) <> 0
      AND NOT EXISTS (SELECT 1 FROM pagos p WHERE p.id_turno = turnos.id)
  `.execute(db);
  await sql`
    UPDATE turnos SET medio_pago = 'Efectivo'
    WHERE (CASE WHEN lower(trim(estado)) = 'pagado' THEN costo_cents ELSE COALESCE(monto_abonado_cents, 0) END) <> 0
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ajustes').execute();
  await db.schema.dropTable('cierres_caja').execute();
  await db.schema.dropTable('pagos').execute();
  await db.schema.dropIndex('gastos_fecha_idx').ifExists().execute();
  await db.schema.alterTable('gastos').dropColumn('medio_pago').execute();
  await db.schema.alterTable('turnos').dropColumn('medio_pago').execute();
}
