import { textoDescuento } from '#shared/domain/comprobante.ts';
import { fromCents, toCents } from '#shared/domain/money.ts';
import {
  descuentoCents,
  fueraDelDescuento,
  ORDEN_TIPO,
  repartirPagos,
  totalesDeLineas,
  type Descuento,
  type ProblemaDePago,
} from '#shared/domain/ticket.ts';
import { MEDIO_GIFTCARD, MEDIO_PAQUETE } from '#shared/domain/pagos.ts';
import type { PaqueteCliente } from '#shared/schemas/paquete.ts';
import {
  cobroMessages,
  noPuedeSerNegativo,
  type DescuentoInput,
  type LineaInput,
  type PagoInput,
  type Venta,
} from '#shared/schemas/venta.ts';

/*
 * The ticket's screen before charging: the lines being added, their totals as the server will
 * write them (the same arithmetic, shared/domain/ticket.ts), and what the payments leave.
 */

/** A line added on the screen, not yet on the ticket. */
let claves = 0;
/** A key for a line being added, unique in the page. */
export const claveDeLinea = () => `b${++claves}`;

export interface LineaBorrador {
  key: string;
  tipo: LineaInput['tipo'];
  idTurno?: number;
  idServicio?: number;
  idProducto?: number;
  idEmpleado?: number;
  /** A pack's line: the pack sold. */
  idPaquete?: number;
  descripcion: string;
  /** Who does or gets it, for the eye: the professional. */
  detalle: string;
  cantidad: number;
  /** Unit price in pesos. */
  precio: number;
  /** The line's own discount (never the catalogue's price). */
  descuento?: DescuentoInput;
  /** A gift card's: its recipient and message (its worth is `precio`, or its service's). */
  destinatario?: string;
  mensaje?: string;
}

export interface PagoBorrador {
  key: string;
  medioPago: string;
  monto: number | string;
  /** Cash only: what the client handed. */
  entregado: number | string;
  /** 'Gift card' only: its code as typed or scanned. */
  codigo?: string;
  /** 'Paquete' only: the client's pack whose session pays a line of its service (its amount is that line's). */
  idPaqueteCliente?: number;
}

/** An amount as a field holds it (a number, or text with a decimal comma); NaN when it is none. */
export const pesosEscritos = (v: number | string): number => (typeof v === 'number' ? v : Number(v.replace(',', '.')));

/** An amount as a field holds it, 0 when it is none yet. */
export const pesos = (v: number | string): number => pesosEscritos(v) || 0;

/** A discount as the arithmetic keeps it: hundredths of a percent, or cents. */
export function comoDescuento(d: Pick<DescuentoInput, 'tipo' | 'valor'> | null): Descuento | undefined {
  if (d === null || d.valor <= 0) return undefined;
  return { tipo: d.tipo, valor: d.tipo === '%' ? Math.round(d.valor * 100) : toCents(d.valor) };
}

const clase = (l: { tipo: LineaInput['tipo']; idTurno?: number | null }) =>
  l.idTurno !== undefined && l.idTurno !== null ? 'turno' : l.tipo;

/** A line of the ticket as its screen works it out: what it bills, and whether a session paid it. */
export interface LineaCalculada {
  tipo: LineaInput['tipo'];
  idServicio: number | null;
  total: number;
  conSesion: boolean;
}

/**
 * The ticket's lines with the lines being added, in the ticket's order, each with its total in
 * cents (its discount shared over all), or null when a discount is more than what it is taken from.
 */
export function lineasConBorrador(
  guardadas: Venta['lineas'],
  borrador: readonly LineaBorrador[],
  descuento: Descuento | undefined,
): LineaCalculada[] | null {
  const lineas = [
    ...guardadas.map((l) => ({
      orden: ORDEN_TIPO[clase(l)],
      tipo: l.tipo,
      idServicio: l.idServicio,
      conSesion: l.idPaqueteCliente !== null,
      cantidad: l.cantidad,
      precio: toCents(l.precio),
      descuento: comoDescuento(l.descuento),
      fueraDelDescuento: fueraDelDescuento(l.tipo),
    })),
    ...borrador.map((l) => ({
      orden: ORDEN_TIPO[clase(l)],
      tipo: l.tipo,
      idServicio: l.idServicio ?? null,
      conSesion: false,
      cantidad: l.cantidad,
      precio: toCents(l.precio),
      descuento: comoDescuento(l.descuento ?? null),
      fueraDelDescuento: fueraDelDescuento(l.tipo),
    })),
  ].sort((a, b) => a.orden - b.orden);
  const totales = totalesDeLineas(lineas, descuento);
  if (totales === null) return null;
  return lineas.map((l, i) => ({
    tipo: l.tipo,
    idServicio: l.idServicio,
    total: totales[i] ?? 0,
    conSesion: l.conSesion,
  }));
}

/** The ticket's total in cents with the lines being added, or null when a discount is more. */
export function totalConBorrador(
  guardadas: Venta['lineas'],
  borrador: readonly LineaBorrador[],
  descuento: Descuento | undefined,
): number | null {
  return lineasConBorrador(guardadas, borrador, descuento)?.reduce((s, l) => s + l.total, 0) ?? null;
}

/**
 * The line each 'Paquete' payment pays, as the server chooses it: the first service line of one
 * of the pack's services that no session paid yet; its amount is that line's total ('' when no
 * line is left for it).
 */
export function conSesiones(
  pagos: readonly PagoBorrador[],
  lineas: readonly LineaCalculada[],
  paquetes: readonly PaqueteCliente[],
): PagoBorrador[] {
  const tomadas = new Set<number>();
  lineas.forEach((l, i) => {
    if (l.conSesion) tomadas.add(i);
  });
  return pagos.map((p) => {
    if (p.medioPago !== MEDIO_PAQUETE) return p;
    const paquete = paquetes.find((x) => x.id === p.idPaqueteCliente);
    const i = lineas.findIndex(
      (l, j) =>
        !tomadas.has(j) &&
        l.tipo === 'servicio' &&
        l.total > 0 &&
        l.idServicio !== null &&
        paquete?.idServicios.includes(l.idServicio) === true,
    );
    if (i === -1) return { ...p, monto: '' };
    tomadas.add(i);
    return { ...p, monto: fromCents(lineas[i]?.total ?? 0) };
  });
}

const PROBLEMAS: Record<ProblemaDePago, string> = {
  pago_mayor_al_saldo: cobroMessages.pagoMayor,
  entregado_menor: cobroMessages.entregadoMenor,
  entregado_solo_efectivo: cobroMessages.entregadoSoloEfectivo,
};

/** What the payments typed record against the balance (cents), the change, or why they cannot. */
export function resumenDePagos(
  saldo: number,
  pagos: readonly PagoBorrador[],
): { pagado: number; vuelto: number; queda: number; problema: string | null } {
  // A '-' typed is not left out without a word: the server's own message, and nothing sent.
  const negativo = pagos.find((p) => pesos(p.monto) < 0 || pesos(p.entregado) < 0);
  if (negativo !== undefined) {
    const problema = noPuedeSerNegativo(pesos(negativo.monto) < 0 ? 'El monto' : 'Lo entregado');
    return { pagado: 0, vuelto: 0, queda: saldo, problema };
  }
  // The server takes the sessions first (a session is no money: cash above the rest is change).
  const esSesion = (p: PagoBorrador) => Number(p.medioPago === MEDIO_PAQUETE);
  const enviados = [...pagos]
    .sort((a, b) => esSesion(b) - esSesion(a))
    .filter((p) => pesos(p.monto) > 0)
    .map((p) => ({
      medioPago: p.medioPago,
      monto: toCents(pesos(p.monto)),
      entregado: p.medioPago === 'Efectivo' && pesos(p.entregado) > 0 ? toCents(pesos(p.entregado)) : undefined,
    }));
  const r = repartirPagos(saldo, enviados);
  if ('problema' in r) return { pagado: 0, vuelto: 0, queda: saldo, problema: PROBLEMAS[r.problema] };
  const pagado = r.entradas.reduce((s, e) => s + e.cents, 0);
  return { pagado, vuelto: r.vuelto, queda: saldo - pagado, problema: null };
}

/**
 * The payments as the API takes them: amounts in pesos, what cash handed only when typed; a
 * session, only its pack (it pays its line whole: the server works out the amount).
 */
export function pagosAEnviar(pagos: readonly PagoBorrador[]): PagoInput[] {
  return pagos
    .filter((p) => pesos(p.monto) > 0)
    .map((p) =>
      p.medioPago === MEDIO_PAQUETE
        ? {
            medioPago: MEDIO_PAQUETE,
            ...(p.idPaqueteCliente === undefined ? {} : { idPaqueteCliente: p.idPaqueteCliente }),
          }
        : {
            medioPago: p.medioPago as PagoInput['medioPago'],
            monto: pesos(p.monto),
            ...(p.medioPago === 'Efectivo' && pesos(p.entregado) > 0 ? { entregado: pesos(p.entregado) } : {}),
            ...(p.medioPago === MEDIO_GIFTCARD ? { codigo: p.codigo ?? '' } : {}),
          },
    );
}

/** A line being added as the API takes it (a gift card: its worth, or its service, and for whom). */
export function lineaAEnviar(l: LineaBorrador): LineaInput {
  if (l.tipo === 'giftcard') {
    return {
      tipo: 'giftcard',
      ...(l.idServicio === undefined ? { valor: l.precio } : { idServicio: l.idServicio }),
      ...(l.destinatario === undefined || l.destinatario === '' ? {} : { destinatario: l.destinatario }),
      ...(l.mensaje === undefined || l.mensaje === '' ? {} : { mensaje: l.mensaje }),
    };
  }
  return {
    tipo: l.tipo,
    ...(l.idTurno === undefined ? {} : { idTurno: l.idTurno }),
    ...(l.idServicio === undefined ? {} : { idServicio: l.idServicio }),
    ...(l.idProducto === undefined ? {} : { idProducto: l.idProducto }),
    ...(l.idEmpleado === undefined ? {} : { idEmpleado: l.idEmpleado }),
    ...(l.idPaquete === undefined ? {} : { idPaquete: l.idPaquete }),
    cantidad: l.cantidad,
    precio: l.precio,
    ...(l.descuento === undefined || l.descuento.valor <= 0 ? {} : { descuento: l.descuento }),
  };
}

/** What a line being added bills after its own discount, in cents; null when the discount is more. */
export function netoDeBorrador(l: Pick<LineaBorrador, 'cantidad' | 'precio' | 'descuento'>): number | null {
  const bruto = l.cantidad * toCents(l.precio);
  const menos = descuentoCents(bruto, comoDescuento(l.descuento ?? null));
  return menos === null ? null : bruto - menos;
}

export { textoDescuento };

/**
 * What annulling gives back, by method: each method's payments net of what went back already,
 * in the order the methods were first used, the ones that add up to nothing left out.
 */
export function devolucionPorMedio(pagos: readonly Pick<Venta['pagos'][number], 'medioPago' | 'monto'>[]) {
  const porMedio = new Map<string, number>();
  for (const p of pagos) porMedio.set(p.medioPago, (porMedio.get(p.medioPago) ?? 0) + toCents(p.monto));
  return [...porMedio]
    .filter(([, cents]) => cents !== 0)
    .map(([medioPago, cents]) => ({ medioPago, monto: fromCents(cents) }));
}
