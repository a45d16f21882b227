import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * Commission rules as a centre pays them:
 *
 * - `empleados.comisiones`: an employee's rules beyond her default share (`porcentaje_ganancia`,
 *   the spec's), JSON `{ sobre, productos, porCategoria, porServicio }`; null is the spec's rule
 *   (her share of what was charged, nothing overridden, nothing on products).
 * - `servicios_base.costo_insumos_cents`: the materials a session of the service uses, taken off
 *   before the commission; null is none.
 *
 * Run in the one transaction of all pending migrations (db/migrate.ts); every step can run again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const tables = await db.introspection.getTables();
  const tiene = (tabla: string, columna: string) =>
    tables.find((t) => t.name === tabla)?.columns.some((c) => c.name === columna) === true;
  if (!tiene('empleados', 'comisiones')) {
    await db.schema.alterTable('empleados').addColumn('comisiones', 'text').execute();
  }
  if (!tiene('servicios_base', 'costo_insumos_cents')) {
    await db.schema.alterTable('servicios_base').addColumn('costo_insumos_cents', 'bigint').execute();
  }
}
