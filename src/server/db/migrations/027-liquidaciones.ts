import { sql, type Kysely } from 'kysely';
import { comisionFijada, fijarComision, REGLAS_INICIALES, type ReglasDeComision } from '#shared/domain/comisiones.ts';
import { isPostgres } from '#server/db/dialect.ts';

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
    await fijarLineasAnteriores(db);
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

/**
 * The rules an employee's row kept at this release: her share, and the JSON of migration 026 (the
 * spec's rule when empty or unreadable). Read here, not through the employees' module, so this
 * migration runs the same whatever later releases do to that code.
 */
function reglasDe(porcentaje: number, comisiones: string | null): ReglasDeComision {
  const reglas: ReglasDeComision = { ...REGLAS_INICIALES, base: porcentaje };
  if (comisiones === null) return reglas;
  try {
    const r = JSON.parse(comisiones) as Partial<ReglasDeComision>;
    return {
      base: porcentaje,
      sobre: r.sobre === 'pagado' ? 'pagado' : 'cobrado',
      productos: typeof r.productos === 'number' ? r.productos : 0,
      porCategoria: Array.isArray(r.porCategoria) ? r.porCategoria : [],
      porServicio: Array.isArray(r.porServicio) ? r.porServicio : [],
    };
  } catch {
    return reglas;
  }
}

/**
 * The lines charged before this release, fixed by each professional's rules as they stand and
 * their commission worked out (nothing on an annulled ticket). Lines alike are written by one
 * statement, so a centre's years of tickets take a handful. The ledger does the same for every
 * line charged from now on (ventas/comisiones.ts); this is its copy as of this release.
 */
async function fijarLineasAnteriores(db: Kysely<any>): Promise<void> {
  const filas: {
    id: number;
    tipo: 'servicio' | 'producto' | 'propina' | 'giftcard' | 'paquete';
    id_servicio: number | null;
    cantidad: number;
    total_cents: number | string;
    pagado_cents: number | string;
    anulada_at: string | null;
    categoria: string | null;
    costo_insumos_cents: number | string | null;
    porcentaje_ganancia: number;
    comisiones: string | null;
  }[] = await db
    .selectFrom('ventas_lineas as l')
    .innerJoin('ventas as v', 'v.id', 'l.id_venta')
    .innerJoin('empleados as e', 'e.id', 'l.id_empleado')
    .leftJoin('servicios_base as s', 's.id', 'l.id_servicio')
    .select([
      'l.id',
      'l.tipo',
      'l.id_servicio',
      'l.cantidad',
      'l.total_cents',
      'l.pagado_cents',
      'v.anulada_at',
      's.categoria',
      's.costo_insumos_cents',
      'e.porcentaje_ganancia',
      'e.comisiones',
    ])
    .execute();
  const grupos = new Map<string, number[]>();
  for (const f of filas) {
    const fijada = fijarComision(reglasDe(f.porcentaje_ganancia, f.comisiones), {
      tipo: f.tipo,
      idServicio: f.id_servicio,
      categoria: f.categoria,
      costoInsumosCents: Number(f.costo_insumos_cents ?? 0),
    });
    const comision =
      f.anulada_at !== null
        ? 0
        : comisionFijada(fijada, {
            cantidad: f.cantidad,
            cobradoCents: Number(f.total_cents),
            pagadoCents: Number(f.pagado_cents),
          }).comisionCents;
    const clave = JSON.stringify([fijada.porcentaje, fijada.sobre, fijada.insumosCents, comision]);
    const ids = grupos.get(clave);
    if (ids === undefined) grupos.set(clave, [f.id]);
    else ids.push(f.id);
  }
  for (const [clave, ids] of grupos) {
    const [porcentaje, sobre, insumos, comision] = JSON.parse(clave) as [number, string, number, number];
    for (let i = 0; i < ids.length; i += 500) {
      await db
        .updateTable('ventas_lineas')
        .set({
          comision_porcentaje: porcentaje,
          comision_sobre: sobre,
          comision_insumos_cents: insumos,
          comision_cents: comision,
        })
        .where('id', 'in', ids.slice(i, i + 500))
        .execute();
    }
  }
}
