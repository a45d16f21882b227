import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { fromCents, toCents } from '#shared/domain/money.ts';
import type { Rango } from '#shared/domain/ranges.ts';
import { gastoCodes, type Gasto, type gastoInputSchema } from '#shared/schemas/gasto.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import type { Db } from '#server/db/dialect.ts';
import type { GastosTable } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import { instante, type Reloj } from '#server/reloj.ts';

type GastoInput = z.output<typeof gastoInputSchema>;

const ENTITY = 'gastos';
export const gastoNotFound = 'Gasto no encontrado.';

function toGasto(row: Selectable<GastosTable>): Gasto {
  return {
    id: row.id,
    descripcion: row.descripcion,
    monto: fromCents(row.monto_cents),
    fecha: row.fecha,
    medioPago: row.medio_pago,
  };
}

/** The expenses of a range, by date, then in the order they were entered. */
export async function listGastos(db: Db, { desde, hasta }: Rango): Promise<Gasto[]> {
  const rows = await db
    .selectFrom('gastos')
    .selectAll()
    .where('fecha', '>=', desde)
    .where('fecha', '<=', hasta)
    .orderBy('fecha')
    .orderBy('id')
    .execute();
  return rows.map(toGasto);
}

export async function createGasto(db: Db, reloj: Reloj, userId: number, input: GastoInput): Promise<Gasto> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('gastos')
      .values({
        descripcion: input.descripcion,
        monto_cents: toCents(input.monto),
        fecha: input.fecha,
        medio_pago: input.medioPago,
        created_at: instante(reloj),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const gasto = toGasto(row);
    await recordAudit(trx, { userId, action: 'crear', entity: ENTITY, entityId: row.id, after: gasto });
    return gasto;
  });
}

/** Expenses have no history hanging from them: deleting removes the row (the audit log keeps it). */
export async function deleteGasto(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('gastos').where('id', '=', id).returningAll().executeTakeFirst();
    if (row === undefined) throw new HttpError(404, gastoNotFound, { code: gastoCodes.noEncontrado });
    await recordAudit(trx, { userId, action: 'eliminar', entity: ENTITY, entityId: id, before: toGasto(row) });
  });
}
