import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';

// The customer and product boxes find a record by any of its words: 'sharma 9827' finds Sharma
// General Store by name and phone, '3401' finds soaps by HSN code. Enter takes the first match,
// so the ranking puts the record the clerk most likely means first.

const normalise = (text: string) => text.toLocaleLowerCase('en-IN').replace(/\s+/g, ' ').trim();

/** True when every word of the search occurs in the text, ignoring case. */
export function matchesAllWords(text: string, search: string): boolean {
  const haystack = normalise(text);
  return normalise(search)
    .split(' ')
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/**
 * How well a name matches, lower is better, or null for no match: the name itself, then names
 * starting with the search as whole words ('item 7' finds 'Item 7 Tea' before 'Item 70 Dal'),
 * then names starting with it, then names holding all its words.
 */
export function rankName(name: string, search: string): number | null {
  const label = normalise(name);
  const query = normalise(search);
  if (label === query) return 0;
  if (label.startsWith(query)) return /[\p{L}\p{N}]/u.test(label.charAt(query.length)) ? 2 : 1;
  return matchesAllWords(label, query) ? 3 : null;
}

const isItem = (option: ComboboxParsedItem): option is ComboboxItem => 'value' in option;

/** A Select filter: ranked name matches, then matches on each option's other details. */
export function wordsFilter(detailsOf: (value: string) => string): OptionsFilter {
  return ({ options, search, limit }) => {
    const items = options.filter(isItem);
    if (!normalise(search)) return items.slice(0, limit);
    const ranked = items
      .map((item, position) => {
        const byName = rankName(item.label, search);
        const rank = byName ?? (matchesAllWords(`${item.label} ${detailsOf(item.value)}`, search) ? 4 : null);
        return { item, position, rank };
      })
      .filter(
        (entry): entry is { item: ComboboxItem; position: number; rank: number } => entry.rank !== null,
      );
    ranked.sort((a, b) => a.rank - b.rank || a.position - b.position);
    return ranked.slice(0, limit).map((entry) => entry.item);
  };
}

export type SearchableOptions = { data: ComboboxItem[]; filter: OptionsFilter };

/** The value Enter should take for the typed text: the first option the box itself would list. */
export function firstMatch(options: SearchableOptions, text: string): string | null {
  if (!normalise(text)) return null;
  const [first] = options.filter({ options: options.data, search: text, limit: 1 });
  return first && isItem(first) ? first.value : null;
}

/** How many matches a box lists at once: more are found by typing more. */
const OPTION_LIMIT = 50;

/**
 * How the invoice's type-ahead boxes (customer, product) behave: they open on typing, not on
 * focus, Enter takes the first match, a choice cannot be cleared by clicking it again, and they
 * list the ranked matches of these options.
 */
export function typeAheadProps(options: SearchableOptions) {
  return {
    data: options.data,
    searchable: true,
    openOnFocus: false,
    selectFirstOptionOnChange: true,
    allowDeselect: false,
    limit: OPTION_LIMIT,
    filter: options.filter,
    maxDropdownHeight: 260,
  };
}
