import { isOptionsGroup, type ComboboxParsedItem, type OptionsFilter } from '@mantine/core';
import { matchesSearch } from '../../shared/domain/text.ts';

/**
 * The search of the pickers: every typed word must appear in the option, accents and case aside
 * ("maria" finds "María"), or the typed digits in its digits; within groups too, and at most
 * `limit` options are drawn.
 */
export const searchFilter: OptionsFilter = ({ options, search, limit }) => {
  // A phone typed without its spaces or dashes (1123456789) finds "11 2345-6789".
  const digits = search.replace(/\D/g, '');
  const matches = (label: string) =>
    matchesSearch(label, search) || (digits.length >= 3 && label.replace(/\D/g, '').includes(digits));
  const result: ComboboxParsedItem[] = [];
  let count = 0;
  for (const option of options) {
    if (count >= limit) break;
    if (isOptionsGroup(option)) {
      const items = option.items.filter((item) => matches(item.label)).slice(0, limit - count);
      if (items.length > 0) {
        result.push({ group: option.group, items });
        count += items.length;
      }
    } else if (matches(option.label)) {
      result.push(option);
      count += 1;
    }
  }
  return result;
};
