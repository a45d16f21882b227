import { addDays } from '#shared/domain/dates.ts';
import { fromCents, toCents } from '#shared/domain/money.ts';
import { servicioLabel } from '#shared/domain/names.ts';
import { compareText } from '#shared/domain/text.ts';
import { paqueteMessages, sesionMessages, type Paquete, type PaqueteInput } from '#shared/schemas/paquete.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { isPostgres, type Db } from '#server/db/dialect.ts';
import { HttpError } from '#server/http/errors.ts';
import { type Reloj, ahoraEn, instante } from '#server/reloj.ts';
import { num } from '#server/modules/ventas/dinero.ts';
import { sesionesUsadas } from '#server/modules/ventas/paquetes.ts';

/*
 * Session packs (decision 046): the owner's definitions, and the packs sold on tickets. A pack
 * sold keeps its name, sessions and last valid day as they were; its sessions used are read from
 * the ledger (ventas/paquetes.ts).
 */

export const ENTITY = 'paquetes';
const bad = (message: string, code: string) => new HttpError(400, message, { code });
const noEncontrado = () => new HttpError(404, paqueteMessages.noEncontrado, { code: 'paquete_no_encontrado' });

/** Each pack's services, its own first, then by name: ids and labels. */
export async function serviciosDe(db: Db, ids: readonly number[]) {
  const porPaquete = new Map<number, { ids: number[]; nombres: string[] }>();
  if (ids.length === 0) return porPaquete;
  const rows = await db
    .selectFrom('paquetes_servicios as ps')
    .innerJoin('servicios_base as s', 's.id', 'ps.id_servicio')
    .innerJoin('paquetes as p', 'p.id', 'ps.id_paquete')
    .select(['ps.id_paquete', 's.id', 's.nombre', 's.descripcion', 'p.id_servicio as principal'])
    .where('ps.id_paquete', 'in', ids)
    .execute();
  rows.sort(
    (a, b) =>
      Number(b.id === b.principal) - Number(a.id === a.principal) ||
      compareText(servicioLabel(a), servicioLabel(b)) ||
      a.id - b.id,
  );
  for (const r of rows) {
    const p = porPaquete.get(r.id_paquete) ?? { ids: [], nombres: [] };
    p.ids.push(r.id);
    p.nombres.push(servicioLabel(r));
    porPaquete.set(r.id_paquete, p);
  }
  return porPaquete;
}

/** `GET /api/paquetes`: every pack defined, the ones still sold first, by name. */
export async function listPaquetes(db: Db): Promise<Paquete[]> {
  const rows = await db.selectFrom('paquetes').selectAll().execute();
  const servicios = await serviciosDe(
    db,
    rows.map((r) => r.id),
  );
  return rows
    .map((r) => ({
      id: r.id,
      nombre: r.nombre,
      idServicio: r.id_servicio,
      idServicios: servicios.get(r.id)?.ids ?? [r.id_servicio],
      servicios: servicios.get(r.id)?.nombres ?? [],
      sesiones: num(r.sesiones),
      precio: fromCents(num(r.precio_cents)),
      validezDias: num(r.validez_dias),
      activo: num(r.activo) === 1,
    }))
    .sort((a, b) => Number(b.activo) - Number(a.activo) || compareText(a.nombre, b.nombre) || a.id - b.id);
}

async function getPaquete(db: Db, id: number): Promise<Paquete> {
  const p = (await listPaquetes(db)).find((x) => x.id === id);
  if (p === undefined) throw noEncontrado();
  return p;
}

/**
 * The services sent, each one existing and not archived (those the pack has already may be
 * archived since: it is still edited, or taken off sale): 400 otherwise.
 */
async function serviciosValidos(db: Db, input: PaqueteInput, yaTiene: readonly number[] = []): Promise<number[]> {
  const ids = [...new Set([input.idServicio, ...(input.idServicios ?? [])])];
  const nuevos = ids.filter((id) => !yaTiene.includes(id));
  const found =
    nuevos.length === 0
      ? []
      : await db
          .selectFrom('servicios_base')
          .select('id')
          .where('id', 'in', nuevos)
          .where('archived_at', 'is', null)
          .execute();
  if (found.length !== nuevos.length) throw bad(paqueteMessages.servicioNoEncontrado, 'servicio_no_encontrado');
  return ids;
}

const fila = (input: PaqueteInput) => ({
  nombre: input.nombre,
  id_servicio: input.idServicio,
  sesiones: input.sesiones,
  precio_cents: toCents(input.precio),
  validez_dias: input.validezDias,
  ...(input.activo === undefined ? {} : { activo: input.activo ? 1 : 0 }),
});

/** `POST /api/paquetes` (admins): a new pack; audited. */
export async function createPaquete(db: Db, reloj: Reloj, userId: number, input: PaqueteInput): Promise<Paquete> {
  return db.transaction().execute(async (trx) => {
    const servicios = await serviciosValidos(trx, input);
    const now = instante(reloj);
    const { id } = await trx
      .insertInto('paquetes')
      .values({ ...fila(input), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('paquetes_servicios')
      .values(servicios.map((s) => ({ id_paquete: id, id_servicio: s })))
      .execute();
    const after = await getPaquete(trx, id);
    await recordAudit(trx, { userId, action: 'crear', entity: ENTITY, entityId: id, after });
    return after;
  });
}

/** `PUT /api/paquetes/:id` (admins): the definition from now on; the packs already sold keep theirs. */
export async function updatePaquete(
  db: Db,
  reloj: Reloj,
  userId: number,
  id: number,
  input: PaqueteInput,
): Promise<Paquete> {
  return db.transaction().execute(async (trx) => {
    let query = trx.selectFrom('paquetes').select('id').where('id', '=', id);
    if (isPostgres(trx)) query = query.forUpdate();
    if ((await query.executeTakeFirst()) === undefined) throw noEncontrado();
    const before = await getPaquete(trx, id);
    const servicios = await serviciosValidos(trx, input, before.idServicios);
    // The packs sold use their sessions on the services they were sold for.
    const mismos =
      servicios.length === before.idServicios.length && servicios.every((s) => before.idServicios.includes(s));
    if (
      !mismos &&
      (await trx.selectFrom('paquetes_cliente').select('id').where('id_paquete', '=', id).executeTakeFirst())
    ) {
      throw bad(paqueteMessages.serviciosVendido, 'paquete_vendido');
    }
    await trx
      .updateTable('paquetes')
      .set({ ...fila(input), updated_at: instante(reloj) })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('paquetes_servicios').where('id_paquete', '=', id).execute();
    await trx
      .insertInto('paquetes_servicios')
      .values(servicios.map((s) => ({ id_paquete: id, id_servicio: s })))
      .execute();
    const after = await getPaquete(trx, id);
    await recordAudit(trx, { userId, action: 'editar', entity: ENTITY, entityId: id, before, after });
    return after;
  });
}

/** A pack about to be sold on a ticket: it exists and is still sold. */
export async function paqueteParaVender(trx: Db, id: number) {
  const p = await trx.selectFrom('paquetes').selectAll().where('id', '=', id).executeTakeFirst();
  if (p === undefined) throw bad(paqueteMessages.noEncontrado, 'paquete_no_encontrado');
  if (num(p.activo) !== 1) throw bad(paqueteMessages.inactivo, 'paquete_inactivo');
  return { id: p.id, nombre: p.nombre, sesiones: num(p.sesiones), precioCents: num(p.precio_cents) };
}

/**
 * The packs a ticket's new pack lines sell to its client, valid until `validez_dias` days after
 * today; `lineas` are the written lines' ids with their pack.
 */
export async function venderPaquetes(
  trx: Db,
  reloj: Reloj,
  venta: { idVenta: number; idCliente: number },
  lineas: readonly { idLinea: number; idPaquete: number }[],
): Promise<void> {
  if (lineas.length === 0) return;
  const hoy = ahoraEn(reloj).fecha;
  const now = instante(reloj);
  for (const { idLinea, idPaquete } of lineas) {
    const p = await trx.selectFrom('paquetes').selectAll().where('id', '=', idPaquete).executeTakeFirstOrThrow();
    await trx
      .insertInto('paquetes_cliente')
      .values({
        id_paquete: p.id,
        id_cliente: venta.idCliente,
        id_venta: venta.idVenta,
        id_linea: idLinea,
        nombre: p.nombre,
        sesiones: num(p.sesiones),
        vence: addDays(hoy, num(p.validez_dias)),
        created_at: now,
      })
      .execute();
  }
}

/**
 * An annulled ticket's packs are annulled with it; one whose sessions another ticket used keeps
 * the ticket from being annulled (those services were done on the pack's money).
 */
export async function anularPaquetesDeVenta(trx: Db, venta: { idVenta: number; at: string }): Promise<void> {
  let query = trx.selectFrom('paquetes_cliente').select('id').where('id_venta', '=', venta.idVenta);
  if (isPostgres(trx)) query = query.forUpdate();
  const paquetes = await query.execute();
  if (paquetes.length === 0) return;
  const usadas = await sesionesUsadas(
    trx,
    paquetes.map((p) => p.id),
    venta.idVenta,
  );
  if ([...usadas.values()].some((n) => n > 0)) throw bad(sesionMessages.usadoNoSeAnula, 'paquete_usado_no_se_anula');
  await trx
    .updateTable('paquetes_cliente')
    .set({ anulado_at: venta.at })
    .where('id_venta', '=', venta.idVenta)
    .where('anulado_at', 'is', null)
    .execute();
}
