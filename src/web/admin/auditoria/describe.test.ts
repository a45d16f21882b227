import { describe, expect, it } from 'vitest';
import { describeChange } from './describe.ts';

describe('an audit entry in one line', () => {
  it('lists only what changed, before and after', () => {
    expect(
      describeChange(
        { id: 3, precio: 15000, duracionSugerida: 60, nombre: '' },
        { id: 3, precio: 16500, duracionSugerida: 60, nombre: 'Semi' },
      ),
    ).toBe('precio: 15000 → 16500; nombre: — → Semi');
  });

  it('shows what was created or deleted', () => {
    expect(describeChange(null, { id: 9, descripcion: 'Luz', monto: 100 })).toBe('descripcion: Luz; monto: 100');
    expect(describeChange({ id: 9, active: true }, null)).toBe('active: sí');
  });

  it('says when nothing changed', () => {
    expect(describeChange({ a: 1 }, { a: 1 })).toBe('Sin cambios.');
  });
});
