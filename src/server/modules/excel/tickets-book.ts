import type { Workbook } from 'exceljs';
import { mediosDeVenta } from '#shared/domain/comprobante.ts';
import { numeroDeTicket } from '#shared/domain/ticket.ts';
import type { Venta } from '#shared/schemas/venta.ts';
import { addSheet, type Column } from './sheet.ts';

/** The range's ticket figures, as the history shows them beside the spec's totals. */
export interface TicketsDelRango {
  ventas: readonly Venta[];
  resumen: { productos: number; descuentos: number; propinas: number };
  /** The range's gift cards (decision 044), as the history shows them. */
  giftcards?: { vendidas: number; canjeadas: number; vencidas: number; saldoPendiente: number };
}

const TICKETS_COLUMNS: Column[] = [
  { header: 'Ticket', kind: 'texto' },
  { header: 'Fecha', kind: 'fecha' },
  { header: 'Cliente', kind: 'texto' },
  { header: 'Total', kind: 'dinero' },
  { header: 'Pagado', kind: 'dinero' },
  { header: 'Saldo', kind: 'dinero' },
  { header: 'Medios de pago', kind: 'texto' },
  { header: 'Anulado', kind: 'texto' },
];

const PRODUCTOS_COLUMNS: Column[] = [
  { header: 'Fecha', kind: 'fecha' },
  { header: 'Ticket', kind: 'texto' },
  { header: 'Cliente', kind: 'texto' },
  { header: 'Producto', kind: 'texto' },
  // A whole number, as minutes are written.
  { header: 'Cantidad', kind: 'minutos' },
  { header: 'Precio', kind: 'dinero' },
  { header: 'Total', kind: 'dinero' },
];

/**
 * The history's tickets: one row per ticket of the range (an annulled one says so and owes
 * nothing), and the products sold on those not annulled, each at what it billed after discounts
 * ('Total' adds up to 'Ventas de productos').
 */
export function agregarTickets(workbook: Workbook, { ventas }: TicketsDelRango): void {
  addSheet(
    workbook,
    'Tickets',
    TICKETS_COLUMNS,
    ventas.map((v) => [
      numeroDeTicket(v.numero),
      v.fecha,
      v.cliente?.nombre ?? '',
      v.total,
      v.pagado,
      v.saldo,
      mediosDeVenta(v),
      v.anulada === null ? '' : v.anulada.motivo,
    ]),
  );
  addSheet(
    workbook,
    'Productos vendidos',
    PRODUCTOS_COLUMNS,
    ventas
      .filter((v) => v.anulada === null)
      .flatMap((v) =>
        v.lineas
          .filter((l) => l.tipo === 'producto')
          .map((l) => [
            v.fecha,
            numeroDeTicket(v.numero),
            v.cliente?.nombre ?? '',
            l.descripcion,
            l.cantidad,
            l.precio,
            l.total,
          ]),
      ),
  );
}

/** The three ticket figures and the four gift card ones, below the spec's five totals with their own names. */
export function totalesDeTickets({ resumen, giftcards }: TicketsDelRango): [string, number][] {
  return [
    ['Ventas de productos', resumen.productos],
    ['Descuentos', resumen.descuentos],
    ['Propinas', resumen.propinas],
    ...(giftcards === undefined
      ? []
      : ([
          ['Gift cards vendidas', giftcards.vendidas],
          ['Canjeadas', giftcards.canjeadas],
          ['Vencidas', giftcards.vencidas],
          ['Saldo pendiente', giftcards.saldoPendiente],
        ] as [string, number][])),
  ];
}
