import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, migrateBefore, testDialects, type TestDatabase } from '#server/testing/test-db.ts';
import { migrateToLatest } from '#server/db/migrate.ts';

/**
 * Tickets charged before commissions were stored: the upgrade fixes each line by its
 * professional's rules as they stand. Sofía (40 %, 10 % on products, 'Pestañas' at 45 %): a
 * lifting $ 20.000 with $ 2.000 of materials → $ 8.100; a cream $ 5.000 → $ 500; a tip $ 1.000 →
 * $ 1.000; Marta (50 %, no rules stored) on an annulled ticket: fixed, but earns nothing.
 */
describe.each(testDialects)('migration 027 on %s', (dialect) => {
  let t: TestDatabase;
  afterEach(async () => t.drop());

  it('fixes the commission of every line charged before, by each professional’s rules', async () => {
    t = await createTestDatabase(dialect, { migrate: false });
    await migrateBefore(t.db, '027');
    const ahora = '2026-11-27T12:00:00.000Z';
    const db = t.db;
    const empleado = async (nombre: string, porcentaje: number, comisiones: string | null) =>
      (
        await db
          .insertInto('empleados')
          .values({
            nombre,
            apellido: 'X',
            telefono: null,
            email: null,
            porcentaje_ganancia: porcentaje,
            comisiones,
            archived_at: null,
            created_at: ahora,
            updated_at: ahora,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const sofia = await empleado(
      'Sofía',
      40,
      JSON.stringify({
        sobre: 'cobrado',
        productos: 10,
        porCategoria: [{ categoria: 'Pestañas', porcentaje: 45 }],
        porServicio: [],
      }),
    );
    const marta = await empleado('Marta', 50, null);
    const { id: lifting } = await db
      .insertInto('servicios_base')
      .values({
        categoria: 'Pestañas',
        descripcion: 'Lifting',
        nombre: null,
        precio_cents: 2_000_000,
        duracion_sugerida: 60,
        costo_insumos_cents: 200_000,
        archived_at: null,
        created_at: ahora,
        updated_at: ahora,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const venta = async (numero: number, anulada: boolean) =>
      (
        await db
          .insertInto('ventas')
          .values({
            numero,
            id_cliente: null,
            fecha: '2026-11-20',
            descuento_tipo: null,
            descuento_valor: null,
            descuento_motivo: null,
            total_cents: 0,
            anulada_at: anulada ? ahora : null,
            anulada_motivo: anulada ? 'Error' : null,
            id_usuario: null,
            created_at: ahora,
            updated_at: ahora,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const v1 = await venta(1, false);
    const v2 = await venta(2, true);
    const linea = (
      idVenta: number,
      orden: number,
      tipo: 'servicio' | 'producto' | 'propina' | 'giftcard',
      idEmpleado: number | null,
      cents: number,
      idServicio: number | null = null,
    ) => ({
      id_venta: idVenta,
      orden,
      tipo,
      id_turno: null,
      id_servicio: idServicio,
      id_producto: null,
      id_empleado: idEmpleado,
      descripcion: tipo,
      cantidad: 1,
      precio_cents: cents,
      total_cents: cents,
      pagado_cents: cents,
    });
    await db
      .insertInto('ventas_lineas')
      .values([
        linea(v1, 1, 'servicio', sofia, 2_000_000, lifting),
        linea(v1, 2, 'producto', sofia, 500_000),
        linea(v1, 3, 'propina', sofia, 100_000),
        linea(v1, 4, 'giftcard', null, 1_000_000),
        linea(v2, 1, 'servicio', marta, 2_000_000, lifting),
      ])
      .execute();

    await migrateToLatest(db);

    const lineas = await db
      .selectFrom('ventas_lineas')
      .select(['tipo', 'comision_porcentaje', 'comision_sobre', 'comision_insumos_cents', 'comision_cents'])
      .orderBy('id')
      .execute();
    expect(
      lineas.map((l) => ({
        ...l,
        comision_insumos_cents: Number(l.comision_insumos_cents),
        comision_cents: Number(l.comision_cents),
      })),
    ).toEqual([
      {
        tipo: 'servicio',
        comision_porcentaje: 45,
        comision_sobre: 'cobrado',
        comision_insumos_cents: 200_000,
        comision_cents: 810_000,
      },
      {
        tipo: 'producto',
        comision_porcentaje: 10,
        comision_sobre: 'cobrado',
        comision_insumos_cents: 0,
        comision_cents: 50_000,
      },
      {
        tipo: 'propina',
        comision_porcentaje: 100,
        comision_sobre: 'cobrado',
        comision_insumos_cents: 0,
        comision_cents: 100_000,
      },
      {
        tipo: 'giftcard',
        comision_porcentaje: null,
        comision_sobre: null,
        comision_insumos_cents: 0,
        comision_cents: 0,
      },
      {
        tipo: 'servicio',
        comision_porcentaje: 50,
        comision_sobre: 'cobrado',
        comision_insumos_cents: 200_000,
        comision_cents: 0,
      },
    ]);
  });
});
