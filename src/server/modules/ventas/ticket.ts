import { formatMoney, toCents } from '#shared/domain/money.ts';
import { nombreCompleto, servicioLabel } from '#shared/domain/names.ts';
import {
  cobroMessages,
  ventasMessages,
  type DescuentoInput,
  type LineaInput,
  type PagoInput,
} from '#shared/schemas/venta.ts';
import { isPostgres, type Db } from '#server/db/dialect.ts';
import { HttpError } from '#server/http/errors.ts';
import { type GiftcardNueva, venderGiftcards } from '#server/modules/giftcards/repository.ts';
import { paqueteParaVender, venderPaquetes } from '#server/modules/paquetes/repository.ts';
import { bloquearProductos, productoParaTicket, registrarVentaStock } from '#server/modules/productos/movimientos.ts';
import type { Reloj } from '#server/reloj.ts';
import {
  fueraDelDescuento,
  ORDEN_TIPO,
  repartirPagos,
  totalesDeLineas,
  type Descuento,
} from '#shared/domain/ticket.ts';
import { num } from './dinero.ts';

/*
 * A ticket as sent, made into what is written (decision 036): each line checked against the
 * client's bookings and the catalogue with its defaults, the totals after discounts, what each
 * payment records and the change.
 */

export const bad = (message: string, code: string) => new HttpError(400, message, { code });
export { ORDEN_TIPO };

/**
 * A sale about to take lines or payments, locked until the caller's transaction ends (on
 * PostgreSQL; SQLite writes one at a time): 404 when there is none, 400 when it was voided.
 */
export async function ventaAbierta(trx: Db, id: number) {
  let query = trx
    .selectFrom('ventas')
    .select(['id', 'numero', 'id_cliente', 'anulada_at', 'descuento_tipo', 'descuento_valor'])
    .where('id', '=', id);
  if (isPostgres(trx)) query = query.forUpdate();
  const v = await query.executeTakeFirst();
  if (v === undefined) throw new HttpError(404, ventasMessages.noEncontrada, { code: 'venta_no_encontrada' });
  if (v.anulada_at !== null) throw bad(cobroMessages.anulada, 'venta_anulada');
  return v;
}

export function descuentoGuardado(d: DescuentoInput | undefined): Descuento | undefined {
  if (d === undefined) return undefined;
  return { tipo: d.tipo, valor: d.tipo === '%' ? Math.round(d.valor * 100) : toCents(d.valor) };
}

export interface LineaNueva {
  clase: keyof typeof ORDEN_TIPO;
  tipo: LineaInput['tipo'];
  idTurno: number | null;
  idServicio: number | null;
  idProducto: number | null;
  idEmpleado: number | null;
  descripcion: string;
  cantidad: number;
  precio: number;
  descuento: Descuento | undefined;
  motivo: string | null;
  total: number;
  /** A gift card line's card, written with the line (decision 044). */
  giftcard: GiftcardNueva | null;
  /** A pack line's pack, sold to the client with the line (decision 046). */
  idPaquete: number | null;
}

/**
 * On PostgreSQL, the bookings and products a ticket's new lines name, locked first and in id
 * order: two tickets naming the same two in opposite orders each held one and waited for the
 * other (a deadlock, answered 500). Each line then finds its row already locked.
 */
export async function bloquearLineas(trx: Db, lineas: readonly LineaInput[]): Promise<void> {
  if (!isPostgres(trx)) return;
  const turnos = [...new Set(lineas.flatMap((l) => (l.idTurno === undefined ? [] : [l.idTurno])))].sort(
    (a, b) => a - b,
  );
  if (turnos.length > 0) {
    await trx.selectFrom('turnos').select('id').where('id', 'in', turnos).orderBy('id').forUpdate().execute();
  }
  await bloquearProductos(
    trx,
    lineas.flatMap((l) => (l.tipo === 'producto' && l.idProducto !== undefined ? [l.idProducto] : [])),
  );
}

/** A line as sent, checked against the client's bookings and the catalogue, with its defaults. */
export async function resolverLinea(trx: Db, idCliente: number, l: LineaInput): Promise<LineaNueva> {
  const base = {
    tipo: l.tipo,
    cantidad: l.cantidad ?? 1,
    descuento: descuentoGuardado(l.descuento),
    motivo: l.descuento?.motivo ?? null,
    total: 0,
    giftcard: null,
    idPaquete: null,
  };
  const empleado = async (id: number | undefined) => {
    if (id === undefined) return null;
    const e = await trx
      .selectFrom('empleados')
      .select(['id', 'nombre', 'apellido'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (e === undefined) throw bad(cobroMessages.empleadoNoEncontrado, 'empleado_no_encontrado');
    return e;
  };
  if (l.tipo === 'giftcard') return lineaDeGiftcard(trx, l, base);
  if (l.tipo === 'paquete') {
    if (l.idPaquete === undefined) throw bad(cobroMessages.paqueteSinId, 'paquete_no_encontrado');
    const p = await paqueteParaVender(trx, l.idPaquete);
    return {
      ...base,
      clase: 'paquete',
      idTurno: null,
      idServicio: null,
      idProducto: null,
      idEmpleado: null,
      idPaquete: p.id,
      // One pack a line: each sold writes its own sessions.
      cantidad: 1,
      descripcion: `Paquete · ${p.nombre}`,
      precio: l.precio === undefined ? p.precioCents : toCents(l.precio),
    };
  }
  if (l.tipo === 'producto') {
    if (l.idProducto === undefined) throw bad(cobroMessages.productoSinId, 'producto_desconocido');
    const p = await productoParaTicket(trx, l.idProducto);
    const e = await empleado(l.idEmpleado);
    return {
      ...base,
      clase: 'producto',
      idTurno: null,
      idServicio: null,
      idProducto: p.id,
      idEmpleado: e?.id ?? null,
      descripcion: p.marca === null || p.marca === '' ? p.nombre : `${p.nombre} · ${p.marca}`,
      precio: l.precio === undefined ? p.precioCents : toCents(l.precio),
    };
  }
  if (l.tipo === 'propina') {
    const e = await empleado(l.idEmpleado);
    if (e === null) throw bad(cobroMessages.propinaSinProfesional, 'propina_sin_profesional');
    if (l.precio === undefined) throw bad(cobroMessages.lineaSinPrecio, 'linea_sin_precio');
    return {
      ...base,
      clase: 'propina',
      idTurno: null,
      idServicio: null,
      idProducto: null,
      idEmpleado: e.id,
      descripcion: `Propina · ${nombreCompleto(e)}`,
      precio: toCents(l.precio),
    };
  }
  if (l.idTurno !== undefined) {
    let query = trx
      .selectFrom('turnos as t')
      .innerJoin('servicios_base as s', 's.id', 't.id_servicio')
      .select(['t.id', 't.id_cliente', 't.id_servicio', 't.id_empleado', 't.costo_cents', 's.nombre', 's.descripcion'])
      .where('t.id', '=', l.idTurno);
    // Two desks charging the same booking: the second waits here, then finds its line.
    if (isPostgres(trx)) query = query.forUpdate('t');
    const t = await query.executeTakeFirst();
    if (t === undefined) throw bad(cobroMessages.turnoNoEncontrado, 'turno_no_encontrado');
    if (t.id_cliente !== idCliente) throw bad(cobroMessages.turnoDeOtroCliente, 'turno_de_otro_cliente');
    const cobrado = await trx.selectFrom('ventas_lineas').select('id').where('id_turno', '=', t.id).executeTakeFirst();
    if (cobrado !== undefined) throw new HttpError(409, cobroMessages.turnoYaCobrado, { code: 'turno_ya_cobrado' });
    const e = await empleado(l.idEmpleado);
    return {
      ...base,
      clase: 'turno',
      idTurno: t.id,
      idServicio: t.id_servicio,
      idProducto: null,
      idEmpleado: e?.id ?? t.id_empleado,
      descripcion: servicioLabel(t),
      precio: l.precio === undefined ? num(t.costo_cents) : toCents(l.precio),
    };
  }
  if (l.idServicio === undefined) throw bad(cobroMessages.servicioNoEncontrado, 'servicio_no_encontrado');
  const s = await trx
    .selectFrom('servicios_base')
    .select(['id', 'nombre', 'descripcion', 'precio_cents'])
    .where('id', '=', l.idServicio)
    .executeTakeFirst();
  if (s === undefined) throw bad(cobroMessages.servicioNoEncontrado, 'servicio_no_encontrado');
  const e = await empleado(l.idEmpleado);
  return {
    ...base,
    clase: 'servicio',
    idTurno: null,
    idServicio: s.id,
    idProducto: null,
    idEmpleado: e?.id ?? null,
    descripcion: servicioLabel(s),
    precio: l.precio === undefined ? num(s.precio_cents) : toCents(l.precio),
  };
}

/**
 * A gift card sold: for a value in pesos, or for a service at its price today ('Válida para 1
 * Lifting de pestañas'), which the card keeps whatever that price is when it is spent. One card a
 * line, sold for what it is worth: no discount.
 */
async function lineaDeGiftcard(
  trx: Db,
  l: LineaInput,
  base: Omit<LineaNueva, 'clase' | 'idTurno' | 'idServicio' | 'idProducto' | 'idEmpleado' | 'descripcion' | 'precio'>,
): Promise<LineaNueva> {
  if ((l.valor === undefined) === (l.idServicio === undefined) || l.valor === 0) {
    throw bad(cobroMessages.giftcardSinValor, 'giftcard_sin_valor');
  }
  if (l.descuento !== undefined) throw bad(cobroMessages.giftcardSinDescuento, 'giftcard_sin_descuento');
  const card = {
    comprador: l.comprador || null,
    destinatario: l.destinatario || null,
    mensaje: l.mensaje || null,
  };
  const linea = {
    ...base,
    clase: 'giftcard' as const,
    cantidad: 1,
    idTurno: null,
    idServicio: null,
    idProducto: null,
    idEmpleado: null,
  };
  if (l.valor !== undefined) {
    const precio = toCents(l.valor);
    return {
      ...linea,
      descripcion: `Gift card ${formatMoney(l.valor)}`,
      precio,
      giftcard: { ...card, valorCents: precio, idServicio: null },
    };
  }
  const s = await trx
    .selectFrom('servicios_base')
    .select(['id', 'nombre', 'descripcion', 'precio_cents'])
    .where('id', '=', l.idServicio ?? 0)
    .executeTakeFirst();
  if (s === undefined) throw bad(cobroMessages.servicioNoEncontrado, 'servicio_no_encontrado');
  return {
    ...linea,
    descripcion: `Gift card · ${servicioLabel(s)}`,
    precio: num(s.precio_cents),
    giftcard: { ...card, valorCents: null, idServicio: s.id },
  };
}

/**
 * The cards of a ticket's gift card lines just written (`nuevas`, in the ticket's order): each
 * line without its card yet gets the next one.
 */
export async function venderGiftcardsDeLineas(
  trx: Db,
  reloj: Reloj,
  venta: { idVenta: number; idCliente: number | null; cliente: string },
  nuevas: readonly LineaNueva[],
): Promise<void> {
  const cards = nuevas.flatMap((l) => (l.giftcard === null ? [] : [l.giftcard]));
  if (cards.length === 0) return;
  const lineas = await trx
    .selectFrom('ventas_lineas as l')
    .leftJoin('giftcards as g', 'g.id_linea', 'l.id')
    .select('l.id')
    .where('l.id_venta', '=', venta.idVenta)
    .where('l.tipo', '=', 'giftcard')
    .where('g.id', 'is', null)
    .orderBy('l.orden')
    .execute();
  await venderGiftcards(
    trx,
    reloj,
    venta,
    cards.map((card, i) => ({ idLinea: lineas[i]?.id ?? 0, card })),
  );
}

/**
 * The packs a ticket's new pack lines sell (`nuevas`, in the ticket's order): each line without
 * its pack yet gets the next one.
 */
export async function venderPaquetesDeLineas(
  trx: Db,
  reloj: Reloj,
  venta: { idVenta: number; idCliente: number | null },
  nuevas: readonly LineaNueva[],
): Promise<void> {
  const paquetes = nuevas.flatMap((l) => (l.idPaquete === null ? [] : [l.idPaquete]));
  if (paquetes.length === 0) return;
  if (venta.idCliente === null) throw bad(cobroMessages.clienteNoEncontrado, 'cliente_no_encontrado');
  const lineas = await trx
    .selectFrom('ventas_lineas as l')
    .leftJoin('paquetes_cliente as pc', 'pc.id_linea', 'l.id')
    .select('l.id')
    .where('l.id_venta', '=', venta.idVenta)
    .where('l.tipo', '=', 'paquete')
    .where('pc.id', 'is', null)
    .orderBy('l.orden')
    .execute();
  await venderPaquetes(
    trx,
    reloj,
    { idVenta: venta.idVenta, idCliente: venta.idCliente },
    paquetes.map((idPaquete, i) => ({ idLinea: lineas[i]?.id ?? 0, idPaquete })),
  );
}

/** The lines' totals: each after its discount, then its share of the ticket's (tips keep theirs). */
export function calcularTotales(lineas: LineaNueva[], descuento: Descuento | undefined): void {
  const totales = totalesDeLineas(
    lineas.map((l) => ({ ...l, fueraDelDescuento: fueraDelDescuento(l.tipo) })),
    descuento,
  );
  if (totales === null) throw bad(cobroMessages.descuentoMayor, 'descuento_mayor');
  lineas.forEach((l, i) => (l.total = totales[i] ?? 0));
}

const PROBLEMAS_DE_PAGO = {
  pago_mayor_al_saldo: cobroMessages.pagoMayor,
  entregado_menor: cobroMessages.entregadoMenor,
  entregado_solo_efectivo: cobroMessages.entregadoSoloEfectivo,
} as const;

/** An entry about to be written: its method and amount, the gift card it spends, the session it uses. */
export interface Entrada {
  medio: string;
  cents: number;
  idGiftcard: number | null;
  idPaqueteCliente: number | null;
  idLinea: number | null;
  /** What cash handed above it, when more: the change is the difference. */
  entregado: number | null;
}

/** A payment as the ticket's arithmetic reads it: a pack's in the amount of the line it pays. */
export type PagoACobrar = Omit<PagoInput, 'monto'> & { monto: number };

/**
 * What each payment records against the balance and the change (shared/domain/ticket.ts), or a
 * 400; `giftcards` names, for each payment, the card it spends (giftcardsDePagos).
 */
export function registrarPagos(
  saldo: number,
  pagos: readonly PagoACobrar[],
  giftcards: readonly (number | null)[] = [],
  sesiones: readonly ({ idPaqueteCliente: number; idLinea: number } | null)[] = [],
): { entradas: Entrada[]; vuelto: number } {
  const r = repartirPagos(
    saldo,
    pagos.map((p) => ({
      medioPago: p.medioPago,
      monto: toCents(p.monto),
      entregado: p.entregado === undefined ? undefined : toCents(p.entregado),
    })),
  );
  if ('problema' in r) throw bad(PROBLEMAS_DE_PAGO[r.problema], r.problema);
  return {
    entradas: r.entradas.map((e) => ({
      medio: e.medio,
      cents: e.cents,
      idGiftcard: giftcards[e.indice] ?? null,
      idPaqueteCliente: sesiones[e.indice]?.idPaqueteCliente ?? null,
      idLinea: sesiones[e.indice]?.idLinea ?? null,
      entregado: e.entregado ?? null,
    })),
    vuelto: r.vuelto,
  };
}

/** The lines written from `desde` on (their order in the ticket), with what they bill; none paid yet. */
export async function insertarLineas(
  trx: Db,
  idVenta: number,
  lineas: readonly LineaNueva[],
  desde: number,
): Promise<void> {
  if (lineas.length === 0) return;
  await trx
    .insertInto('ventas_lineas')
    .values(
      lineas.map((l, i) => ({
        id_venta: idVenta,
        orden: desde + i,
        tipo: l.tipo,
        id_turno: l.idTurno,
        id_servicio: l.idServicio,
        id_producto: l.idProducto,
        id_empleado: l.idEmpleado,
        descripcion: l.descripcion,
        cantidad: l.cantidad,
        precio_cents: l.precio,
        descuento_tipo: l.descuento?.tipo ?? null,
        descuento_valor: l.descuento?.valor ?? null,
        descuento_motivo: l.motivo,
        total_cents: l.total,
        pagado_cents: 0,
      })),
    )
    .execute();
}

/**
 * The units each product line sells leave the shelf with the sale, in its transaction: more than
 * the stock is the 409 'stock_insuficiente' question unless `confirmar` (decision 037).
 */
export async function venderProductos(
  trx: Db,
  reloj: Reloj,
  venta: { idVenta: number; userId: number; confirmar: boolean },
  lineas: readonly LineaNueva[],
): Promise<void> {
  for (const l of lineas) {
    if (l.idProducto === null) continue;
    await registrarVentaStock(trx, reloj, { ...venta, idProducto: l.idProducto, cantidad: l.cantidad });
  }
}
