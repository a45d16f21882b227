import { describe, expect, it } from 'vitest';
import { compareText, foldText, matchesSearch, matchesWords, searchWords } from './text.ts';

describe('text search', () => {
  it('folds accents, case and spaces', () => {
    expect(foldText('  Depilación   de CEJAS ')).toBe('depilacion de cejas');
    expect(foldText('Uñas')).toBe('unas');
  });

  it('finds a text when every word is in it, in any order', () => {
    expect(matchesSearch('Manicura semipermanente', 'SEMIPERMANENTE manicura')).toBe(true);
    expect(matchesSearch('María José', 'maria')).toBe(true);
    expect(matchesSearch('Manicura semipermanente', 'pedicura')).toBe(false);
  });

  it('searches a text folded once with the words of the query', () => {
    const folded = foldText('Semi Manicura semipermanente Manos');
    expect(matchesWords(folded, searchWords('manicura'))).toBe(true);
    expect(matchesWords(folded, searchWords('Manos semi'))).toBe(true);
    expect(matchesWords(folded, searchWords('cejas'))).toBe(false);
  });

  it('orders in Spanish', () => {
    expect(['Zoe', 'Ángela', 'ana'].sort(compareText)).toEqual(['ana', 'Ángela', 'Zoe']);
  });
});
