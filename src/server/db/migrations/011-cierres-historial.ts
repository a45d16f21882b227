import type { Kysely } from 'kysely';
import { isPostgres } from '#server/db/dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * A cash close is final: a closed day is reopened only by an admin, with a reason, and what was
 * closed before stays. `cierres_caja_historial` holds, per day, each close that a reopening
 * undid (its amounts, who, when) and each reopening (who, when, why); `cierres_caja` keeps the
 * day's close in force, one per day.
 *
 * SQLite runs migrations outside a transaction: every step can run again after a start that
 * died half way.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('cierres_caja_historial')
    .ifNotExists()
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('fecha', 'text', (c) => c.notNull())
    // 'cierre' (a close later reopened) or 'reapertura'.
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('fondo_inicial_cents', 'bigint')
    .addColumn('contado_cents', 'bigint')
    .addColumn('esperado_cents', 'bigint')
    .addColumn('nota', 'text')
    .addColumn('motivo', 'text')
    .addColumn('id_usuario', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cierres_caja_historial_fecha_idx')
    .ifNotExists()
    .on('cierres_caja_historial')
    .columns(['fecha', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cierres_caja_historial').ifExists().execute();
}
