import { liberaHorario } from './asistencia.ts';
import { fromCents, percentOfCents, toCents } from './money.ts';
import { compareText } from './text.ts';

/**
 * The money of the employee summary and the reports (spec section 9), computed in cents and
 * answered as amounts with two decimals. A missing amount paid counts as 0.
 *
 * A cancelled or missed appointment ('Canceló', 'No vino': issue 18) bills nothing and owes
 * nothing; what was paid on it still counts as paid (a kept deposit). Every other appointment
 * follows the spec's formulas exactly.
 */

export interface Cobro {
  costo: number;
  estado: string;
  montoAbonado: number | null;
  /** Missing counts as 'Pendiente'. */
  asistencia?: string;
}

/** "Facturado": the price, except for a cancelled or missed appointment. */
const billedCents = (t: Cobro) => (liberaHorario(t.asistencia) ? 0 : toCents(t.costo));

const paid = (t: Cobro) => toCents(t.montoAbonado ?? 0);

// ---- Employee weekly summary --------------------------------------------------------------

/** Summary "Abonado": the whole price when 'Pagado', otherwise the amount paid. */
export function abonadoResumen(t: Cobro): number {
  return fromCents(t.estado === 'Pagado' ? toCents(t.costo) : paid(t));
}

/** Summary "Deuda": price minus amount paid for 'Pago parcial' and 'Debe'; nothing otherwise. */
export function deudaResumen(t: Cobro): number {
  if (liberaHorario(t.asistencia)) return 0;
  return fromCents(t.estado === 'Pago parcial' || t.estado === 'Debe' ? toCents(t.costo) - paid(t) : 0);
}

export interface TotalesResumen {
  turnos: number;
  facturado: number;
  abonado: number;
  deuda: number;
  /** The employee's share: total paid × profit percentage / 100, half up to the cent. */
  ganancia: number;
}

export const TOTALES_RESUMEN_CERO: TotalesResumen = { turnos: 0, facturado: 0, abonado: 0, deuda: 0, ganancia: 0 };

export function totalesResumen(rows: readonly Cobro[], porcentajeGanancia: number): TotalesResumen {
  let facturado = 0;
  let abonado = 0;
  let deuda = 0;
  for (const t of rows) {
    facturado += billedCents(t);
    abonado += toCents(abonadoResumen(t));
    deuda += toCents(deudaResumen(t));
  }
  return {
    turnos: rows.length,
    facturado: fromCents(facturado),
    abonado: fromCents(abonado),
    deuda: fromCents(deuda),
    ganancia: fromCents(percentOfCents(abonado, porcentajeGanancia)),
  };
}

// ---- History and reports ------------------------------------------------------------------

/** Reports compare the state to 'pagado' without regard to case. */
export function esPagado(estado: string): boolean {
  return estado.trim().toLowerCase() === 'pagado';
}

/** Reports "Pagado": the whole price when paid, otherwise the amount paid. */
export function pagadoReporte(t: Cobro): number {
  return fromCents(esPagado(t.estado) ? toCents(t.costo) : paid(t));
}

/** Reports "Deuda": nothing when paid, otherwise price minus amount paid. */
export function deudaReporte(t: Cobro): number {
  if (liberaHorario(t.asistencia)) return 0;
  return fromCents(esPagado(t.estado) ? 0 : toCents(t.costo) - paid(t));
}

export interface TotalesReporte {
  facturado: number;
  abonado: number;
  deuda: number;
  gastos: number;
  /** Paid minus expenses; may be negative (the Balance chart alone shows it as 0). */
  neta: number;
}

export function totalesReporte(turnos: readonly Cobro[], gastos: readonly { monto: number }[]): TotalesReporte {
  let facturado = 0;
  let abonado = 0;
  let deuda = 0;
  for (const t of turnos) {
    facturado += billedCents(t);
    abonado += toCents(pagadoReporte(t));
    deuda += toCents(deudaReporte(t));
  }
  const gastado = gastos.reduce((sum, g) => sum + toCents(g.monto), 0);
  return {
    facturado: fromCents(facturado),
    abonado: fromCents(abonado),
    deuda: fromCents(deuda),
    gastos: fromCents(gastado),
    neta: fromCents(abonado - gastado),
  };
}

export const SERVICIO_DESCONOCIDO = 'Desconocido';

/**
 * The most performed services: at most `limit` entries by count, descending; ties in alphabetical
 * order, so the list does not change from one load to the next. A missing name is 'Desconocido'.
 */
export function topServicios(
  turnos: readonly { servicioNombre?: string | null }[],
  limit = 5,
): { nombre: string; veces: number }[] {
  return topDeConteos(
    turnos.map((t) => ({ nombre: t.servicioNombre, veces: 1 })),
    limit,
  );
}

/**
 * `topServicios` from counts already made (the database counts a range's appointments by service,
 * issue 19): entries of the same name, after trimming, are added together first, as two services
 * that read the same are one line of the list.
 */
export function topDeConteos(
  conteos: readonly { nombre?: string | null; veces: number }[],
  limit = 5,
): { nombre: string; veces: number }[] {
  const counts = new Map<string, number>();
  for (const c of conteos) {
    const nombre = c.nombre?.trim() ? c.nombre.trim() : SERVICIO_DESCONOCIDO;
    counts.set(nombre, (counts.get(nombre) ?? 0) + c.veces);
  }
  return [...counts]
    .map(([nombre, veces]) => ({ nombre, veces }))
    .sort((a, b) => b.veces - a.veces || compareText(a.nombre, b.nombre))
    .slice(0, limit);
}
