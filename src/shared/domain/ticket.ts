/*
 * A ticket's arithmetic in cents (decision 036), pure and shared: the server writes with it and
 * the ticket's screen shows the same totals before charging. A discount, a ticket discount
 * shared among lines, payments applied to lines in the ticket's order.
 */

/** A discount as stored: '%' in hundredths of a percent (1000 = 10 %), '$' in cents. */
export interface Descuento {
  tipo: '%' | '$';
  valor: number;
}

/** What a discount takes off an amount (half up for '%'); null when it is more than the amount. */
export function descuentoCents(importe: number, d: Descuento | undefined): number | null {
  if (d === undefined) return 0;
  const cents = d.tipo === '%' ? Math.round((importe * d.valor) / 10_000) : d.valor;
  if ((d.tipo === '%' && d.valor > 10_000) || cents > importe) return null;
  return cents;
}

/**
 * `total` shared among `pesos` in proportion, in whole cents that add up to it: each share's
 * floor, then a cent more to the largest remainders (the first among equals).
 */
export function repartir(total: number, pesos: readonly number[]): number[] {
  const suma = pesos.reduce((s, p) => s + p, 0);
  if (suma === 0) return pesos.map(() => 0);
  const exactas = pesos.map((p) => (total * p) / suma);
  const partes = exactas.map(Math.floor);
  let resto = total - partes.reduce((s, p) => s + p, 0);
  const orden = exactas.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of orden) {
    if (resto <= 0) break;
    partes[i] = (partes[i] ?? 0) + 1;
    resto -= 1;
  }
  return partes;
}

/** What has been paid, applied to the lines' totals in their order: each filled before the next. */
export function aplicarPagos(totales: readonly number[], pagado: number): number[] {
  let resto = pagado;
  return totales.map((total) => {
    const parte = Math.max(Math.min(total, resto), 0);
    resto -= parte;
    return parte;
  });
}

/**
 * What has been paid, applied to the lines' totals: what a pack's session paid for a line itself
 * (`propios`, by line: it pays that line whole) fills it first, the rest fills the lines in order.
 */
export function aplicarPagosConSesiones(
  totales: readonly number[],
  propios: readonly number[],
  pagado: number,
): number[] {
  const suyos = totales.map((t, i) => Math.max(Math.min(t, propios[i] ?? 0), 0));
  const resto = pagado - suyos.reduce((s, p) => s + p, 0);
  const libres = aplicarPagos(
    totales.map((t, i) => t - (suyos[i] ?? 0)),
    resto,
  );
  return totales.map((_, i) => (suyos[i] ?? 0) + (libres[i] ?? 0));
}

/**
 * A line as the arithmetic reads it: units, unit price in cents, its own discount, and whether it
 * takes a share of the ticket's discount (a tip does not: it is the professional's; nor a gift
 * card: it is sold for what it is worth).
 */
export interface LineaACalcular {
  cantidad: number;
  precio: number;
  descuento: Descuento | undefined;
  fueraDelDescuento: boolean;
}

/** Whether a line of this kind stays out of the ticket's discount. */
export const fueraDelDescuento = (tipo: string) => tipo === 'propina' || tipo === 'giftcard';

/**
 * Each line's total in cents: after its own discount, then its share of the ticket's (tips keep
 * theirs, they are the professionals'); null when a discount is more than what it is taken from.
 */
export function totalesDeLineas(lineas: readonly LineaACalcular[], descuento: Descuento | undefined): number[] | null {
  const netos: number[] = [];
  for (const l of lineas) {
    const bruto = l.cantidad * l.precio;
    const menos = descuentoCents(bruto, l.descuento);
    if (menos === null) return null;
    netos.push(bruto - menos);
  }
  const pesos = lineas.map((l, i) => (l.fueraDelDescuento ? 0 : (netos[i] ?? 0)));
  const menos = descuentoCents(
    pesos.reduce((s, p) => s + p, 0),
    descuento,
  );
  if (menos === null) return null;
  const partes = repartir(menos, pesos);
  return netos.map((n, i) => n - (partes[i] ?? 0));
}

/** The order of a ticket's lines by kind: its bookings, then services, products, packs, gift cards, tips. */
export const ORDEN_TIPO = { turno: 0, servicio: 1, producto: 2, paquete: 3, giftcard: 4, propina: 5 } as const;

/** Why payments cannot be recorded as sent (the codes the API answers). */
export type ProblemaDePago = 'pago_mayor_al_saldo' | 'entregado_menor' | 'entregado_solo_efectivo';

/** An entry a payment records: its method and cents, the payment it came from, and what cash handed above it. */
export interface EntradaDePago {
  medio: string;
  cents: number;
  indice: number;
  /** What was handed for it when more (cash only): the change is the difference. */
  entregado?: number;
}

/**
 * What each payment records against the balance (in cents) and the change: cash above the
 * balance is change, any other method above it is refused; cash may say what was handed. Each
 * entry names the payment it came from (`indice`); a payment of nothing records none.
 */
export function repartirPagos(
  saldo: number,
  pagos: readonly { medioPago: string; monto: number; entregado?: number | undefined }[],
): { entradas: EntradaDePago[]; vuelto: number } | { problema: ProblemaDePago } {
  let resto = saldo;
  let vuelto = 0;
  const entradas: EntradaDePago[] = [];
  for (const [indice, p] of pagos.entries()) {
    if (p.entregado !== undefined) {
      if (p.medioPago !== 'Efectivo') return { problema: 'entregado_solo_efectivo' };
      if (p.entregado < p.monto) return { problema: 'entregado_menor' };
      vuelto += p.entregado - p.monto;
    }
    let cents = p.monto;
    if (p.monto > resto) {
      if (p.medioPago !== 'Efectivo') return { problema: 'pago_mayor_al_saldo' };
      vuelto += p.monto - resto;
      cents = resto;
    }
    resto -= cents;
    const entregado = Math.max(p.entregado ?? 0, p.monto);
    if (cents > 0) entradas.push({ medio: p.medioPago, cents, indice, ...(entregado > cents ? { entregado } : {}) });
  }
  return { entradas, vuelto };
}

/** A ticket's number in its six digits: '000123'. */
export const seisCifras = (numero: number) => String(numero).padStart(6, '0');

/** 'Ticket N° 000123': consecutive per centre, six digits. */
export const numeroDeTicket = (numero: number) => `Ticket N° ${seisCifras(numero)}`;
