import { percentOfCents } from './money.ts';

/*
 * A professional's commission, worked out per line of a ticket: the rules an owner sets for each
 * employee and the materials a service uses. Pure, so the server that stores each line's
 * commission and the screens that explain it agree to the cent.
 */

/** An employee's commission rules. */
export interface ReglasDeComision {
  /** Her default % on services: the spec's `porcentajeGanancia`. */
  base: number;
  /** On what was charged for a line (after its discounts) or on what has been paid of it. */
  sobre: 'cobrado' | 'pagado';
  /** Her % on the products she sells. */
  productos: number;
  /** Her % on a category's services, instead of the default. */
  porCategoria: { categoria: string; porcentaje: number }[];
  /** Her % on one service, instead of its category's or the default. */
  porServicio: { idServicio: number; porcentaje: number }[];
}

/** A new employee's rules: the spec's 50 % of what was charged, nothing overridden, nothing on products. */
export const REGLAS_INICIALES: ReglasDeComision = {
  base: 50,
  sobre: 'cobrado',
  productos: 0,
  porCategoria: [],
  porServicio: [],
};

/** A ticket's line as a commission reads it. */
export interface LineaParaComision {
  tipo: 'servicio' | 'producto' | 'propina' | 'giftcard' | 'paquete';
  idServicio: number | null;
  categoria: string | null;
  cantidad: number;
  /** What the line charges, after its discounts. */
  cobradoCents: number;
  /** What has been paid of it. */
  pagadoCents: number;
  /** The service's materials, per session ('Costo de insumos'). */
  costoInsumosCents: number;
}

/**
 * The % a line earns her. A service: its own, else its category's, else her default. A product:
 * her products' %. A tip: all of it. The sale of a gift card or a pack: nothing; the service it
 * pays for earns when it is done.
 */
export function porcentajeDeLinea(reglas: ReglasDeComision, linea: LineaParaComision): number {
  switch (linea.tipo) {
    case 'servicio':
      return (
        reglas.porServicio.find((r) => r.idServicio === linea.idServicio)?.porcentaje ??
        reglas.porCategoria.find((r) => r.categoria === linea.categoria)?.porcentaje ??
        reglas.base
      );
    case 'producto':
      return reglas.productos;
    case 'propina':
      return 100;
    case 'giftcard':
    case 'paquete':
      return 0;
  }
}

/**
 * Her commission on a line: the % of what was charged (or paid, by her rules), a service's
 * materials for each session taken off first and never below nothing, rounded half up to the cent.
 */
export function comisionDeLinea(
  reglas: ReglasDeComision,
  linea: LineaParaComision,
): { baseCents: number; porcentaje: number; comisionCents: number } {
  const importe = reglas.sobre === 'cobrado' ? linea.cobradoCents : linea.pagadoCents;
  const insumos = linea.tipo === 'servicio' ? linea.costoInsumosCents * linea.cantidad : 0;
  const baseCents = Math.max(importe - insumos, 0);
  const porcentaje = porcentajeDeLinea(reglas, linea);
  return { baseCents, porcentaje, comisionCents: percentOfCents(baseCents, porcentaje) };
}
