import { sql, type Kysely } from 'kysely';
import { isPostgres } from '#server/db/dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * The sales ledger (decision 036): a sale (`ventas`, the visit's ticket) with its lines
 * (`ventas_lineas`) and its payments (`pagos`, which now each belong to a sale by `id_venta`).
 *
 * - `ventas.numero`: the ticket's number, consecutive per centre.
 * - Discounts, on the ticket and on each line: `descuento_tipo` null, '%' or '$';
 *   `descuento_valor` in cents for '$', in hundredths of a percent for '%' (1000 = 10 %).
 * - A line's `total_cents` is what it bills after its discount and its share of the ticket's;
 *   `pagado_cents` what its payments add up to. `id_turno`: at most one line per booking.
 *   `id_producto` has no reference yet: products come in a later migration.
 *
 * References that the panel's deletes may cut (a booking, a client, a professional, a service, a
 * user) are set to null rather than refusing the delete: the sale keeps its descriptions.
 *
 * What was already paid becomes sales, set-based (three busy years are 170,000 appointments):
 * one sale per appointment that has payment entries, with one 'servicio' line for it (its price,
 * what it bills, what its entries add up to); the entries of deleted appointments, grouped by
 * client and description (one deleted booking's payment and refund), one sale each with one line
 * of that description. Sales are numbered in the order of their first entry. Every entry then
 * points at its sale. The appointments' own money columns are not touched: every figure reads
 * the same before and after.
 *
 * `pagos.id_venta` stays nullable in the schema: the ventas module writes every entry with its
 * sale, and this backfill fills every existing one (the migration test checks it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  // SQLite declares a reference with its column; PostgreSQL gets it after the backfill (below).
  const ref =
    (target: string, setNull = true) =>
    (c: any) => {
      if (pg) return c;
      const r = c.references(target);
      return setNull ? r.onDelete('set null') : r;
    };
  await db.schema
    .createTable('ventas')
    .ifNotExists()
    .addColumn('id', pg ? 'serial' : 'integer', id)
    .addColumn('numero', 'integer', (c) => c.notNull().unique())
    .addColumn('id_cliente', 'integer', ref('clientes.id'))
    .addColumn('fecha', 'text', (c) => c.notNull())
    .addColumn('descuento_tipo', 'text')
    .addColumn('descuento_valor', 'bigint')
    .addColumn('descuento_motivo', 'text')
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .addColumn('anulada_at', 'text')
    .addColumn('anulada_motivo', 'text')
    .addColumn('id_usuario', 'integer', ref('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ventas_fecha_idx').ifNotExists().on('ventas').columns(['fecha', 'numero']).execute();
  await db.schema.createIndex('ventas_cliente_idx').ifNotExists().on('ventas').column('id_cliente').execute();

  await db.schema
    .createTable('ventas_lineas')
    .ifNotExists()
    .addColumn('id', pg ? 'serial' : 'integer', id)
    .addColumn('id_venta', 'integer', (c) => ref('ventas.id', false)(c.notNull()))
    .addColumn('orden', 'integer', (c) => c.notNull())
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('id_turno', 'integer', ref('turnos.id'))
    .addColumn('id_servicio', 'integer', ref('servicios_base.id'))
    .addColumn('id_producto', 'integer')
    .addColumn('id_empleado', 'integer', ref('empleados.id'))
    .addColumn('descripcion', 'text', (c) => c.notNull())
    .addColumn('cantidad', 'integer', (c) => c.notNull())
    .addColumn('precio_cents', 'bigint', (c) => c.notNull())
    .addColumn('descuento_tipo', 'text')
    .addColumn('descuento_valor', 'bigint')
    .addColumn('descuento_motivo', 'text')
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .addColumn('pagado_cents', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ventas_lineas_venta_idx')
    .ifNotExists()
    .on('ventas_lineas')
    .columns(['id_venta', 'orden'])
    .execute();
  await sql`
    create unique index if not exists ventas_lineas_turno_idx on ventas_lineas (id_turno) where id_turno is not null
  `.execute(db);

  const tables = await db.introspection.getTables();
  if (!tables.some((t) => t.name === 'pagos' && t.columns.some((c) => c.name === 'id_venta'))) {
    await db.schema.alterTable('pagos').addColumn('id_venta', 'integer', ref('ventas.id', false)).execute();
  }
  // Indexed after the backfill fills the column: cheaper than keeping the index up row by row.
  await backfill(db, pg);
  await db.schema.createIndex('pagos_venta_idx').ifNotExists().on('pagos').column('id_venta').execute();
  if (pg) await referenciasPostgres(db);
}

/**
 * PostgreSQL checks a reference declared on a filled table with one join, but one declared
 * before it is filled with one lookup per row written: three busy years' backfill spent most of
 * its time there. Dropped first when there (a start that runs this again).
 */
async function referenciasPostgres(db: Kysely<any>): Promise<void> {
  const refs: [string, string, string, boolean][] = [
    ['ventas', 'id_cliente', 'clientes', true],
    ['ventas', 'id_usuario', 'users', true],
    ['ventas_lineas', 'id_venta', 'ventas', false],
    ['ventas_lineas', 'id_turno', 'turnos', true],
    ['ventas_lineas', 'id_servicio', 'servicios_base', true],
    ['ventas_lineas', 'id_empleado', 'empleados', true],
    ['pagos', 'id_venta', 'ventas', false],
  ];
  for (const [table, column, target, setNull] of refs) {
    const name = `${table}_${column}_fkey`;
    await sql.raw(`alter table ${table} drop constraint if exists ${name}`).execute(db);
    await sql
      .raw(
        `alter table ${table} add constraint ${name} foreign key (${column}) references ${target} (id)${setNull ? ' on delete set null' : ''}`,
      )
      .execute(db);
  }
}

/**
 * The groups of entries that become sales: one per appointment, one per (client, description)
 * of deleted appointments, numbered by their first entry (day, time, id), kept in a work table
 * for the three statements that read them. The sale's id is its number (the ledger is empty here).
 */
async function backfill(db: Kysely<any>, pg: boolean): Promise<void> {
  // Nothing to do on a new database, or on one this ran on: no work table made and dropped
  // (its pages would stay free in a SQLite file that never had any data).
  const hay = await sql<{ ventas: number | string; pagos: number | string }>`
    select (select count(*) from ventas) as ventas, (select count(*) from pagos) as pagos
  `.execute(db);
  if (Number(hay.rows[0]?.ventas ?? 0) > 0 || Number(hay.rows[0]?.pagos ?? 0) === 0) return;
  const now = new Date().toISOString();
  await sql`drop table if exists ventas_migracion`.execute(db);
  await sql`
    create table ventas_migracion (
      numero integer primary key, id_turno integer, id_cliente integer, descripcion text,
      primera text not null, pagado_cents bigint not null
    )
  `.execute(db);
  await sql`
    insert into ventas_migracion (numero, id_turno, id_cliente, descripcion, primera, pagado_cents)
    select row_number() over (order by g.primera, g.primer_id), g.id_turno, g.id_cliente, g.descripcion, g.primera, g.pagado
    from (
      select p.id_turno, cast(null as integer) as id_cliente, cast(null as text) as descripcion, min(p.fecha || ' ' || p.hora) as primera,
        min(p.id) as primer_id, sum(p.monto_cents) as pagado
      from pagos p where p.id_turno is not null group by p.id_turno
      union all
      select cast(null as integer), p.id_cliente, p.descripcion, min(p.fecha || ' ' || p.hora), min(p.id), sum(p.monto_cents)
      from pagos p where p.id_turno is null group by p.id_cliente, p.descripcion
    ) g
  `.execute(db);
  await sql`create index ventas_migracion_turno_idx on ventas_migracion (id_turno)`.execute(db);
  // The planner's statistics of a table just filled (PostgreSQL has none until autovacuum).
  await sql`analyze ventas_migracion`.execute(db);
  // What a booking bills: its price, unless cancelled or missed (the reports' 'Facturado').
  await sql`
    insert into ventas (id, numero, id_cliente, fecha, total_cents, created_at, updated_at)
    select m.numero, m.numero, coalesce(t.id_cliente, m.id_cliente), coalesce(t.fecha, substr(m.primera, 1, 10)),
      case when t.id is null or t.asistencia in ('No vino', 'Canceló') then 0 else t.costo_cents end,
      ${now}, ${now}
    from ventas_migracion m left join turnos t on t.id = m.id_turno
  `.execute(db);
  if (pg) {
    await sql`select setval(pg_get_serial_sequence('ventas', 'id'), coalesce(max(id), 0) + 1, false) from ventas`.execute(
      db,
    );
  }
  await sql`
    insert into ventas_lineas (id_venta, orden, tipo, id_turno, id_servicio, id_empleado, descripcion, cantidad,
      precio_cents, total_cents, pagado_cents)
    select m.numero, 1, 'servicio', t.id, t.id_servicio, t.id_empleado,
      coalesce(case when s.nombre is not null and trim(s.nombre) <> '' then s.nombre else s.descripcion end,
        m.descripcion, ''),
      1, coalesce(t.costo_cents, 0), v.total_cents, m.pagado_cents
    from ventas_migracion m
    join ventas v on v.id = m.numero
    left join turnos t on t.id = m.id_turno
    left join servicios_base s on s.id = t.id_servicio
  `.execute(db);
  // A join, not a subquery per entry. Every entry is written anew (PostgreSQL keeps no row in
  // place here), so its two indexes are built again after rather than kept up row by row: with
  // them the update was most of the upgrade's time on three busy years.
  if (pg) {
    await sql`drop index if exists pagos_fecha_idx`.execute(db);
    await sql`drop index if exists pagos_turno_idx`.execute(db);
  }
  await sql`
    update pagos set id_venta = m.numero
    from ventas_migracion m
    where m.id_turno = pagos.id_turno and pagos.id_turno is not null and pagos.id_venta is null
  `.execute(db);
  await sql`
    update pagos set id_venta = m.numero
    from ventas_migracion m
    where m.id_turno is null and pagos.id_turno is null and pagos.id_venta is null
      and m.descripcion = pagos.descripcion and coalesce(m.id_cliente, -1) = coalesce(pagos.id_cliente, -1)
  `.execute(db);
  if (pg) {
    await sql`create index if not exists pagos_fecha_idx on pagos (fecha, hora)`.execute(db);
    await sql`create index if not exists pagos_turno_idx on pagos (id_turno)`.execute(db);
  }
  await sql`drop table ventas_migracion`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('pagos_venta_idx').ifExists().execute();
  await db.schema.alterTable('pagos').dropColumn('id_venta').execute();
  await db.schema.dropTable('ventas_lineas').execute();
  await db.schema.dropTable('ventas').execute();
}
