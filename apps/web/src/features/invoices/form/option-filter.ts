import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';

// The customer and product boxes find a record by any of its words: 'sharma 9827' finds Sharma
// General Store by name and phone, '3401' finds soaps by HSN code.

/** True when every word of the search occurs in the text, ignoring case. */
export function matchesAllWords(text: string, search: string): boolean {
  const haystack = text.toLocaleLowerCase('en-IN');
  return search
    .toLocaleLowerCase('en-IN')
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

const isItem = (option: ComboboxParsedItem): option is ComboboxItem => 'value' in option;

/** A Select filter matching each option's searchable text (by option value), name matches first. */
export function wordsFilter(searchTextOf: (value: string) => string): OptionsFilter {
  return ({ options, search, limit }) => {
    const items = options.filter(isItem);
    const query = search.trim();
    if (!query) return items.slice(0, limit);
    const found = items.filter((item) => matchesAllWords(`${item.label} ${searchTextOf(item.value)}`, query));
    const byName = found.filter((item) => matchesAllWords(item.label, query));
    const byOther = found.filter((item) => !matchesAllWords(item.label, query));
    return [...byName, ...byOther].slice(0, limit);
  };
}
