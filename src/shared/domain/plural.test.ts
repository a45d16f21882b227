import { describe, expect, it } from 'vitest';
import { importResultMessage } from '#shared/schemas/importacion.ts';
import { importErrorSummary } from './csv.ts';
import { contar, plural } from './plural.ts';

describe('plural and contar', () => {
  it.each([
    [0, '0 turnos'],
    [1, '1 turno'],
    [2, '2 turnos'],
    [1500, '1.500 turnos'],
  ])('%i turno(s) → %s', (n, expected) => expect(contar(n, 'turno')).toBe(expected));

  it('takes the plural a noun gives when it is not just an -s', () => {
    expect(contar(1, 'vez', 'veces')).toBe('1 vez');
    expect(contar(4, 'vez', 'veces')).toBe('4 veces');
    expect(contar(1, 'línea')).toBe('1 línea');
    expect(contar(3, 'línea')).toBe('3 líneas');
  });

  it('makes verbs agree too', () => {
    expect(`${plural(1, 'Se agregó', 'Se agregaron')} ${contar(1, 'servicio')}`).toBe('Se agregó 1 servicio');
    expect(`${plural(2, 'Se agregó', 'Se agregaron')} ${contar(2, 'cliente')}`).toBe('Se agregaron 2 clientes');
    expect(plural(0, 'Se agregó', 'Se agregaron')).toBe('Se agregaron');
  });
});

describe('the messages built with a count', () => {
  it('after an import', () => {
    const servicio = { uno: 'servicio', varios: 'servicios' };
    const cliente = { uno: 'cliente', varios: 'clientes' };
    expect(importResultMessage({ agregados: 1, actualizados: 0 }, servicio)).toBe(
      'Se agregó 1 servicio y se actualizaron 0.',
    );
    expect(importResultMessage({ agregados: 2, actualizados: 1 }, cliente)).toBe(
      'Se agregaron 2 clientes y se actualizó 1.',
    );
  });

  it('when an import is refused', () => {
    const line = { linea: 2, motivo: 'x' };
    expect(importErrorSummary([line])).toBe(
      'El archivo tiene 1 línea con errores. No se importó nada: corregila y volvé a intentar.',
    );
    expect(importErrorSummary([line, line])).toBe(
      'El archivo tiene 2 líneas con errores. No se importó nada: corregilas y volvé a intentar.',
    );
  });
});
