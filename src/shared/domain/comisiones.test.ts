import { describe, expect, it } from 'vitest';
import { comisionDeLinea, porcentajeDeLinea, REGLAS_INICIALES, type ReglasDeComision } from './comisiones.ts';

/*
 * A professional's commission on each line of a ticket, worked by hand. Sofía: 40 % by default,
 * 'Pestañas' at 30 %, the 'Lifting' (service 7) at 45 %, 10 % on products, on what was charged.
 */
const sofia: ReglasDeComision = {
  base: 40,
  sobre: 'cobrado',
  productos: 10,
  porCategoria: [{ categoria: 'Pestañas', porcentaje: 30 }],
  porServicio: [{ idServicio: 7, porcentaje: 45 }],
};
const servicio = (extra: Partial<Parameters<typeof comisionDeLinea>[1]> = {}) => ({
  tipo: 'servicio' as const,
  idServicio: 3,
  categoria: 'Uñas',
  cantidad: 1,
  cobradoCents: 1_800_000,
  pagadoCents: 1_800_000,
  costoInsumosCents: 0,
  ...extra,
});

describe('a line’s commission', () => {
  it('takes the service’s own %, else its category’s, else her default', () => {
    expect(porcentajeDeLinea(sofia, servicio({ idServicio: 7, categoria: 'Pestañas' }))).toBe(45);
    expect(porcentajeDeLinea(sofia, servicio({ idServicio: 8, categoria: 'Pestañas' }))).toBe(30);
    expect(porcentajeDeLinea(sofia, servicio())).toBe(40);
    expect(porcentajeDeLinea(sofia, { ...servicio(), tipo: 'producto', idServicio: null })).toBe(10);
    expect(porcentajeDeLinea(sofia, { ...servicio(), tipo: 'propina', idServicio: null })).toBe(100);
    // Selling a gift card or a pack earns nothing: the service it pays for does, when it is done.
    expect(porcentajeDeLinea(sofia, { ...servicio(), tipo: 'giftcard', idServicio: null })).toBe(0);
    expect(porcentajeDeLinea(sofia, { ...servicio(), tipo: 'paquete', idServicio: null })).toBe(0);
  });

  it('is the % of what was charged less the materials, rounded half up to the cent', () => {
    // $ 18.000 at 40 %: $ 7.200.
    expect(comisionDeLinea(sofia, servicio())).toEqual({
      baseCents: 1_800_000,
      porcentaje: 40,
      comisionCents: 720_000,
    });
    // A 'Lifting' of $ 24.000 with 10 % off ($ 21.600) and $ 3.500 of materials: (21.600 − 3.500) × 45 % = $ 8.145.
    expect(
      comisionDeLinea(
        sofia,
        servicio({ idServicio: 7, cobradoCents: 2_160_000, pagadoCents: 0, costoInsumosCents: 350_000 }),
      ),
    ).toEqual({ baseCents: 1_810_000, porcentaje: 45, comisionCents: 814_500 });
    // Two sessions of a service: the materials of each are deducted.
    expect(
      comisionDeLinea(sofia, servicio({ cantidad: 2, cobradoCents: 3_600_000, costoInsumosCents: 100_000 })).baseCents,
    ).toBe(3_400_000);
    // Materials dearer than the price leave nothing, never less.
    expect(comisionDeLinea(sofia, servicio({ cobradoCents: 50_000, costoInsumosCents: 80_000 }))).toEqual({
      baseCents: 0,
      porcentaje: 40,
      comisionCents: 0,
    });
    // $ 0,05 at 50 %: $ 0,03 (half up).
    expect(comisionDeLinea({ ...sofia, base: 50 }, servicio({ cobradoCents: 5 })).comisionCents).toBe(3);
    // A product: 10 % of $ 9.900, no materials.
    expect(
      comisionDeLinea(sofia, {
        ...servicio(),
        tipo: 'producto',
        idServicio: null,
        cobradoCents: 990_000,
        costoInsumosCents: 500,
      }),
    ).toEqual({ baseCents: 990_000, porcentaje: 10, comisionCents: 99_000 });
    // A tip is hers whole.
    expect(comisionDeLinea(sofia, { ...servicio(), tipo: 'propina', idServicio: null, cobradoCents: 200_000 })).toEqual(
      {
        baseCents: 200_000,
        porcentaje: 100,
        comisionCents: 200_000,
      },
    );
  });

  it('on what was paid, when her rules say so', () => {
    const sobrePagado = { ...sofia, sobre: 'pagado' as const };
    // $ 18.000 charged, $ 10.000 paid so far: 40 % of $ 10.000.
    expect(comisionDeLinea(sobrePagado, servicio({ pagadoCents: 1_000_000 }))).toEqual({
      baseCents: 1_000_000,
      porcentaje: 40,
      comisionCents: 400_000,
    });
  });

  it('starts as the spec’s share: 50 % of what was charged, nothing overridden', () => {
    expect(REGLAS_INICIALES).toEqual({ base: 50, sobre: 'cobrado', productos: 0, porCategoria: [], porServicio: [] });
  });
});
