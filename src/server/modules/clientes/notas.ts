import { formatFecha, todayIn } from '#shared/domain/dates.ts';
import { CLIENTE_FUSIONADO, fichaCodes, fichaMessages, type Nota, type NotaInput } from '#shared/schemas/cliente.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import type { Db } from '#server/db/dialect.ts';
import { HttpError } from '#server/http/errors.ts';
import { num } from '#server/modules/ventas/dinero.ts';
import { clienteRow } from './ficha.ts';
import { instante, type Reloj } from '#server/reloj.ts';

/* The staff's notes on a client; a pinned one (an allergy) shows whenever the client is booked. */

export const NOTAS = 'clientes_notas';

function selectNotas(db: Db) {
  return db
    .selectFrom('clientes_notas as n')
    .leftJoin('users as u', 'u.id', 'n.id_usuario')
    .select(['n.id', 'n.id_cliente', 'n.texto', 'n.fijada', 'n.created_at', 'n.updated_at', 'u.nombre as autor']);
}

/** Pinned ones first, then the newest written first. */
function notasEnOrden(db: Db) {
  return selectNotas(db).orderBy('n.fijada', 'desc').orderBy('n.created_at', 'desc').orderBy('n.id', 'desc');
}

type NotaRow = Awaited<ReturnType<ReturnType<typeof selectNotas>['executeTakeFirstOrThrow']>>;

function toNota(r: NotaRow): Nota {
  return {
    id: r.id,
    idCliente: r.id_cliente,
    texto: r.texto,
    fijada: num(r.fijada) === 1,
    autor: r.autor,
    creada: r.created_at,
    editada: r.updated_at,
  };
}

/** The client's notes: pinned ones first, then the newest first. */
export async function listNotas(db: Db, idCliente: number): Promise<Nota[]> {
  await clienteRow(db, idCliente);
  const rows = await notasEnOrden(db).where('n.id_cliente', '=', idCliente).execute();
  return rows.map(toNota);
}

/**
 * Every active client's notes as one text each (pinned first, then the newest), for the clients'
 * Excel when the notes are asked for: 'texto (autor, dd/mm/aaaa)' one per line, dated on the
 * centre's calendar. The export itself is audited.
 */
export async function notasParaExportar(db: Db, userId: number, timeZone: string): Promise<Map<number, string>> {
  const rows = await notasEnOrden(db)
    .innerJoin('clientes as c', 'c.id', 'n.id_cliente')
    .where('c.archived_at', 'is', null)
    .execute();
  const map = new Map<number, string>();
  for (const r of rows) {
    const n = toNota(r);
    const linea = `${n.fijada ? '[Fijada] ' : ''}${n.texto} (${n.autor ?? 'Usuario eliminado'}, ${formatFecha(todayIn(timeZone, new Date(n.creada)))})`;
    const prev = map.get(n.idCliente);
    map.set(n.idCliente, prev === undefined ? linea : `${prev}\n${linea}`);
  }
  // Personal data leaving the system: who took it and how much is in the audit log.
  await recordAudit(db, {
    userId,
    action: 'exportar',
    entity: NOTAS,
    after: { notas: rows.length, clientes: map.size },
  });
  return map;
}

/** A client whose data was erased takes no new notes: the notes were part of what was erased. */
async function clienteParaNotas(db: Db, idCliente: number): Promise<void> {
  const row = await clienteRow(db, idCliente, true);
  if (row.datos_borrados_at !== null)
    throw new HttpError(409, fichaMessages.datosBorrados, { code: fichaCodes.datosBorrados });
  if (row.fusionado_en !== null) throw new HttpError(409, fichaMessages.fusionado, { code: CLIENTE_FUSIONADO });
}

async function notaDe(db: Db, idCliente: number, idNota: number): Promise<Nota> {
  const row = await selectNotas(db).where('n.id', '=', idNota).where('n.id_cliente', '=', idCliente).executeTakeFirst();
  if (row === undefined)
    throw new HttpError(404, fichaMessages.notaNoEncontrada, { code: fichaCodes.notaNoEncontrada });
  return toNota(row);
}

export async function createNota(
  db: Db,
  reloj: Reloj,
  userId: number,
  idCliente: number,
  input: NotaInput,
): Promise<Nota> {
  return db.transaction().execute(async (trx) => {
    await clienteParaNotas(trx, idCliente);
    const now = instante(reloj);
    const { id } = await trx
      .insertInto('clientes_notas')
      .values({
        id_cliente: idCliente,
        texto: input.texto,
        fijada: input.fijada === true ? 1 : 0,
        id_usuario: userId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const nota = await notaDe(trx, idCliente, id);
    await recordAudit(trx, { userId, action: 'crear', entity: NOTAS, entityId: id, after: nota });
    return nota;
  });
}

export async function updateNota(
  db: Db,
  reloj: Reloj,
  userId: number,
  idCliente: number,
  idNota: number,
  input: NotaInput,
): Promise<Nota> {
  return db.transaction().execute(async (trx) => {
    await clienteParaNotas(trx, idCliente);
    const before = await notaDe(trx, idCliente, idNota);
    await trx
      .updateTable('clientes_notas')
      .set({ texto: input.texto, fijada: input.fijada === true ? 1 : 0, updated_at: instante(reloj) })
      .where('id', '=', idNota)
      .execute();
    const after = await notaDe(trx, idCliente, idNota);
    await recordAudit(trx, { userId, action: 'editar', entity: NOTAS, entityId: idNota, before, after });
    return after;
  });
}

export async function removeNota(db: Db, userId: number, idCliente: number, idNota: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await notaDe(trx, idCliente, idNota);
    await trx.deleteFrom('clientes_notas').where('id', '=', idNota).execute();
    await recordAudit(trx, { userId, action: 'eliminar', entity: NOTAS, entityId: idNota, before });
  });
}

/** A client a professional's own account may read: one she has a booking with. */
export async function exigirClienteDe(db: Db, idEmpleado: number, idCliente: number): Promise<void> {
  const turno = await db
    .selectFrom('turnos')
    .select('id')
    .where('id_cliente', '=', idCliente)
    .where('id_empleado', '=', idEmpleado)
    .limit(1)
    .executeTakeFirst();
  if (turno === undefined) {
    throw new HttpError(403, fichaMessages.deOtraProfesional, { code: fichaCodes.deOtraProfesional });
  }
}
