import { isOptionsGroup, type ComboboxItem, type ComboboxParsedItem, type OptionsFilter } from '@mantine/core';
import { foldText, matchesWords, searchWords } from '#shared/domain/text.ts';

/**
 * A picker's option with what it is searched by, folded once when the list is built: more than
 * its label (a service's description and category besides its short name), and never folded
 * again on each keystroke (the agenda modal's budget, decisions 010 and 012).
 */
export interface SearchableItem extends ComboboxItem {
  /** The label and every other text the option is found by, folded (`foldText`). */
  search: string;
  /** Its digits, so a phone typed without spaces or dashes finds it. */
  digits: string;
}

/** An option found by its label and by `also` (texts not shown in the list). */
export function searchableItem(value: string, label: string, ...also: string[]): SearchableItem {
  const search = foldText([label, ...also].join(' '));
  return { value, label, search, digits: search.replace(/\D/g, '') };
}

/** What an option is searched by: its own search text when it has one, else its label. */
function textsOf(item: ComboboxItem): { search: string; digits: string } {
  if ('search' in item && 'digits' in item) return item as SearchableItem;
  const search = foldText(item.label);
  return { search, digits: search.replace(/\D/g, '') };
}

/** The pickers' search as a test of one option (also the clients list's search, issue 20). */
export function searchMatcher(search: string): (item: ComboboxItem) => boolean {
  const words = searchWords(search);
  // A phone typed without its spaces or dashes (1123456789) finds "11 2345-6789".
  const typedDigits = search.replace(/\D/g, '');
  return (item) => {
    const texts = textsOf(item);
    return matchesWords(texts.search, words) || (typedDigits.length >= 3 && texts.digits.includes(typedDigits));
  };
}

/**
 * The search of the pickers: every typed word must appear in the option (its label, or its
 * `search` text), accents and case aside ("maria" finds "María", "manicura" a service named
 * "Semi" described as "Manicura semipermanente"), or the typed digits in its digits; within
 * groups too, and at most `limit` options are drawn.
 */
export const searchFilter: OptionsFilter = ({ options, search, limit }) => {
  const matches = searchMatcher(search);
  const result: ComboboxParsedItem[] = [];
  let count = 0;
  for (const option of options) {
    if (count >= limit) break;
    if (isOptionsGroup(option)) {
      const items = option.items.filter(matches).slice(0, limit - count);
      if (items.length > 0) {
        result.push({ group: option.group, items });
        count += items.length;
      }
    } else if (matches(option)) {
      result.push(option);
      count += 1;
    }
  }
  return result;
};
