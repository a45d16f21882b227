import type { Venta } from '#shared/schemas/venta.ts';
import { formatFecha, formatInstante } from './dates.ts';
import { formatMoney, fromCents, toCents } from './money.ts';
import { numeroDeTicket } from './ticket.ts';

/*
 * A ticket's receipt, in one shape for every way it leaves the desk: the printed page (A4 or
 * 80 mm paper), the PDF and the WhatsApp text. It is not a fiscal invoice and says so.
 */

export const LEYENDA_COMPROBANTE = 'Comprobante no válido como factura';

export interface Renglon {
  descripcion: string;
  /** Units at unit price, and the line's own discount (taken off in the totals); blank when none. */
  detalle: string;
  importe: string;
}

export interface Comprobante {
  centro: string;
  direccion: string;
  titulo: string;
  fecha: string;
  cliente: string | null;
  renglones: Renglon[];
  /** Subtotal, discounts (when any), total, paid and balance, as label and amount. */
  totales: { etiqueta: string; importe: string; fuerte?: boolean }[];
  /** Each payment; `detalle` says what cash handed and the change ('Vuelto'), blank when none. */
  pagos: { fecha: string; medio: string; importe: string; detalle: string }[];
  /** Why and when it was annulled, or null. */
  anulado: string | null;
  leyenda: string;
}

/** 'Entregado $ 10.000,00 · Vuelto $ 500,00': what cash handed above a payment, and the change. */
export function entregadoYVuelto(p: Pick<Venta['pagos'][number], 'monto' | 'entregado'>): string {
  if (p.entregado === null || p.entregado <= p.monto) return '';
  return `Entregado ${formatMoney(p.entregado)} · Vuelto ${formatMoney(fromCents(toCents(p.entregado) - toCents(p.monto)))}`;
}

/** The methods a ticket was paid with, each once, in the order they came (money given back left out). */
export function mediosDeVenta(v: Pick<Venta, 'pagos'>): string {
  return [...new Set(v.pagos.filter((p) => p.monto > 0).map((p) => p.medioPago))].join(', ');
}

/** 'Descuento 10 % (Clienta frecuente)': a discount as the ticket and its receipt say it. */
export function textoDescuento(d: { tipo: '%' | '$'; valor: number; motivo?: string | null }): string {
  const cuanto = d.tipo === '%' ? `${String(d.valor).replace('.', ',')} %` : formatMoney(d.valor);
  return `Descuento ${cuanto}${d.motivo ? ` (${d.motivo})` : ''}`;
}

function sinPropinas(venta: Venta): string {
  const propinas = venta.lineas.filter((l) => l.tipo === 'propina').length;
  return propinas === 0 ? '' : propinas === 1 ? ', sin la propina' : ', sin las propinas';
}

/** The receipt of a ticket as the centre hands it over. */
export function comprobante(
  venta: Venta,
  centro: { nombre: string; direccion: string; timeZone: string },
): Comprobante {
  // At the list price: the discounts are taken off below, all together, so the lines add up to
  // the subtotal. A booking cancelled or missed bills nothing: it is no discount.
  const bruto = (l: Venta['lineas'][number]) => (l.sinCargo === null ? l.cantidad * toCents(l.precio) : 0);
  const renglones = venta.lineas.map((l) => ({
    descripcion: l.descripcion,
    detalle: [
      // Who did a service (a tip names her in its description).
      l.tipo === 'servicio' ? (l.empleado ?? '') : '',
      l.cantidad === 1 ? '' : `${l.cantidad} × ${formatMoney(l.precio)}`,
      l.sinCargo === null ? '' : `Sin cargo (${l.sinCargo})`,
      l.descuento === null || l.sinCargo !== null ? '' : textoDescuento(l.descuento),
    ]
      .filter(Boolean)
      .join(' · '),
    importe: formatMoney(fromCents(bruto(l))),
  }));
  const subtotal = venta.lineas.reduce((s, l) => s + bruto(l), 0);
  const descuentos = subtotal - toCents(venta.total);
  const totales: Comprobante['totales'] = [];
  if (descuentos !== 0) {
    totales.push({ etiqueta: 'Subtotal', importe: formatMoney(fromCents(subtotal)) });
    totales.push({
      // The ticket's own discount says what it was, and that a percentage leaves the tips out
      // (they are the professional's), or the client works out 10 % of a subtotal that has them;
      // with its lines' as well, they go together (each line says its own).
      etiqueta:
        venta.descuento !== null && venta.lineas.every((l) => l.descuento === null)
          ? `${textoDescuento(venta.descuento)}${venta.descuento.tipo === '%' ? sinPropinas(venta) : ''}`
          : 'Descuentos',
      importe: `− ${formatMoney(fromCents(descuentos))}`,
    });
  }
  totales.push({ etiqueta: 'Total', importe: formatMoney(venta.total), fuerte: true });
  totales.push({ etiqueta: 'Pagado', importe: formatMoney(venta.pagado) });
  totales.push({ etiqueta: 'Saldo', importe: formatMoney(venta.saldo), fuerte: venta.saldo > 0 });
  return {
    centro: centro.nombre,
    direccion: centro.direccion,
    titulo: numeroDeTicket(venta.numero),
    fecha: formatFecha(venta.fecha),
    cliente: venta.cliente?.nombre ?? null,
    renglones,
    totales,
    pagos: venta.pagos.map((p) => ({
      fecha: `${formatFecha(p.fecha)} ${p.hora}`,
      medio: p.monto < 0 ? `${p.medioPago} (devolución)` : p.medioPago,
      importe: formatMoney(p.monto),
      detalle: entregadoYVuelto(p),
    })),
    anulado:
      venta.anulada === null
        ? null
        : `Anulado el ${formatInstante(venta.anulada.at, centro.timeZone)}: ${venta.anulada.motivo}`,
    leyenda: LEYENDA_COMPROBANTE,
  };
}

/** The receipt as a WhatsApp message: WhatsApp's *bold*, one line per item. */
export function comprobanteTexto(c: Comprobante): string {
  const partes = [
    `*${c.centro}*`,
    `${c.titulo} · ${c.fecha}`,
    ...(c.cliente === null ? [] : [c.cliente]),
    '',
    ...c.renglones.map((r) => `${r.descripcion}${r.detalle === '' ? '' : ` · ${r.detalle}`}: ${r.importe}`),
    '',
    ...c.totales.map((t) => (t.fuerte === true ? `*${t.etiqueta}: ${t.importe}*` : `${t.etiqueta}: ${t.importe}`)),
    ...(c.pagos.length === 0
      ? []
      : [
          '',
          'Pagos:',
          ...c.pagos.map((p) => `${p.fecha} ${p.medio}: ${p.importe}${p.detalle === '' ? '' : ` (${p.detalle})`}`),
        ]),
    ...(c.anulado === null ? [] : ['', c.anulado]),
    '',
    `${c.leyenda}.`,
  ];
  return partes.join('\n');
}

/** The wa.me link with the receipt written: to the client's number, or to choose the chat when there is none. */
export function comprobanteLink(numero: string | null, c: Comprobante): string {
  return `https://wa.me/${numero ?? ''}?text=${encodeURIComponent(comprobanteTexto(c))}`;
}
