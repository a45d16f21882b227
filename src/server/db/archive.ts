import type { Selectable } from 'kysely';
import { fichaCodes } from '#shared/schemas/cliente.ts';
import { empleadoCodes } from '#shared/schemas/empleado.ts';
import { servicioCodes } from '#shared/schemas/servicio.ts';
import { HttpError } from '#server/http/errors.ts';
import { empleadoTieneLiquidaciones } from '#server/modules/liquidaciones/repository.ts';
import { clienteTieneVentas } from '#server/modules/ventas/clientes.ts';
import { empleadoTieneVentas } from '#server/modules/ventas/comisiones.ts';
import { isPostgres, type Db } from './dialect.ts';
import type { Database } from './schema.ts';

type Catalogue =
  | { table: 'servicios_base'; ref: 'id_servicio' }
  | { table: 'empleados'; ref: 'id_empleado' }
  | { table: 'clientes'; ref: 'id_cliente' }
  | { table: 'productos'; ref: 'id_producto' };

/** The code of each catalogue's 404. */
const notFoundCode: Record<Catalogue['table'], string> = {
  servicios_base: servicioCodes.noEncontrado,
  empleados: empleadoCodes.noEncontrado,
  clientes: fichaCodes.clienteNoEncontrado,
  productos: 'producto_no_encontrado',
};

/**
 * Deletes a catalogue row, or archives it when appointments refer to it: history keeps its name,
 * lists and pickers no longer show it. A client's payment entries are history too: they outlive
 * a deleted appointment (issue 19), and a client's merged duplicates point at it (issue 20). A
 * product's history is its stock moves. Run inside the caller's transaction.
 */
export async function deleteOrArchive(db: Db, target: Catalogue, id: number): Promise<'eliminar' | 'archivar'> {
  const used =
    target.table === 'productos'
      ? (await db
          .selectFrom('productos_movimientos')
          .select('id')
          .where('id_producto', '=', id)
          .limit(1)
          .executeTakeFirst()) !== undefined
      : await usedByAppointments(db, target, id);
  if (used) {
    const now = new Date().toISOString();
    await db.updateTable(target.table).set({ archived_at: now, updated_at: now }).where('id', '=', id).execute();
    return 'archivar';
  }
  await db.deleteFrom(target.table).where('id', '=', id).execute();
  return 'eliminar';
}

async function usedByAppointments(
  db: Db,
  target: Exclude<Catalogue, { table: 'productos' }>,
  id: number,
): Promise<boolean> {
  return (
    (await db.selectFrom('turnos').select('id').where(target.ref, '=', id).limit(1).executeTakeFirst()) !== undefined ||
    // An employee's lines on tickets, advances and payouts are her earnings' history.
    (target.table === 'empleados' &&
      ((await empleadoTieneVentas(db, id)) || (await empleadoTieneLiquidaciones(db, id)))) ||
    // A gift card sold for it (or to them) names it: it stays, archived.
    (target.table !== 'empleados' &&
      (await db
        .selectFrom('giftcards')
        .select('id')
        .where(target.table === 'clientes' ? 'id_cliente' : 'id_servicio', '=', id)
        .limit(1)
        .executeTakeFirst()) !== undefined) ||
    // A pack of its sessions names it: the pack and the packs sold keep it, archived.
    (target.table === 'servicios_base' &&
      (await db
        .selectFrom('paquetes_servicios')
        .select('id_paquete')
        .where('id_servicio', '=', id)
        .limit(1)
        .executeTakeFirst()) !== undefined) ||
    (target.table === 'clientes' &&
      ((await clienteTieneVentas(db, id)) ||
        // A duplicate merged into the client points at it.
        (await db.selectFrom('clientes').select('id').where('fusionado_en', '=', id).limit(1).executeTakeFirst()) !==
          undefined))
  );
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
  code?: string,
): Promise<Selectable<Database[T]>> {
  // The tables share `id` and `archived_at`; Kysely cannot type a query over a union of
  // tables, so the query is typed as one of them and the row as the one asked for.
  let query = db
    .selectFrom(table as 'empleados')
    .selectAll()
    .where('id', '=', id)
    .where('archived_at', 'is', null);
  if (isPostgres(db)) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (row === undefined) throw new HttpError(404, notFound, { code: code ?? notFoundCode[table] });
  return row as unknown as Selectable<Database[T]>;
}
