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
export function porcentajeDeLinea(
  reglas: ReglasDeComision,
  linea: Pick<LineaParaComision, 'tipo' | 'idServicio' | 'categoria'>,
): number {
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
 * What a line's commission is fixed with when it is charged: her % for it, on what, and one
 * session's materials. A ticket's line keeps these, so a rule changed later does not rewrite it.
 */
export interface ComisionFijada {
  porcentaje: number;
  sobre: ReglasDeComision['sobre'];
  insumosCents: number;
}

/** Her rules as they stand, fixed for one line. */
export function fijarComision(
  reglas: ReglasDeComision,
  linea: Pick<LineaParaComision, 'tipo' | 'idServicio' | 'categoria' | 'costoInsumosCents'>,
): ComisionFijada {
  return {
    porcentaje: porcentajeDeLinea(reglas, linea),
    sobre: reglas.sobre,
    insumosCents: linea.tipo === 'servicio' ? linea.costoInsumosCents : 0,
  };
}

/**
 * A line's commission by what was fixed for it: the % of what was charged (or paid), each
 * session's materials taken off first and never below nothing, rounded half up to the cent.
 */
export function comisionFijada(
  fijada: ComisionFijada,
  linea: Pick<LineaParaComision, 'cantidad' | 'cobradoCents' | 'pagadoCents'>,
): { baseCents: number; comisionCents: number } {
  const importe = fijada.sobre === 'cobrado' ? linea.cobradoCents : linea.pagadoCents;
  const baseCents = Math.max(importe - fijada.insumosCents * linea.cantidad, 0);
  return { baseCents, comisionCents: percentOfCents(baseCents, fijada.porcentaje) };
}

/** Her commission on a line under her rules as they stand. */
export function comisionDeLinea(
  reglas: ReglasDeComision,
  linea: LineaParaComision,
): { baseCents: number; porcentaje: number; comisionCents: number } {
  const fijada = fijarComision(reglas, linea);
  return { ...comisionFijada(fijada, linea), porcentaje: fijada.porcentaje };
}
