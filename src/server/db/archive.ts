import type { Selectable } from 'kysely';
import { fichaCodes } from '#shared/schemas/cliente.ts';
import { empleadoCodes } from '#shared/schemas/empleado.ts';
import { servicioCodes } from '#shared/schemas/servicio.ts';
import { HttpError } from '#server/http/errors.ts';
import { isPostgres, type Db } from './dialect.ts';
import type { Database } from './schema.ts';

type Catalogue =
  | { table: 'servicios_base'; ref: 'id_servicio' }
  | { table: 'empleados'; ref: 'id_empleado' }
  | { table: 'clientes'; ref: 'id_cliente' };

/** The code of each catalogue's 404. */
const notFoundCode: Record<Catalogue['table'], string> = {
  servicios_base: servicioCodes.noEncontrado,
  empleados: empleadoCodes.noEncontrado,
  clientes: fichaCodes.clienteNoEncontrado,
};

/**
 * Deletes a catalogue row, or archives it when appointments refer to it: history keeps its name,
 * lists and pickers no longer show it. A client's payment entries are history too: they outlive
 * a deleted appointment (issue 19), and a client's merged duplicates point at it (issue 20). Run
 * inside the caller's transaction.
 */
export async function deleteOrArchive(db: Db, target: Catalogue, id: number): Promise<'eliminar' | 'archivar'> {
  const used =
    (await db.selectFrom('turnos').select('id').where(target.ref, '=', id).limit(1).executeTakeFirst()) ??
    (target.table === 'clientes'
      ? ((await db.selectFrom('pagos').select('id').where('id_cliente', '=', id).limit(1).executeTakeFirst()) ??
        // A duplicate merged into the client points at it (issue 20).
        (await db.selectFrom('clientes').select('id').where('fusionado_en', '=', id).limit(1).executeTakeFirst()))
      : undefined);
  if (used !== undefined) {
    const now = new Date().toISOString();
    await db.updateTable(target.table).set({ archived_at: now, updated_at: now }).where('id', '=', id).execute();
    return 'archivar';
  }
  await db.deleteFrom(target.table).where('id', '=', id).execute();
  return 'eliminar';
}

/**
 * The active (not archived) row with that id, locked until the transaction ends on PostgreSQL so
 * an edit or delete cannot race a booking; a 404 with `notFound` and the catalogue's code otherwise.
 */
export async function activeRowForUpdate<T extends Catalogue['table']>(
  db: Db,
  table: T,
  id: number,
  notFound: string,
): Promise<Selectable<Database[T]>> {
  // The three tables share `id` and `archived_at`; Kysely cannot type a query over a union of
  // tables, so the query is typed as one of them and the row as the one asked for.
  let query = db
    .selectFrom(table as 'empleados')
    .selectAll()
    .where('id', '=', id)
    .where('archived_at', 'is', null);
  if (isPostgres(db)) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (row === undefined) throw new HttpError(404, notFound, { code: notFoundCode[table] });
  return row as unknown as Selectable<Database[T]>;
}
