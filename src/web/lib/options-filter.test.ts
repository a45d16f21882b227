import { describe, expect, it } from 'vitest';
import type { ComboboxItem, ComboboxParsedItem } from '@mantine/core';
import { searchableItem, searchFilter } from './options-filter.ts';

const servicio = (id: number, nombre: string, descripcion: string, categoria: string) =>
  searchableItem(String(id), nombre || descripcion, descripcion, categoria);

const options: ComboboxParsedItem[] = [
  {
    group: 'Manos',
    items: [servicio(1, 'Semi', 'Manicura semipermanente', 'Manos'), servicio(2, '', 'Esmaltado tradicional', 'Manos')],
  },
  {
    group: 'Cejas y pestañas',
    items: [
      servicio(3, 'Perfilado', 'Perfilado de cejas con hilo', 'Cejas y pestañas'),
      servicio(4, 'Lifting', 'Lifting de pestañas', 'Cejas y pestañas'),
    ],
  },
  // A plain option (a booking's own service, no longer active) is searched by its label.
  { value: '9', label: 'Depilación (dado de baja)' },
];

function found(search: string, limit = 50): string[] {
  return searchFilter({ options, search, limit }).flatMap((o) =>
    'group' in o ? o.items.map((i: ComboboxItem) => i.label) : [o.label],
  );
}

describe('searchFilter', () => {
  it('finds a service by its description, not only its short name', () => {
    expect(found('manicura')).toEqual(['Semi']);
    expect(found('cejas')).toEqual(['Perfilado', 'Lifting']);
  });

  it('finds by category, accents and case aside', () => {
    expect(found('PESTANAS')).toEqual(['Perfilado', 'Lifting']);
    expect(found('manos semi')).toEqual(['Semi']);
    expect(found('depilacion')).toEqual(['Depilación (dado de baja)']);
  });

  it('keeps the groups and draws at most `limit` options', () => {
    const result = searchFilter({ options, search: 'cejas', limit: 1 });
    expect(result).toEqual([{ group: 'Cejas y pestañas', items: [expect.objectContaining({ label: 'Perfilado' })] }]);
  });

  it('finds a phone typed without its spaces or dashes', () => {
    const clientes = [searchableItem('1', 'Ana López · 11 2345-6789'), searchableItem('2', 'Bea Ruiz')];
    const result = searchFilter({ options: clientes, search: '1123456789', limit: 50 });
    expect(result.map((o) => ('label' in o ? o.label : ''))).toEqual(['Ana López · 11 2345-6789']);
  });
});
