import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertTurnoFor } from '#server/testing/fixtures.ts';
import { createTestDatabase, testDialects, type TestDatabase } from '#server/testing/test-db.ts';
import { down, up } from './006-pagos-caja.ts';

/**
 * Issue 19's migration on a database that already has appointments: what each had paid becomes
 * one entry, so every appointment's entries add up to what it has paid from the first day; and a
 * start that died half way can run it again.
 */
describe.each(testDialects)('migration 006 on %s', (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase(dialect);
    await down(t.db);
  });
  afterEach(async () => t.drop());

  it('writes what appointments had paid as one cash entry each, at their day and time, once', async () => {
    const pagado = await insertTurnoFor(t.db, {});
    const parcial = await insertTurnoFor(t.db, {});
    const debe = await insertTurnoFor(t.db, {});
    const viejo = await insertTurnoFor(t.db, {});
    await sql`UPDATE turnos SET estado = 'Pago parcial', monto_abonado_cents = 25050, hora = '11:00' WHERE id = ${parcial}`.execute(
      t.db,
    );
    await sql`UPDATE turnos SET estado = 'Debe' WHERE id = ${debe}`.execute(t.db);
    // A state written by hand long ago, in lower case: the reports count it as paid.
    await sql`UPDATE turnos SET estado = 'pagado' WHERE id = ${viejo}`.execute(t.db);

    await up(t.db);
    await up(t.db);

    const pagos = await t.db
      .selectFrom('pagos')
      .select(['id_turno', 'fecha', 'hora', 'monto_cents', 'medio_pago'])
      .orderBy('id_turno')
      .execute();
    expect(pagos.map((p) => ({ ...p, monto_cents: Number(p.monto_cents) }))).toEqual([
      { id_turno: pagado, fecha: '2026-11-20', hora: '10:00', monto_cents: 100000, medio_pago: 'Efectivo' },
      { id_turno: parcial, fecha: '2026-11-20', hora: '11:00', monto_cents: 25050, medio_pago: 'Efectivo' },
      { id_turno: viejo, fecha: '2026-11-20', hora: '10:00', monto_cents: 100000, medio_pago: 'Efectivo' },
    ]);
    const medios = await t.db.selectFrom('turnos').select(['id', 'medio_pago']).orderBy('id').execute();
    expect(medios.map((m) => m.medio_pago)).toEqual(['Efectivo', 'Efectivo', null, 'Efectivo']);
    // Expenses recorded before it were cash.
    await t.db
      .insertInto('gastos')
      .values({ descripcion: 'Luz', monto_cents: 100, fecha: '2026-11-20', created_at: new Date().toISOString() })
      .execute();
    expect((await t.db.selectFrom('gastos').select('medio_pago').executeTakeFirstOrThrow()).medio_pago).toBe(
      'Efectivo',
    );
  });
});
