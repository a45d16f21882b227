import type { Kysely } from 'kysely';
import { isPostgres } from '#server/db/dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * A professional's time off within a day ('Bloquear horario', decision 055): lunch, a course, an
 * errand, once on its day or every week on its weekday from that day on (`semanal`). The agenda
 * draws it, the overlap rule warns of it, online booking never offers it.
 *
 * Run in the one transaction of all pending migrations (db/migrate.ts); every step can run again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('bloqueos')
    .ifNotExists()
    .addColumn('id', pg ? 'serial' : 'integer', (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('id_empleado', 'integer', (c) => c.notNull().references('empleados.id'))
    .addColumn('fecha', 'text', (c) => c.notNull())
    .addColumn('desde', 'text', (c) => c.notNull())
    .addColumn('hasta', 'text', (c) => c.notNull())
    .addColumn('motivo', 'text', (c) => c.notNull())
    .addColumn('semanal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('id_usuario', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('bloqueos_empleado_idx')
    .ifNotExists()
    .on('bloqueos')
    .columns(['id_empleado', 'fecha'])
    .execute();
}
