/**
 * The migrations as a start runs them: all pending ones in one transaction on both databases
 * (one that fails leaves the schema as it was), and an older release refuses a newer database
 * in Spanish.
 */
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '#server/testing/test-db.ts';
import { migrateToLatest } from './migrate.ts';
import * as m001 from './migrations/001-initial.ts';
import * as m002 from './migrations/002-login-attempts.ts';
import * as m003 from './migrations/003-turnos-orden.ts';

describe.each(testDialects)('migrations on %s', (dialect) => {
  let t: TestDatabase;
  afterEach(async () => t.drop());

  const columnsOf = async (table: string) =>
    (await t.db.introspection.getTables()).find((x) => x.name === table)?.columns.map((c) => c.name) ?? [];
  const applied = async () =>
    (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(t.db)).rows.map(
      (r) => r.name,
    );

  it('run in one transaction: one that fails half way leaves every earlier one of the start undone too', async () => {
    t = await createTestDatabase(dialect);
    // Back to release 003 (down of everything after it), then a 'pagos' table in the way of 006.
    const upTo003 = { '001-initial': m001, '002-login-attempts': m002, '003-turnos-orden': m003 };
    const migrator = new Migrator({
      db: t.db,
      provider: { getMigrations: () => Promise.resolve({ ...upTo003 }) },
    });
    await sql`delete from kysely_migration where name > '003-turnos-orden'`.execute(t.db);
    for (const table of [
      'reservas_desafios_usados',
      'cierres_caja_historial',
      'reservas_intentos',
      'clientes_notas',
      'ajustes',
      'cierres_caja',
      'pagos',
      'recordatorios',
    ]) {
      await t.db.schema.dropTable(table).ifExists().execute();
    }
    for (const index of [
      'turnos_token_cancelacion_idx',
      'turnos_origen_direccion_idx',
      'turnos_origen_created_idx',
      'turnos_deuda_idx',
      'turnos_deudores_idx',
    ]) {
      await t.db.schema.dropIndex(index).ifExists().execute();
    }
    for (const [table, columns] of [
      // deuda_cents first: it is computed from asistencia, which cannot go while it is there.
      [
        'turnos',
        [
          'deuda_cents',
          'asistencia',
          'medio_pago',
          'origen',
          'token_cancelacion',
          'origen_direccion',
          'origen_telefono',
        ],
      ],
      ['gastos', ['medio_pago']],
      ['clientes', ['fusionado_en', 'datos_borrados_at']],
      ['empleados', ['horarios', 'ausencias']],
      ['servicios_base', ['reservable_online']],
      ['users', ['reservas_vistas_at']],
    ] as const) {
      for (const column of columns) await t.db.schema.alterTable(table).dropColumn(column).execute();
    }
    expect((await migrator.getMigrations()).map((m) => m.executedAt !== undefined)).toEqual([true, true, true]);
    await t.db.schema.createTable('pagos').addColumn('otra_cosa', 'text').execute();
    const before = await columnsOf('turnos');

    await expect(migrateToLatest(t.db)).rejects.toThrow(
      /^La migración 006-pagos-caja falló \(la base quedó como estaba\)/,
    );

    // 004 and 005 ran before 006 failed, and are undone with it: the next start runs them again.
    expect(await columnsOf('turnos')).toEqual(before);
    expect(before).not.toContain('asistencia');
    expect((await t.db.introspection.getTables()).map((x) => x.name)).not.toContain('recordatorios');
    expect(await applied()).toEqual(['001-initial', '002-login-attempts', '003-turnos-orden']);

    await t.db.schema.dropTable('pagos').execute();
    await migrateToLatest(t.db);
    expect(await columnsOf('turnos')).toContain('asistencia');
  });

  it('refuse a database made by a newer release, in Spanish, naming what this one does not know', async () => {
    t = await createTestDatabase(dialect);
    await sql`insert into kysely_migration (name, timestamp) values ('099-del-futuro', ${new Date().toISOString()})`.execute(
      t.db,
    );
    await expect(migrateToLatest(t.db)).rejects.toThrow(
      /^La base de datos es de una versión más nueva del sistema \(tiene la migración 099-del-futuro, que esta versión no conoce\)/,
    );
    // Nothing was changed on the way.
    expect(await applied()).toContain('099-del-futuro');
  });
});
