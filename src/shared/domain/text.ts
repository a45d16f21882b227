/** Text folded for comparing and searching: no accents, lower case, single spaces. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text with its first letter in upper case: 'lunes 24/11' → 'Lunes 24/11'. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The words of a search, folded: what `matchesWords` looks for. */
export function searchWords(query: string): string[] {
  return foldText(query).split(' ');
}

/**
 * True when every word appears in the text, which is already folded (`foldText`): a list
 * searched on every keystroke folds its texts once, not once per keystroke.
 */
export function matchesWords(foldedText: string, words: readonly string[]): boolean {
  return words.every((word) => foldedText.includes(word));
}

/** True when every word of the query appears in the text, accents and case aside. */
export function matchesSearch(text: string, query: string): boolean {
  return matchesWords(foldText(text), searchWords(query));
}

const collator = new Intl.Collator('es-AR', { sensitivity: 'base', numeric: true });

/** Spanish alphabetical order (accents and case ignored), the same on every database. */
export function compareText(a: string, b: string): number {
  return collator.compare(a, b);
}
