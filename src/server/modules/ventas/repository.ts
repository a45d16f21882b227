import { sql } from 'kysely';
import { formatFechaCorta } from '#shared/domain/dates.ts';
import { liberaHorario } from '#shared/domain/asistencia.ts';
import { toCents } from '#shared/domain/money.ts';
import { numeroDeTicket } from '#shared/domain/ticket.ts';
import { MEDIO_PAGO_INICIAL, pagadoCents, type MedioPago } from '#shared/domain/pagos.ts';
import type { Turno } from '#shared/schemas/turno.ts';
import { ventasMessages } from '#shared/schemas/venta.ts';
import { isPostgres, type Db } from '#server/db/dialect.ts';
import { HttpError } from '#server/http/errors.ts';
import { type Reloj, ahoraEn, instante } from '#server/reloj.ts';
import { actualizarComisiones, refijarComision } from './comisiones.ts';
import { num } from './dinero.ts';
import { lineaConSesion } from './paquetes.ts';

/*
 * The sales ledger's writes (decision 036): the only module that writes `ventas`,
 * `ventas_lineas` and `pagos`. A booking's payments go to the booking's sale (one line per
 * booking), found or opened in the booking write's own transaction.
 */

/** Held while a sale takes its number on PostgreSQL (SQLite writes one at a time anyway). */
const NUMERACION_LOCK = 360_017;

/** The next ticket number, consecutive per centre: one sale at a time takes it until its transaction ends. */
export async function siguienteNumero(trx: Db): Promise<number> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${NUMERACION_LOCK})`.execute(trx);
  const row = await trx
    .selectFrom('ventas')
    .select(sql<number>`coalesce(max(numero), 0)`.as('n'))
    .executeTakeFirstOrThrow();
  return num(row.n) + 1;
}

/** What a booking's line bills: its price, nothing once cancelled, missed or deleted. */
function facturadoDe(t: Turno | null): number {
  return t === null || liberaHorario(t.asistencia) ? 0 : toCents(t.costo);
}

/** A sale's total: what its lines bill (discounts arrive with the ticket). */
async function recalcularTotal(trx: Db, idVenta: number, now: string): Promise<void> {
  await trx
    .updateTable('ventas')
    .set({
      total_cents: sql<number>`(select coalesce(sum(l.total_cents), 0) from ventas_lineas l where l.id_venta = ventas.id)`,
      updated_at: now,
    })
    .where('id', '=', idVenta)
    .execute();
}

/** What a booking write changed about its money (the appointment as it was and as it is). */
export interface CambioDeTurno {
  before: Turno | null;
  after: Turno | null;
  medio: MedioPago | undefined;
}

/**
 * Issue 19: a change of what was paid on an appointment is a payment entry (negative when money
 * went back), in the write's own transaction, so the entries of an appointment always add up to
 * what it has paid. Nothing is written when the amount paid did not change (a move, an
 * attendance mark, a change of state that pays the same), unless the method was corrected: the
 * payment then leaves the method it was recorded in and enters the one sent, so each method's
 * cash stays true. A method left out is 'Efectivo' for new money (the spec's calls send none) and
 * the one the appointment had otherwise.
 *
 * Every entry belongs to the booking's sale: the sale whose line charges the booking, opened
 * (numbered, one line) with the booking's first payment. The line follows the booking: its price,
 * what it bills, what it has been paid; the sale its client and day while it charges only it.
 */
export async function registrarPagoDeTurno(db: Db, userId: number, reloj: Reloj, cambio: CambioDeTurno): Promise<void> {
  const antes = cambio.before === null ? 0 : pagadoCents(cambio.before);
  const despues = cambio.after === null ? 0 : pagadoCents(cambio.after);
  const turno = cambio.after ?? cambio.before;
  if (turno === null) return;
  const medioAnterior = cambio.before?.medioPago ?? MEDIO_PAGO_INICIAL;
  const entradas: { monto: number; medio: string }[] = [];
  if (despues !== antes) {
    entradas.push({
      monto: despues - antes,
      medio: cambio.medio ?? (despues < antes ? medioAnterior : MEDIO_PAGO_INICIAL),
    });
  } else if (despues !== 0 && cambio.medio !== undefined && cambio.medio !== medioAnterior) {
    entradas.push({ monto: -antes, medio: medioAnterior }, { monto: despues, medio: cambio.medio });
  }
  const now = instante(reloj);
  let linea = await db
    .selectFrom('ventas_lineas')
    .select(['id', 'id_venta', 'precio_cents', 'total_cents', 'id_servicio', 'id_empleado'])
    .where('id_turno', '=', turno.id)
    .executeTakeFirst();
  if (linea === undefined && entradas.length === 0) return;
  // Money a gift card paid is not given back by the booking's form in another method, where Caja
  // would show cash leaving that never came in: annulling its ticket gives it back to the card.
  if (linea !== undefined && entradas.some((e) => e.monto < 0)) {
    const conGiftcard = await db
      .selectFrom('pagos')
      .select('id')
      .where('id_venta', '=', linea.id_venta)
      .where('id_giftcard', 'is not', null)
      .executeTakeFirst();
    if (conGiftcard !== undefined) {
      throw new HttpError(409, ventasMessages.pagadoConGiftcard, { code: 'turno_pagado_con_giftcard' });
    }
    // Nor is money a ticket of several lines took: its payments filled the lines in order, in
    // whatever methods the visit paid, and the booking's form knows only the last method. Cash
    // would leave Caja as 'Débito', on a day maybe closed. Annulling the ticket reverses each
    // payment in its own method.
    const otra = await db
      .selectFrom('ventas_lineas as l')
      .innerJoin('ventas as v', 'v.id', 'l.id_venta')
      .select('v.numero')
      .where('l.id_venta', '=', linea.id_venta)
      .where('l.id', '!=', linea.id)
      .executeTakeFirst();
    if (otra !== undefined) {
      throw new HttpError(409, ventasMessages.cobradoEnTicket(numeroDeTicket(otra.numero)), {
        code: 'turno_cobrado_en_ticket',
      });
    }
  }
  // A booking a pack's session paid keeps what it bills and what was paid on it (a session pays
  // its line whole): a new price, a payment, 'No vino' or 'Canceló' go through annulling its
  // ticket, which gives the session back. Its day, time, professional or 'Asistió' change freely.
  if (
    linea !== undefined &&
    (entradas.length > 0 || Number(linea.total_cents) !== facturadoDe(cambio.after)) &&
    (await lineaConSesion(db, linea.id))
  ) {
    throw new HttpError(409, ventasMessages.pagadoConPaquete, { code: 'turno_pagado_con_paquete' });
  }
  if (linea === undefined) {
    const venta = await db
      .insertInto('ventas')
      .values({
        numero: await siguienteNumero(db),
        id_cliente: turno.idCliente,
        fecha: turno.fecha,
        total_cents: 0,
        id_usuario: userId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    linea = await db
      .insertInto('ventas_lineas')
      .values({
        id_venta: venta.id,
        orden: 1,
        tipo: 'servicio',
        id_turno: turno.id,
        id_servicio: turno.idServicio,
        id_empleado: turno.idEmpleado,
        descripcion: turno.servicioNombre,
        cantidad: 1,
        precio_cents: toCents(turno.costo),
        total_cents: facturadoDe(cambio.after),
        pagado_cents: 0,
      })
      .returning(['id', 'id_venta', 'precio_cents', 'total_cents', 'id_servicio', 'id_empleado'])
      .executeTakeFirstOrThrow();
  }
  const pagado = entradas.reduce((s, e) => s + e.monto, 0);
  const total = facturadoDe(cambio.after);
  const { before, after } = cambio;
  // A booking saved again at the price its ticket wrote (its attendance marked, moved) keeps its
  // line as the ticket set it: the list price and the discounts. A price typed anew is the
  // line's list price from then on, with no discount of its own.
  const precioNuevo = before === null || after === null || before.costo !== after.costo;
  const precio = precioNuevo ? toCents(turno.costo) : Number(linea.precio_cents);
  const igual =
    after === null ||
    (before !== null &&
      before.idCliente === after.idCliente &&
      before.fecha === after.fecha &&
      before.idServicio === after.idServicio &&
      before.idEmpleado === after.idEmpleado);
  if (entradas.length === 0 && igual && Number(linea.total_cents) === total && Number(linea.precio_cents) === precio) {
    return;
  }
  if (entradas.length > 0) {
    const { fecha, hora } = ahoraEn(reloj);
    await db
      .insertInto('pagos')
      .values(
        entradas.map((e) => ({
          id_venta: linea.id_venta,
          id_turno: turno.id,
          id_cliente: turno.idCliente,
          fecha,
          hora,
          registrado_at: now,
          monto_cents: e.monto,
          medio_pago: e.medio,
          descripcion: `${turno.servicioNombre} · ${turno.clienteNombre} · turno del ${formatFechaCorta(turno.fecha)} ${turno.hora}`,
          id_usuario: userId,
        })),
      )
      .execute();
  }
  await db
    .updateTable('ventas_lineas')
    .set({
      precio_cents: precio,
      total_cents: total,
      pagado_cents: sql<number>`pagado_cents + ${pagado}`,
      ...(precioNuevo ? { descuento_tipo: null, descuento_valor: null, descuento_motivo: null } : {}),
      // The line follows its booking to another professional or service, and her rules fix it
      // again; a booking only moved in time keeps the line as its ticket set it (the ticket may
      // have named another professional for it).
      ...(after !== null &&
      (before === null || before.idServicio !== after.idServicio || before.idEmpleado !== after.idEmpleado)
        ? { id_servicio: after.idServicio, id_empleado: after.idEmpleado, ...refijarComision() }
        : {}),
    })
    .where('id', '=', linea.id)
    .execute();
  if (cambio.after !== null) {
    // A sale that charges only this booking is the booking's visit: its client and its day.
    await db
      .updateTable('ventas')
      .set({ id_cliente: cambio.after.idCliente, fecha: cambio.after.fecha })
      .where('id', '=', linea.id_venta)
      .where(sql<boolean>`(select count(*) from ventas_lineas l where l.id_venta = ventas.id) = 1`)
      .execute();
  }
  await recalcularTotal(db, linea.id_venta, now);
  await actualizarComisiones(db, [linea.id_venta]);
}
