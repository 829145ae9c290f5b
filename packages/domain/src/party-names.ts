// Two parties are "the same name" when they differ only in letter case or spacing: "Walk-in
// Customer" and " walk-in  customer" are one buyer to the clerk. The form warns while the name is
// typed and the server asks for a confirmation before saving a second one.

/** The name as the clerk reads it: trimmed, runs of spaces as one, lower case. */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The word to search the list with: the longest in the name, so the server's match (which takes
 * the text as typed, spaces and all) still finds a name stored with other spacing.
 */
export function nameSearchWord(name: string): string {
  const words = nameKey(name).split(' ');
  return words.reduce((longest, word) => (word.length > longest.length ? word : longest), '');
}

/** The first party of `parties` with the same name as `typed`, other than the one being edited. */
export function findSameName<Party extends { id: number; name: string }>(
  parties: readonly Party[],
  typed: string,
  editingId: number | undefined,
): Party | undefined {
  const key = nameKey(typed);
  if (key === '') return undefined;
  return parties.find((party) => party.id !== editingId && nameKey(party.name) === key);
}
