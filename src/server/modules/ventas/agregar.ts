import { fromCents, toCents } from '#shared/domain/money.ts';
import { cobroMessages, type LineasNuevasInput, type VentaCobrada } from '#shared/schemas/venta.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import type { Db } from '#server/db/dialect.ts';
import { isUniqueViolation } from '#server/db/unique.ts';
import { HttpError } from '#server/http/errors.ts';
import { type Reloj, instante } from '#server/reloj.ts';
import { aplicarALineas, insertarPagos, pagosDelTicket, ultimoMedio } from './cobrar.ts';
import { num } from './dinero.ts';
import { getVenta, giftcardsVendidas } from './lectura.ts';
import { exigirPaquetesPagados, pagadoPorSesiones } from './paquetes.ts';
import {
  bad,
  calcularTotales,
  descuentoGuardado,
  insertarLineas,
  ORDEN_TIPO,
  bloquearLineas,
  resolverLinea,
  venderGiftcardsDeLineas,
  venderPaquetesDeLineas,
  venderProductos,
  ventaAbierta,
  type LineaNueva,
} from './ticket.ts';

/*
 * A ticket already open takes more lines (decision 036): the product bought after the service,
 * the tip, the visit's other booking, or the booking charged from its own form ('Cobrar' opens
 * that booking's sale instead of refusing it). Its lines are reordered by kind, the ticket's
 * discount is shared again over all of them, and what was paid fills them again in order.
 */

type Guardada = LineaNueva & { id: number };

/** A stored line as the ticket's arithmetic reads it. */
async function lineasGuardadas(trx: Db, idVenta: number): Promise<Guardada[]> {
  const rows = await trx
    .selectFrom('ventas_lineas')
    .selectAll()
    .where('id_venta', '=', idVenta)
    .orderBy('orden')
    .execute();
  return rows.map((l) => ({
    id: l.id,
    clase: l.id_turno !== null ? 'turno' : l.tipo,
    tipo: l.tipo,
    idTurno: l.id_turno,
    idServicio: l.id_servicio,
    idProducto: l.id_producto,
    idEmpleado: l.id_empleado,
    descripcion: l.descripcion,
    cantidad: num(l.cantidad),
    precio: num(l.precio_cents),
    descuento:
      l.descuento_tipo === null || l.descuento_valor === null
        ? undefined
        : { tipo: l.descuento_tipo, valor: num(l.descuento_valor) },
    motivo: l.descuento_motivo,
    total: num(l.total_cents),
    // Its card or pack was written with it: nothing more to sell.
    giftcard: null,
    idPaquete: null,
  }));
}

/** `POST /api/ventas/:id/lineas`: more lines on an open ticket, and payments with them. */
export async function agregarLineas(
  db: Db,
  userId: number,
  reloj: Reloj,
  id: number,
  input: LineasNuevasInput,
): Promise<VentaCobrada> {
  try {
    return await db.transaction().execute(async (trx) => {
      const v = await ventaAbierta(trx, id);
      await bloquearLineas(trx, input.lineas);
      const antes = await getVenta(trx, id);

      // A sale without a client (an import's) takes no booking: none is its client's.
      const nuevas: LineaNueva[] = [];
      for (const l of input.lineas) nuevas.push(await resolverLinea(trx, v.id_cliente ?? 0, l));
      const turnos = nuevas.flatMap((l) => (l.idTurno === null ? [] : [l.idTurno]));
      if (new Set(turnos).size !== turnos.length) {
        throw new HttpError(409, cobroMessages.turnoYaCobrado, { code: 'turno_ya_cobrado' });
      }

      const guardadas = await lineasGuardadas(trx, id);
      // Stable: the lines already there keep their order among those of their kind.
      const todas: (Guardada | LineaNueva)[] = [...guardadas, ...nuevas].sort(
        (a, b) => ORDEN_TIPO[a.clase] - ORDEN_TIPO[b.clase],
      );
      // The ticket's discount as it was, or as sent (null takes it off).
      const descuento =
        input.descuento !== undefined
          ? descuentoGuardado(input.descuento ?? undefined)
          : v.descuento_tipo === null || v.descuento_valor === null
            ? undefined
            : { tipo: v.descuento_tipo, valor: num(v.descuento_valor) };
      calcularTotales(todas, descuento);
      // A session paid its line whole at what the line billed then: a discount shared again must
      // not move that amount onto the other lines.
      const porSesiones = await pagadoPorSesiones(trx, id);
      if (guardadas.some((l) => (porSesiones.get(l.id) ?? 0) > 0 && porSesiones.get(l.id) !== l.total)) {
        throw bad(cobroMessages.lineaConSesion, 'linea_con_sesion');
      }
      const total = todas.reduce((s, l) => s + l.total, 0);
      // Money already taken is never given back by a discount: that is an annulment's.
      if (total < toCents(antes.pagado)) throw bad(cobroMessages.debajoDeLoPagado, 'descuento_debajo_de_lo_pagado');

      // Every line takes its place in the ticket's order, the new ones inserted where their kind goes.
      for (const [i, l] of todas.entries()) {
        if ('id' in l) {
          await trx
            .updateTable('ventas_lineas')
            .set({ orden: i + 1, total_cents: l.total })
            .where('id', '=', l.id)
            .execute();
        } else {
          await insertarLineas(trx, id, [l], i + 1);
        }
      }
      const now = instante(reloj);
      await trx
        .updateTable('ventas')
        .set({
          total_cents: total,
          updated_at: now,
          ...(input.descuento === undefined
            ? {}
            : {
                descuento_tipo: descuento?.tipo ?? null,
                descuento_valor: descuento?.valor ?? null,
                descuento_motivo: input.descuento?.motivo ?? null,
              }),
        })
        .where('id', '=', id)
        .execute();
      await venderProductos(trx, reloj, { idVenta: id, userId, confirmar: input.confirmarStock === true }, nuevas);
      await venderGiftcardsDeLineas(
        trx,
        reloj,
        { idVenta: id, idCliente: v.id_cliente, cliente: antes.cliente?.nombre ?? '' },
        nuevas,
      );
      await venderPaquetesDeLineas(trx, reloj, { idVenta: id, idCliente: v.id_cliente }, nuevas);

      const saldo = Math.max(total - toCents(antes.pagado), 0);
      const { entradas, vuelto, sesiones } = await pagosDelTicket(
        trx,
        reloj,
        { idVenta: id, idCliente: v.id_cliente },
        saldo,
        input.pagos,
      );
      const cliente = antes.cliente?.nombre ?? '';
      await insertarPagos(
        trx,
        userId,
        reloj,
        { id, numero: num(v.numero), idCliente: v.id_cliente, cliente },
        entradas,
      );
      await aplicarALineas(trx, id, ultimoMedio(entradas), now);
      await exigirPaquetesPagados(trx, sesiones);
      const venta = await getVenta(trx, id);
      await recordAudit(trx, { userId, action: 'editar', entity: 'ventas', entityId: id, before: antes, after: venta });
      return { ...venta, vuelto: fromCents(vuelto), giftcards: await giftcardsVendidas(trx, venta) };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, cobroMessages.turnoYaCobrado, { code: 'turno_ya_cobrado' });
    throw err;
  }
}
