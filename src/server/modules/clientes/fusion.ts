import type { Selectable } from 'kysely';
import { fichaCodes, fichaMessages, type ClienteFicha } from '#shared/schemas/cliente.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { activeRowForUpdate } from '#server/db/archive.ts';
import type { Db } from '#server/db/dialect.ts';
import type { ClientesTable } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import { moverVentasDeCliente } from '#server/modules/ventas/clientes.ts';
import { toClienteFicha } from './ficha.ts';
import { clienteNotFound } from './repository.ts';
import { instante, type Reloj } from '#server/reloj.ts';

/**
 * Merges a duplicate into the client: the duplicate's appointments, payments and notes move to
 * the client, what the client lacks (surname, phone, e-mail) is taken from the duplicate, and the
 * duplicate is archived, pointing at the client. One transaction; both rows locked in id order
 * on PostgreSQL, so two merges of the same pair cannot cross.
 */
export async function fusionarClientes(
  db: Db,
  reloj: Reloj,
  userId: number,
  idCliente: number,
  idDuplicado: number,
): Promise<ClienteFicha> {
  if (idCliente === idDuplicado) throw new HttpError(400, fichaMessages.fusionMismo, { code: fichaCodes.fusionMismo });
  return db.transaction().execute(async (trx) => {
    const [primero, segundo] = [idCliente, idDuplicado].sort((a, b) => a - b) as [number, number];
    const rows = new Map<number, Selectable<ClientesTable>>();
    for (const id of [primero, segundo]) rows.set(id, await activeRowForUpdate(trx, 'clientes', id, clienteNotFound));
    const cliente = rows.get(idCliente) as Selectable<ClientesTable>;
    const duplicado = rows.get(idDuplicado) as Selectable<ClientesTable>;
    const now = instante(reloj);
    // Each table's rows move to the client; how many is what the audit log records.
    const mover = async (table: 'turnos' | 'clientes_notas' | 'paquetes_cliente') => {
      const { numUpdatedRows } = await trx
        .updateTable(table)
        .set({ id_cliente: idCliente })
        .where('id_cliente', '=', idDuplicado)
        .executeTakeFirstOrThrow();
      return Number(numUpdatedRows);
    };
    const movidos = {
      turnos: await mover('turnos'),
      pagos: await moverVentasDeCliente(trx, idDuplicado, idCliente),
      notas: await mover('clientes_notas'),
      // Her packs go with the tickets whose sessions they paid.
      paquetes: await mover('paquetes_cliente'),
    };
    // Clients merged into the duplicate earlier now point at where it went.
    await trx
      .updateTable('clientes')
      .set({ fusionado_en: idCliente })
      .where('fusionado_en', '=', idDuplicado)
      .execute();
    const after = await trx
      .updateTable('clientes')
      .set({
        apellido: cliente.apellido ?? duplicado.apellido,
        telefono: cliente.telefono ?? duplicado.telefono,
        email: cliente.email ?? duplicado.email,
        updated_at: now,
      })
      .where('id', '=', idCliente)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('clientes')
      .set({ archived_at: now, fusionado_en: idCliente, updated_at: now })
      .where('id', '=', idDuplicado)
      .execute();
    await recordAudit(trx, {
      userId,
      action: 'fusionar',
      entity: 'clientes',
      entityId: idCliente,
      before: { cliente: toClienteFicha(cliente), duplicado: toClienteFicha(duplicado) },
      after: { cliente: toClienteFicha(after), movidos },
    });
    return toClienteFicha(after);
  });
}
