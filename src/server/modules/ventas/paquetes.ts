import { sql } from 'kysely';
import { formatFecha } from '#shared/domain/dates.ts';
import { MEDIO_PAQUETE } from '#shared/domain/pagos.ts';
import { sesionMessages } from '#shared/schemas/paquete.ts';
import type { PagoInput } from '#shared/schemas/venta.ts';
import { isPostgres, type Db } from '#server/db/dialect.ts';
import { HttpError } from '#server/http/errors.ts';
import { num } from './dinero.ts';

/*
 * What the ledger says of a client's packs (decision 046): a session used is a 'Paquete' payment
 * naming the pack and the line it paid; an annulled ticket's reversal names them again, negative.
 * The paquetes module reads sessions through these, never `pagos` itself.
 */

const bad = (message: string, code: string) => new HttpError(400, message, { code });

/** +1 for a session used, -1 for one given back. */
const sesion = sql<number>`case when monto_cents > 0 then 1 when monto_cents < 0 then -1 else 0 end`;

/**
 * The sessions each of these packs has used, net of those given back (none: 0). `fueraDe`: not
 * counting those of that ticket (an annulment asks whether another ticket used them).
 */
export async function sesionesUsadas(db: Db, ids: readonly number[], fueraDe?: number): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  let query = db
    .selectFrom('pagos')
    .select(['id_paquete_cliente', sql<number>`sum(${sesion})`.as('n')])
    .where('id_paquete_cliente', 'in', ids)
    .groupBy('id_paquete_cliente');
  if (fueraDe !== undefined) query = query.where('id_venta', '<>', fueraDe);
  const rows = await query.execute();
  return new Map(rows.map((r) => [num(r.id_paquete_cliente), num(r.n)]));
}

/**
 * What these lines (those that sold packs) bill, and whether they are paid: in full, or on a
 * ticket that owes nothing (a booking of it marked 'No vino' bills nothing, and the money it had
 * stays on its line until the ticket is charged again).
 */
export async function importesDeLineas(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { total: number; pagada: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('ventas_lineas as l')
    .innerJoin('ventas as v', 'v.id', 'l.id_venta')
    .select(['l.id', 'l.total_cents', 'l.pagado_cents', 'v.total_cents as v_total'])
    .select(sql<number>`(select coalesce(sum(p.monto_cents), 0) from pagos p where p.id_venta = v.id)`.as('v_pagado'))
    .where('l.id', 'in', ids)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        total: num(r.total_cents),
        pagada: num(r.pagado_cents) >= num(r.total_cents) || num(r.v_pagado) >= num(r.v_total),
      },
    ]),
  );
}

/** Of these lines, those paid: a pack's sessions are used only once its line is. */
export async function lineasPagadas(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const importes = await importesDeLineas(db, ids);
  return new Set([...importes].filter(([, l]) => l.pagada).map(([id]) => id));
}

/**
 * After a ticket's payments fill its lines: a 400 when a session used was of a pack whose own
 * line is not paid in full (a pack bought and first used on the same visit is paid on it).
 */
export async function exigirPaquetesPagados(trx: Db, sesiones: readonly (Sesion | null)[]): Promise<void> {
  const ids = sesiones.flatMap((s) => (s === null ? [] : [s.idPaqueteCliente]));
  if (ids.length === 0) return;
  const paquetes = await trx.selectFrom('paquetes_cliente').select('id_linea').where('id', 'in', ids).execute();
  const pagadas = await lineasPagadas(
    trx,
    paquetes.map((p) => p.id_linea),
  );
  if (paquetes.some((p) => !pagadas.has(p.id_linea))) throw bad(sesionMessages.sinPagar, 'paquete_sin_pagar');
}

/** A session about to be used: the pack, the line it pays whole, in cents. */
export interface Sesion {
  idPaqueteCliente: number;
  idLinea: number;
  cents: number;
}

/**
 * For each of a ticket's payments, the session it uses (null for money and gift cards): the pack
 * checked and locked (hers, not annulled, not expired, a session left), and the first line of the
 * ticket of one of its services that no session paid yet, which the session pays whole. The
 * pack's own line must be paid by the time the ticket is written: `paquetesSinPagar` checks it.
 */
export async function sesionesDePagos(
  trx: Db,
  hoy: string,
  venta: { idVenta: number; idCliente: number | null },
  pagos: readonly PagoInput[],
): Promise<(Sesion | null)[]> {
  if (!pagos.some((p) => p.medioPago === MEDIO_PAQUETE)) return pagos.map(() => null);
  const lineas = await trx
    .selectFrom('ventas_lineas as l')
    .select(['l.id', 'l.id_servicio', 'l.total_cents'])
    .select((eb) =>
      eb
        .selectFrom('pagos as p')
        .whereRef('p.id_linea', '=', 'l.id')
        .select(sql<number>`coalesce(sum(${sesion}), 0)`.as('n'))
        .as('sesiones'),
    )
    .where('l.id_venta', '=', venta.idVenta)
    .where('l.tipo', '=', 'servicio')
    .orderBy('l.orden')
    .execute();
  const tomadas = new Set(lineas.filter((l) => num(l.sesiones) > 0).map((l) => l.id));
  const usadasAhora = new Map<number, number>();
  const out: (Sesion | null)[] = [];
  for (const p of pagos) {
    if (p.medioPago !== MEDIO_PAQUETE) {
      out.push(null);
      continue;
    }
    const id = p.idPaqueteCliente ?? 0;
    let query = trx
      .selectFrom('paquetes_cliente')
      .select(['id', 'id_paquete', 'id_cliente', 'sesiones', 'vence', 'anulado_at'])
      .where('id', '=', id);
    if (isPostgres(trx)) query = query.forUpdate();
    const paquete = await query.executeTakeFirst();
    if (paquete === undefined || paquete.id_cliente !== venta.idCliente) {
      throw bad(sesionMessages.noEncontrado, 'paquete_no_encontrado');
    }
    if (paquete.anulado_at !== null) throw bad(sesionMessages.anulado, 'paquete_anulado');
    if (hoy > paquete.vence) throw bad(sesionMessages.vencido(formatFecha(paquete.vence)), 'paquete_vencido');
    const usadas = ((await sesionesUsadas(trx, [id])).get(id) ?? 0) + (usadasAhora.get(id) ?? 0);
    if (usadas >= num(paquete.sesiones)) throw bad(sesionMessages.sinSesiones, 'paquete_sin_sesiones');
    const servicios = new Set(
      (
        await trx
          .selectFrom('paquetes_servicios')
          .select('id_servicio')
          .where('id_paquete', '=', paquete.id_paquete)
          .execute()
      ).map((s) => s.id_servicio),
    );
    const linea = lineas.find(
      (l) => !tomadas.has(l.id) && l.id_servicio !== null && servicios.has(l.id_servicio) && num(l.total_cents) > 0,
    );
    if (linea === undefined) throw bad(sesionMessages.otroServicio, 'paquete_otro_servicio');
    tomadas.add(linea.id);
    usadasAhora.set(id, (usadasAhora.get(id) ?? 0) + 1);
    out.push({ idPaqueteCliente: id, idLinea: linea.id, cents: num(linea.total_cents) });
  }
  return out;
}

/** What each line of a sale was paid by sessions of packs (only those a session paid). */
export async function pagadoPorSesiones(trx: Db, idVenta: number): Promise<Map<number, number>> {
  const rows = await trx
    .selectFrom('pagos')
    .select(['id_linea', sql<number>`sum(monto_cents)`.as('s')])
    .where('id_venta', '=', idVenta)
    .where('id_linea', 'is not', null)
    .groupBy('id_linea')
    .execute();
  return new Map(rows.map((r) => [num(r.id_linea), num(r.s)]));
}

/** Whether a session of a pack paid this line (and no annulment gave it back). */
export async function lineaConSesion(db: Db, idLinea: number): Promise<boolean> {
  const row = await db
    .selectFrom('pagos')
    .select(sql<number>`coalesce(sum(${sesion}), 0)`.as('n'))
    .where('id_linea', '=', idLinea)
    .executeTakeFirstOrThrow();
  return num(row.n) > 0;
}

/**
 * The history's figures of the packs (decision 046), in cents, those of annulled tickets left
 * out: the unused sessions of packs whose last day fell in the range and has passed ('Vencidas'),
 * and those of packs valid at the range's end, or today if sooner ('Saldo pendiente'). A session
 * is worth what its pack sold for over its sessions (a pack discounted is owed at its discount).
 */
export async function resumenDePaquetes(
  db: Db,
  { desde, hasta }: { desde: string; hasta: string },
  hoy: string,
): Promise<{ vencidas: number; pendiente: number }> {
  const corte = hasta < hoy ? hasta : hoy;
  const sesionHasta = (fecha: string | null) =>
    sql<number>`coalesce(sum(case when ${fecha === null ? sql`1 = 1` : sql`p.fecha <= ${fecha}`}
      then ${sesion} else 0 end), 0)`;
  const rows = await db
    .selectFrom('paquetes_cliente as pc')
    .innerJoin('ventas as v', 'v.id', 'pc.id_venta')
    .innerJoin('ventas_lineas as l', 'l.id', 'pc.id_linea')
    .leftJoin('pagos as p', 'p.id_paquete_cliente', 'pc.id')
    .where('v.anulada_at', 'is', null)
    .where('pc.anulado_at', 'is', null)
    .where('v.fecha', '<=', hasta)
    .groupBy(['pc.id', 'pc.sesiones', 'pc.vence', 'v.fecha', 'l.total_cents'])
    .select(['pc.id', 'pc.sesiones', 'pc.vence', 'v.fecha', 'l.total_cents'])
    .select([sesionHasta(corte).as('usadas_al_corte'), sesionHasta(null).as('usadas')])
    .execute();
  let vencidas = 0;
  let pendiente = 0;
  for (const r of rows) {
    const sesiones = num(r.sesiones);
    if (sesiones === 0) continue;
    const valor = (quedan: number) => Math.round((num(r.total_cents) * Math.max(quedan, 0)) / sesiones);
    if (r.vence >= desde && r.vence <= hasta && r.vence < hoy) vencidas += valor(sesiones - num(r.usadas));
    if (r.fecha <= corte && r.vence >= corte) pendiente += valor(sesiones - num(r.usadas_al_corte));
  }
  return { vencidas, pendiente };
}
