import type { Producto, TipoMovimiento } from '#shared/schemas/producto.ts';

/** How a move changes the stock: a purchase adds, an internal use takes away, an adjustment by its sign. */
export function cambioDeStock(tipo: TipoMovimiento, cantidad: number): number {
  if (tipo === 'Uso interno' || tipo === 'Venta') return -Math.abs(cantidad);
  if (tipo === 'Compra') return Math.abs(cantidad);
  return cantidad;
}

/** '+5', '−3', '0': a move's quantity as the history shows it. */
export function conSigno(n: number): string {
  if (n > 0) return `+${n}`;
  if (n < 0) return `−${-n}`;
  return '0';
}

/** The product's second line: brand, category and code, those it has. */
export function detalleProducto(p: Pick<Producto, 'marca' | 'categoria' | 'codigo'>): string {
  return [p.marca, p.categoria, p.codigo === '' ? '' : `Cód. ${p.codigo}`].filter((s) => s !== '').join(' · ');
}
