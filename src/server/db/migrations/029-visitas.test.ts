import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, migrateBefore, testDialects, type TestDatabase } from '#server/testing/test-db.ts';
import { migrateToLatest } from '#server/db/migrate.ts';

/** Visits on a database an earlier release left with bookings: each booking a visit of its own. */
describe.each(testDialects)('migration 029 on %s', (dialect) => {
  let t: TestDatabase;
  afterEach(async () => t.drop());

  it('makes every booking made before a visit of one, named after itself', async () => {
    t = await createTestDatabase(dialect, { migrate: false });
    await migrateBefore(t.db, '029');
    const ahora = '2026-11-27T12:00:00.000Z';
    const id = (query: ReturnType<typeof sql<{ id: number }>>) =>
      query.execute(t.db).then((r) => Number(r.rows[0]?.id));
    const servicio =
      await id(sql`insert into servicios_base (categoria, descripcion, precio_cents, duracion_sugerida, created_at, updated_at)
      values ('Manos', 'Manicura', 1200000, 45, ${ahora}, ${ahora}) returning id`);
    const empleado = await id(sql`insert into empleados (nombre, apellido, porcentaje_ganancia, created_at, updated_at)
      values ('Lucía', 'Paz', 50, ${ahora}, ${ahora}) returning id`);
    const cliente = await id(sql`insert into clientes (nombre, created_at, updated_at)
      values ('Ana', ${ahora}, ${ahora}) returning id`);
    const turno = (hora: string) =>
      id(sql`insert into turnos (id_cliente, id_empleado, id_servicio, fecha, hora, duracion, costo_cents, estado, created_at, updated_at)
        values (${cliente}, ${empleado}, ${servicio}, '2026-12-09', ${hora}, 45, 1200000, 'Debe', ${ahora}, ${ahora}) returning id`);
    const primero = await turno('10:00');
    const segundo = await turno('11:00');

    await migrateToLatest(t.db);

    expect(await t.db.selectFrom('turnos').select(['id', 'id_visita']).orderBy('id').execute()).toEqual([
      { id: primero, id_visita: primero },
      { id: segundo, id_visita: segundo },
    ]);
  });
});
