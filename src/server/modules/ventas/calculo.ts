/*
 * A ticket's arithmetic in cents (decision 036), pure: a discount, a ticket discount shared among
 * lines, payments applied to lines in the ticket's order.
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
