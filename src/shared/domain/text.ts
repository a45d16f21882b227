/** Text folded for comparing and searching: no accents, lower case, single spaces. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when every word of the query appears in the text, accents and case aside. */
export function matchesSearch(text: string, query: string): boolean {
  const haystack = foldText(text);
  return foldText(query)
    .split(' ')
    .every((word) => haystack.includes(word));
}

const collator = new Intl.Collator('es-AR', { sensitivity: 'base', numeric: true });

/** Spanish alphabetical order (accents and case ignored), the same on every database. */
export function compareText(a: string, b: string): number {
  return collator.compare(a, b);
}
