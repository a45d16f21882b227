import { describe, expect, it } from 'vitest';
import { nombreCompleto, servicioLabel } from './names.ts';

describe('nombreCompleto', () => {
  it('joins first and last name', () => {
    expect(nombreCompleto({ nombre: 'Ana', apellido: 'Pérez' })).toBe('Ana Pérez');
  });
  it('leaves out a blank part, without stray spaces', () => {
    expect(nombreCompleto({ nombre: 'Ana', apellido: '' })).toBe('Ana');
    expect(nombreCompleto({ nombre: 'Ana', apellido: '  ' })).toBe('Ana');
    expect(nombreCompleto({ nombre: '', apellido: 'Pérez' })).toBe('Pérez');
  });
});

describe('servicioLabel', () => {
  it('is the short name when there is one', () => {
    expect(servicioLabel({ nombre: 'Semi', descripcion: 'Esmaltado semipermanente' })).toBe('Semi');
  });
  it('is the description when the short name is missing or blank', () => {
    expect(servicioLabel({ nombre: '', descripcion: 'Esmaltado semipermanente' })).toBe('Esmaltado semipermanente');
    expect(servicioLabel({ nombre: '  ', descripcion: 'Esmaltado semipermanente' })).toBe('Esmaltado semipermanente');
    expect(servicioLabel({ nombre: null, descripcion: 'Esmaltado semipermanente' })).toBe('Esmaltado semipermanente');
  });
});
