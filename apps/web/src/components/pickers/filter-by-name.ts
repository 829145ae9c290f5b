// The pickers' search rule: nothing is suggested before 3 typed characters, then every item whose
// name contains the text, ignoring case.

export const MIN_SEARCH_LENGTH = 3;

export function hasEnoughToSearch(text: string): boolean {
  return text.trim().length >= MIN_SEARCH_LENGTH;
}

export function filterByName<Item extends { name: string }>(items: readonly Item[], text: string): Item[] {
  if (!hasEnoughToSearch(text)) return [];
  const needle = text.trim().toLocaleLowerCase('en-IN');
  return items.filter((item) => item.name.toLocaleLowerCase('en-IN').includes(needle));
}
