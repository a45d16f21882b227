import { describe, expect, it } from 'vitest';
import { cambioDeStock, conSigno, detalleProducto } from './rules.ts';

describe('productos rules', () => {
  it('moves the stock by the kind of move', () => {
    expect(cambioDeStock('Compra', 5)).toBe(5);
    expect(cambioDeStock('Uso interno', 3)).toBe(-3);
    expect(cambioDeStock('Ajuste', -2)).toBe(-2);
    expect(cambioDeStock('Ajuste', 4)).toBe(4);
  });

  it('writes quantities with their sign and the product details it has', () => {
    expect([conSigno(5), conSigno(-3), conSigno(0)]).toEqual(['+5', '−3', '0']);
    expect(detalleProducto({ marca: 'Masglo', categoria: '', codigo: '779' })).toBe('Masglo · Cód. 779');
    expect(detalleProducto({ marca: '', categoria: '', codigo: '' })).toBe('');
  });
});
