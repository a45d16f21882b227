import type { Db } from './dialect.ts';

type Catalogue =
  | { table: 'servicios_base'; ref: 'id_servicio' }
  | { table: 'empleados'; ref: 'id_empleado' }
  | { table: 'clientes'; ref: 'id_cliente' };

/**
 * Deletes a catalogue row, or archives it when appointments refer to it: history keeps its name,
 * lists and pickers no longer show it. Run inside the caller's transaction.
 */
export async function deleteOrArchive(db: Db, target: Catalogue, id: number): Promise<'eliminar' | 'archivar'> {
  const used = await db.selectFrom('turnos').select('id').where(target.ref, '=', id).limit(1).executeTakeFirst();
  if (used !== undefined) {
    const now = new Date().toISOString();
    await db.updateTable(target.table).set({ archived_at: now, updated_at: now }).where('id', '=', id).execute();
    return 'archivar';
  }
  await db.deleteFrom(target.table).where('id', '=', id).execute();
  return 'eliminar';
}
