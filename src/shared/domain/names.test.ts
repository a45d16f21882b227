import { describe, expect, it } from 'vitest';
import { nombreCompleto, servicioLabel } from './names.ts';

describe('nombreCompleto', () => {
  it.each([
    ['Ana', 'Pérez', 'Ana Pérez'],
    // A blank part is left out, without stray spaces.
    ['Ana', '', 'Ana'],
    ['Ana', '  ', 'Ana'],
    ['', 'Pérez', 'Pérez'],
  ])('%j + %j → %j', (nombre, apellido, expected) => expect(nombreCompleto({ nombre, apellido })).toBe(expected));
});

describe('servicioLabel', () => {
  const descripcion = 'Esmaltado semipermanente';
  it.each([
    ['Semi', 'Semi'],
    // Without a short name, the description.
    ['', descripcion],
    ['  ', descripcion],
    [null, descripcion],
  ])('nombre %j → %j', (nombre, expected) => expect(servicioLabel({ nombre, descripcion })).toBe(expected));
});
