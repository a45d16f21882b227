import type { Selectable } from 'kysely';
import type { ParsedCliente } from '#shared/domain/catalogue-csv.ts';
import { compareText, foldText } from '#shared/domain/text.ts';
import { nombreCompleto } from '#shared/domain/names.ts';
import type { Cliente } from '#shared/schemas/cliente.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { activeRowForUpdate, deleteOrArchive } from '#server/db/archive.ts';
import type { Db } from '#server/db/dialect.ts';
import type { ClientesTable } from '#server/db/schema.ts';
import { instante, type Reloj } from '#server/reloj.ts';

const ENTITY = 'clientes';
/** Rows per INSERT statement of an import: well under both databases' parameter limits. */
const INSERT_BATCH = 500;
export const clienteNotFound = 'Cliente no encontrado.';

export function toCliente(row: Selectable<ClientesTable>): Cliente {
  return {
    id: row.id,
    nombre: row.nombre,
    apellido: row.apellido ?? '',
    telefono: row.telefono ?? '',
    email: row.email ?? '',
  };
}

function toRow(input: ParsedCliente) {
  return {
    nombre: input.nombre,
    apellido: input.apellido === '' ? null : input.apellido,
    telefono: input.telefono === '' ? null : input.telefono,
    email: input.email === '' ? null : input.email,
  };
}

/** The same client: full name (accents, case and spaces aside) and the digits of the phone. */
const keyOf = (c: { nombre: string; apellido: string | null; telefono: string | null }) =>
  `${foldText(nombreCompleto({ nombre: c.nombre, apellido: c.apellido ?? '' }))}|${(c.telefono ?? '').replace(/\D/g, '')}`;

/** Active clients by full name in Spanish order. */
export async function listClientes(db: Db): Promise<Cliente[]> {
  const rows = await db.selectFrom('clientes').selectAll().where('archived_at', 'is', null).execute();
  return rows.map(toCliente).sort((a, b) => compareText(nombreCompleto(a), nombreCompleto(b)) || a.id - b.id);
}

export async function createCliente(db: Db, reloj: Reloj, userId: number, input: ParsedCliente): Promise<Cliente> {
  return db.transaction().execute(async (trx) => {
    const now = instante(reloj);
    const row = await trx
      .insertInto('clientes')
      .values({ ...toRow(input), archived_at: null, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    const cliente = toCliente(row);
    await recordAudit(trx, { userId, action: 'crear', entity: ENTITY, entityId: row.id, after: cliente });
    return cliente;
  });
}

export async function updateCliente(
  db: Db,
  reloj: Reloj,
  userId: number,
  id: number,
  input: ParsedCliente,
): Promise<Cliente> {
  return db.transaction().execute(async (trx) => {
    const before = toCliente(await activeRowForUpdate(trx, 'clientes', id, clienteNotFound));
    const row = await trx
      .updateTable('clientes')
      .set({ ...toRow(input), updated_at: instante(reloj) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const after = toCliente(row);
    await recordAudit(trx, { userId, action: 'editar', entity: ENTITY, entityId: id, before, after });
    return after;
  });
}

export async function removeCliente(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = toCliente(await activeRowForUpdate(trx, 'clientes', id, clienteNotFound));
    const action = await deleteOrArchive(trx, { table: 'clientes', ref: 'id_cliente' }, id);
    await recordAudit(trx, { userId, action, entity: ENTITY, entityId: id, before });
  });
}

/**
 * Imports checked rows in one transaction. A row with the name and phone of an active client is
 * that client (its email is updated when the file gives one); any other row adds a client. The
 * same person on several lines of a file is imported once.
 */
export async function importClientes(
  db: Db,
  reloj: Reloj,
  userId: number,
  rows: readonly { linea: number; value: ParsedCliente }[],
): Promise<{ agregados: number; actualizados: number }> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('clientes')
      .select(['id', 'nombre', 'apellido', 'telefono'])
      .where('archived_at', 'is', null)
      .execute();
    const idByKey = new Map(existing.map((r) => [keyOf(r), r.id]));
    // One entry per person: the first line's name and phone, the last email the file gives.
    const people = new Map<string, ParsedCliente>();
    for (const { value } of rows) {
      const key = keyOf(value);
      const seen = people.get(key);
      people.set(key, seen === undefined ? value : { ...seen, email: value.email === '' ? seen.email : value.email });
    }
    const now = instante(reloj);
    const added = [...people].filter(([key]) => !idByKey.has(key)).map(([, value]) => value);
    for (let i = 0; i < added.length; i += INSERT_BATCH) {
      await trx
        .insertInto('clientes')
        .values(
          added
            .slice(i, i + INSERT_BATCH)
            .map((value) => ({ ...toRow(value), archived_at: null, created_at: now, updated_at: now })),
        )
        .execute();
    }
    const agregados = added.length;
    let actualizados = 0;
    for (const [key, value] of people) {
      const id = idByKey.get(key);
      if (id === undefined) continue;
      actualizados += 1;
      if (value.email !== '') {
        await trx.updateTable('clientes').set({ email: value.email, updated_at: now }).where('id', '=', id).execute();
      }
    }
    await recordAudit(trx, { userId, action: 'importar', entity: ENTITY, after: { agregados, actualizados } });
    return { agregados, actualizados };
  });
}
