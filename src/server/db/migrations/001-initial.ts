import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { isPostgres } from '#server/db/dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not today's types */

/**
 * The first schema: every entity of the specification plus users, sessions and the audit log.
 * `ifNotExists` everywhere: SQLite migrations run outside a transaction, so a start that died half
 * way through must be able to run this again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (name = 'id') =>
    [name, pg ? 'serial' : 'integer', (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())] as const;

  await db.schema
    .createTable('users')
    .ifNotExists()
    .addColumn(...id())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'staff')`))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').ifNotExists().on('sessions').column('user_id').execute();

  await db.schema
    .createTable('audit_log')
    .ifNotExists()
    .addColumn(...id())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await db.schema
    .createIndex('audit_log_entity_at_idx')
    .ifNotExists()
    .on('audit_log')
    .columns(['entity', 'at'])
    .execute();

  await db.schema
    .createTable('servicios_base')
    .ifNotExists()
    .addColumn(...id())
    .addColumn('categoria', 'text', (c) => c.notNull())
    .addColumn('descripcion', 'text', (c) => c.notNull())
    .addColumn('nombre', 'text')
    .addColumn('precio_cents', 'bigint', (c) => c.notNull().check(sql`precio_cents >= 0`))
    .addColumn('duracion_sugerida', 'integer', (c) => c.notNull().check(sql`duracion_sugerida > 0`))
    .addColumn('archived_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('empleados')
    .ifNotExists()
    .addColumn(...id())
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('apellido', 'text', (c) => c.notNull())
    .addColumn('telefono', 'text')
    .addColumn('email', 'text')
    .addColumn('porcentaje_ganancia', 'double precision', (c) =>
      c
        .notNull()
        .defaultTo(50)
        .check(sql`porcentaje_ganancia >= 0 and porcentaje_ganancia <= 100`),
    )
    .addColumn('archived_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('clientes')
    .ifNotExists()
    .addColumn(...id())
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('apellido', 'text')
    .addColumn('telefono', 'text')
    .addColumn('email', 'text')
    .addColumn('archived_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('turnos')
    .ifNotExists()
    .addColumn(...id())
    .addColumn('id_cliente', 'integer', (c) => c.notNull().references('clientes.id'))
    .addColumn('id_empleado', 'integer', (c) => c.notNull().references('empleados.id'))
    .addColumn('id_servicio', 'integer', (c) => c.notNull().references('servicios_base.id'))
    .addColumn('fecha', 'text', (c) => c.notNull())
    .addColumn('hora', 'text', (c) => c.notNull())
    .addColumn('duracion', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(30)
        .check(sql`duracion > 0`),
    )
    .addColumn('costo_cents', 'bigint', (c) => c.notNull().check(sql`costo_cents >= 0`))
    .addColumn('estado', 'text', (c) => c.notNull().defaultTo('Pagado'))
    .addColumn('monto_abonado_cents', 'bigint')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('turnos_fecha_idx').ifNotExists().on('turnos').column('fecha').execute();
  await db.schema
    .createIndex('turnos_empleado_fecha_idx')
    .ifNotExists()
    .on('turnos')
    .columns(['id_empleado', 'fecha'])
    .execute();
  await db.schema.createIndex('turnos_cliente_idx').ifNotExists().on('turnos').column('id_cliente').execute();
  await db.schema.createIndex('turnos_servicio_idx').ifNotExists().on('turnos').column('id_servicio').execute();

  await db.schema
    .createTable('gastos')
    .ifNotExists()
    .addColumn(...id())
    .addColumn('descripcion', 'text', (c) => c.notNull())
    .addColumn('monto_cents', 'bigint', (c) => c.notNull())
    .addColumn('fecha', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gastos_fecha_idx').ifNotExists().on('gastos').column('fecha').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'gastos',
    'turnos',
    'clientes',
    'empleados',
    'servicios_base',
    'audit_log',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
