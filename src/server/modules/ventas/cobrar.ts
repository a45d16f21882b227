import { sql } from 'kysely';
import { fromCents, toCents } from '#shared/domain/money.ts';
import { nombreCompleto } from '#shared/domain/names.ts';
import { MEDIO_PAQUETE, MEDIOS_SIN_DINERO } from '#shared/domain/pagos.ts';
import { cobroMessages, type PagoInput, type VentaCobrada, type VentaInput } from '#shared/schemas/venta.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import type { Db } from '#server/db/dialect.ts';
import { isUniqueViolation } from '#server/db/unique.ts';
import { HttpError } from '#server/http/errors.ts';
import { type Reloj, ahoraEn, instante } from '#server/reloj.ts';
import { aplicarPagosConSesiones, numeroDeTicket } from '#shared/domain/ticket.ts';
import { giftcardsDePagos } from '#server/modules/giftcards/repository.ts';
import {
  bad,
  calcularTotales,
  descuentoGuardado,
  ORDEN_TIPO,
  insertarLineas,
  registrarPagos,
  bloquearLineas,
  resolverLinea,
  venderGiftcardsDeLineas,
  venderPaquetesDeLineas,
  venderProductos,
  ventaAbierta,
  type Entrada,
  type LineaNueva,
} from './ticket.ts';
import { actualizarComisiones } from './comisiones.ts';
import { num } from './dinero.ts';
import { getVenta, giftcardsVendidas } from './lectura.ts';
import { exigirPaquetesPagados, pagadoPorSesiones, sesionesDePagos, type Sesion } from './paquetes.ts';
import { siguienteNumero } from './repository.ts';

/*
 * Charging a visit's ticket (decision 036): `POST /api/ventas` and `POST /api/ventas/:id/pagos`.
 * The lines are ordered bookings first, then services, products, tips; a ticket discount is
 * shared among the lines but the tips (they belong to the professionals) in proportion to what
 * each bills after its own discount; payments fill the lines in that order. A booking's line
 * writes the booking's spec fields: its price after discounts as `costo` (the catalogue's price
 * is untouched), and 'Pagado', 'Pago parcial' with its paid share, or 'Debe'.
 */

/**
 * The sale's payments spread over its lines in their order, and each booking's spec fields
 * written from its line: price after discounts, state and paid share, and, when this payment
 * added to what it had, this payment's method.
 */
export async function aplicarALineas(trx: Db, idVenta: number, ultimoMedio: string | null, now: string): Promise<void> {
  const [lineas, suma, porSesiones] = await Promise.all([
    trx
      .selectFrom('ventas_lineas')
      .select(['id', 'id_turno', 'total_cents', 'pagado_cents'])
      .where('id_venta', '=', idVenta)
      .orderBy('orden')
      .execute(),
    trx
      .selectFrom('pagos')
      .select(sql<number>`coalesce(sum(monto_cents), 0)`.as('s'))
      .where('id_venta', '=', idVenta)
      .executeTakeFirstOrThrow(),
    pagadoPorSesiones(trx, idVenta),
  ]);
  const pagados = aplicarPagosConSesiones(
    lineas.map((l) => num(l.total_cents)),
    lineas.map((l) => porSesiones.get(l.id) ?? 0),
    num(suma.s),
  );
  for (const [i, l] of lineas.entries()) {
    const pagado = pagados[i] ?? 0;
    const total = num(l.total_cents);
    await trx.updateTable('ventas_lineas').set({ pagado_cents: pagado }).where('id', '=', l.id).execute();
    if (l.id_turno === null) continue;
    await trx
      .updateTable('turnos')
      .set({
        costo_cents: total,
        estado: pagado >= total ? 'Pagado' : pagado > 0 ? 'Pago parcial' : 'Debe',
        monto_abonado_cents: pagado >= total || pagado === 0 ? null : pagado,
        // The method of the payment that paid it: a booking paid before, or by a session of a
        // pack, keeps its own.
        medio_pago:
          pagado === 0
            ? null
            : pagado > num(l.pagado_cents) && ultimoMedio !== null && !porSesiones.has(l.id)
              ? ultimoMedio
              : sql<string | null>`medio_pago`,
        updated_at: now,
      })
      .where('id', '=', l.id_turno)
      .execute();
  }
  await actualizarComisiones(trx, [idVenta]);
}

/**
 * A ticket's payment entries, dated now: 'Ticket N° … · client' (an annulment's reversal adds
 * '(anulación)' after the number, which an erasure of the client's data keeps). An entry names
 * its booking when it moves a booking's own money back.
 */
export async function insertarPagos(
  trx: Db,
  userId: number,
  reloj: Reloj,
  venta: { id: number; numero: number; idCliente: number | null; cliente: string; anulacion?: boolean },
  entradas: (Pick<Entrada, 'medio' | 'cents'> &
    Partial<Pick<Entrada, 'idGiftcard' | 'idPaqueteCliente' | 'idLinea' | 'entregado'>> & {
      idTurno?: number | null;
    })[],
): Promise<void> {
  if (entradas.length === 0) return;
  const { fecha, hora } = ahoraEn(reloj);
  const numero = `${numeroDeTicket(venta.numero)}${venta.anulacion === true ? ' (anulación)' : ''}`;
  await trx
    .insertInto('pagos')
    .values(
      entradas.map((e) => ({
        id_venta: venta.id,
        id_turno: e.idTurno ?? null,
        id_giftcard: e.idGiftcard ?? null,
        id_paquete_cliente: e.idPaqueteCliente ?? null,
        id_linea: e.idLinea ?? null,
        id_cliente: venta.idCliente,
        fecha,
        hora,
        registrado_at: instante(reloj),
        monto_cents: e.cents,
        medio_pago: e.medio,
        entregado_cents: e.entregado ?? null,
        descripcion: `${numero} · ${venta.cliente}`,
        id_usuario: userId,
      })),
    )
    .execute();
}

export async function nombreCliente(trx: Db, id: number): Promise<string> {
  const c = await trx
    .selectFrom('clientes')
    .select(['nombre', 'apellido'])
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  if (c === undefined) throw bad(cobroMessages.clienteNoEncontrado, 'cliente_no_encontrado');
  return nombreCompleto({ nombre: c.nombre, apellido: c.apellido ?? '' });
}

/**
 * The method a booking paid by these entries records (its spec field, a method money comes in
 * by): the last one's, a gift card's or a pack's leaving the booking's as it was.
 */
export function ultimoMedio(entradas: readonly Entrada[]): string | null {
  return entradas.filter((e) => !MEDIOS_SIN_DINERO.includes(e.medio)).at(-1)?.medio ?? null;
}

/**
 * A ticket's payments checked (their gift cards and packs included, locked) and made into
 * entries against its balance, with the change. A session is no money: it pays its line first,
 * before any cash above the balance is taken as change. Its lines are written already.
 */
export async function pagosDelTicket(
  trx: Db,
  reloj: Reloj,
  venta: { idVenta: number; idCliente: number | null },
  saldo: number,
  pagos: readonly PagoInput[],
): Promise<{ entradas: Entrada[]; vuelto: number; sesiones: (Sesion | null)[] }> {
  const esSesion = (p: PagoInput) => Number(p.medioPago === MEDIO_PAQUETE);
  const enOrden = [...pagos].sort((a, b) => esSesion(b) - esSesion(a));
  const sesiones = await sesionesDePagos(trx, ahoraEn(reloj).fecha, venta, enOrden);
  const aCobrar = enOrden.map((p, i) => {
    const s = sesiones[i];
    return { ...p, monto: s == null ? (p.monto ?? 0) : fromCents(s.cents) };
  });
  const r = registrarPagos(saldo, aCobrar, await giftcardsDePagos(trx, reloj, aCobrar), sesiones);
  return { ...r, sesiones };
}

/** `POST /api/ventas`: the visit's ticket, its lines and its first payments, in one transaction. */
export async function crearVenta(db: Db, userId: number, reloj: Reloj, input: VentaInput): Promise<VentaCobrada> {
  try {
    return await db.transaction().execute(async (trx) => {
      const cliente = await nombreCliente(trx, input.idCliente);
      await bloquearLineas(trx, input.lineas);
      const lineas: LineaNueva[] = [];
      for (const l of input.lineas) lineas.push(await resolverLinea(trx, input.idCliente, l));
      const turnos = lineas.flatMap((l) => (l.idTurno === null ? [] : [l.idTurno]));
      if (new Set(turnos).size !== turnos.length) {
        throw new HttpError(409, cobroMessages.turnoYaCobrado, { code: 'turno_ya_cobrado' });
      }
      lineas.sort((a, b) => ORDEN_TIPO[a.clase] - ORDEN_TIPO[b.clase]);
      const descuento = descuentoGuardado(input.descuento);
      calcularTotales(lineas, descuento);
      const total = lineas.reduce((s, l) => s + l.total, 0);

      const now = instante(reloj);
      const numero = await siguienteNumero(trx);
      const { id } = await trx
        .insertInto('ventas')
        .values({
          numero,
          id_cliente: input.idCliente,
          fecha: input.fecha,
          descuento_tipo: descuento?.tipo ?? null,
          descuento_valor: descuento?.valor ?? null,
          descuento_motivo: input.descuento?.motivo ?? null,
          total_cents: total,
          id_usuario: userId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertarLineas(trx, id, lineas, 1);
      await venderGiftcardsDeLineas(trx, reloj, { idVenta: id, idCliente: input.idCliente, cliente }, lineas);
      await venderPaquetesDeLineas(trx, reloj, { idVenta: id, idCliente: input.idCliente }, lineas);
      await venderProductos(trx, reloj, { idVenta: id, userId, confirmar: input.confirmarStock === true }, lineas);
      const { entradas, vuelto, sesiones } = await pagosDelTicket(
        trx,
        reloj,
        { idVenta: id, idCliente: input.idCliente },
        total,
        input.pagos,
      );
      await insertarPagos(trx, userId, reloj, { id, numero, idCliente: input.idCliente, cliente }, entradas);
      await aplicarALineas(trx, id, ultimoMedio(entradas), now);
      await exigirPaquetesPagados(trx, sesiones);
      const venta = await getVenta(trx, id);
      await recordAudit(trx, { userId, action: 'crear', entity: 'ventas', entityId: id, after: venta });
      return { ...venta, vuelto: fromCents(vuelto), giftcards: await giftcardsVendidas(trx, venta) };
    });
  } catch (err) {
    // The booking's line just taken by another desk (the unique index on the booking).
    if (isUniqueViolation(err)) {
      throw new HttpError(409, cobroMessages.turnoYaCobrado, { code: 'turno_ya_cobrado' });
    }
    throw err;
  }
}

/** `POST /api/ventas/:id/pagos`: a payment of the balance (cash above it is change). */
export async function pagarVenta(
  db: Db,
  userId: number,
  reloj: Reloj,
  id: number,
  pago: PagoInput,
): Promise<VentaCobrada> {
  return db.transaction().execute(async (trx) => {
    const v = await ventaAbierta(trx, id);
    const antes = await getVenta(trx, id);
    const saldo = toCents(antes.saldo);
    if (saldo <= 0) throw bad(cobroMessages.sinSaldo, 'venta_sin_saldo');
    const { entradas, vuelto, sesiones } = await pagosDelTicket(
      trx,
      reloj,
      { idVenta: id, idCliente: v.id_cliente },
      saldo,
      [pago],
    );
    const cliente = antes.cliente?.nombre ?? '';
    await insertarPagos(trx, userId, reloj, { id, numero: num(v.numero), idCliente: v.id_cliente, cliente }, entradas);
    const now = instante(reloj);
    await aplicarALineas(trx, id, ultimoMedio(entradas), now);
    await exigirPaquetesPagados(trx, sesiones);
    await trx.updateTable('ventas').set({ updated_at: now }).where('id', '=', id).execute();
    const venta = await getVenta(trx, id);
    await recordAudit(trx, { userId, action: 'editar', entity: 'ventas', entityId: id, before: antes, after: venta });
    return { ...venta, vuelto: fromCents(vuelto), giftcards: await giftcardsVendidas(trx, venta) };
  });
}
