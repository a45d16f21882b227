import { describe, expect, it } from 'vitest';
import { FIRMA_RECORDATORIO, SALUDO_RECORDATORIO, conNombre, soloNombreEntreLlaves } from './recordatorio-texto.ts';

describe("the reminder's greeting and closing, with the client's first name", () => {
  it('are by default the reminder of before', () => {
    expect(SALUDO_RECORDATORIO).toBe('¡Hola, {nombre}!');
    expect(FIRMA_RECORDATORIO).toBe('¡Te esperamos!');
    expect(conNombre(SALUDO_RECORDATORIO, ' Ana ')).toBe('¡Hola, Ana!');
    expect(conNombre(SALUDO_RECORDATORIO, '')).toBe('¡Hola!');
  });

  it.each([
    ['Hola {nombre}, ¿cómo estás?', 'Hola, ¿cómo estás?'],
    ['¡Hola {nombre}!', '¡Hola!'],
    ['Buen día,{nombre}.', 'Buen día.'],
    ['{nombre}, ¡buen día!', '¡Buen día!'],
    ['{nombre}: te recordamos', 'Te recordamos'],
    ['¡Hola!', '¡Hola!'],
    ['Hola {nombre} y {nombre}', 'Hola y'],
    ['', ''],
  ])('without a name, %j reads %j', (plantilla, esperado) => {
    expect(conNombre(plantilla, '   ')).toBe(esperado);
  });

  it('puts every {nombre}, and nothing else, in its place', () => {
    expect(conNombre('Hola {nombre}, {nombre}', 'Sol')).toBe('Hola Sol, Sol');
    expect(conNombre('Hola {Nombre}', 'Sol')).toBe('Hola {Nombre}');
    expect(conNombre('Hola, {nombre}', '$& $$')).toBe('Hola, $& $$');
  });

  it('admits {nombre} and no other word between braces', () => {
    expect(soloNombreEntreLlaves('¡Hola, {nombre}!')).toBe(true);
    expect(soloNombreEntreLlaves('¡Hola!')).toBe(true);
    expect(soloNombreEntreLlaves('¡Hola, {name}!')).toBe(false);
    expect(soloNombreEntreLlaves('¡Hola, {Nombre}!')).toBe(false);
    expect(soloNombreEntreLlaves('¡Hola, {nombre!')).toBe(false);
    expect(soloNombreEntreLlaves('¡Hola, nombre}!')).toBe(false);
  });
});
