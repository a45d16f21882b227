import type { LineaLiquidada, LiquidacionDetalle } from '#shared/schemas/liquidacion.ts';
import type { Comprobante } from './comprobante.ts';
import { formatFecha } from './dates.ts';
import { formatMoney } from './money.ts';
import { ddMM } from './ranges.ts';

/*
 * A professional's settlement as she is handed it: the same printed shape as a ticket's receipt
 * (comprobante.ts), so one drawer makes both PDFs.
 */

export const LEYENDA_LIQUIDACION = 'Liquidación de comisiones, no válida como factura';

/** What a line was: the service, 'Producto: …' or 'Propina', with its units. */
export function conceptoDeLinea(l: Pick<LineaLiquidada, 'tipo' | 'descripcion' | 'cantidad'>): string {
  if (l.tipo === 'propina') return 'Propina';
  const cantidad = l.cantidad > 1 ? ` × ${l.cantidad}` : '';
  return `${l.tipo === 'producto' ? 'Producto: ' : ''}${l.descripcion}${cantidad}`;
}

/** A % as the centre writes it: '40 %', '37,5 %'; a line without one, a dash. */
export function textoPorcentaje(porcentaje: number | null): string {
  return porcentaje === null ? '—' : `${String(porcentaje).replace('.', ',')} %`;
}

export function comprobanteDeLiquidacion(
  l: LiquidacionDetalle,
  centro: { nombre: string; direccion: string },
): Comprobante {
  return {
    centro: centro.nombre,
    direccion: centro.direccion,
    titulo: `Liquidación de ${l.empleado}`,
    fecha: `Del ${formatFecha(l.desde)} al ${formatFecha(l.hasta)}`,
    cliente: null,
    renglones: l.lineas.map((x) => ({
      descripcion: `${ddMM(x.fecha)} ${x.cliente === '' ? '' : `${x.cliente} · `}${conceptoDeLinea(x)}`,
      detalle: x.tipo === 'propina' ? '' : `Cobrado ${formatMoney(x.cobrado)} · ${textoPorcentaje(x.porcentaje)}`,
      importe: formatMoney(x.pagado),
    })),
    totales: [
      { etiqueta: 'Comisión', importe: formatMoney(l.comision) },
      { etiqueta: 'Propinas', importe: formatMoney(l.propinas) },
      ...(l.adelantos === 0 ? [] : [{ etiqueta: 'Adelantos descontados', importe: formatMoney(-l.adelantos) }]),
      { etiqueta: 'Total pagado', importe: formatMoney(l.monto), fuerte: true },
    ],
    pagos: [
      { fecha: `${formatFecha(l.fecha)} ${l.hora}`, medio: l.medioPago, importe: formatMoney(l.monto), detalle: '' },
    ],
    anulado: null,
    leyenda: LEYENDA_LIQUIDACION,
  };
}
