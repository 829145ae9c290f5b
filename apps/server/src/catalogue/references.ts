// What still refers to a record, so a delete can be refused with a message that says why
// (docs/product.md, "Deleting records"). Each entity's repository has a find…References
// function; a migration that adds a referring table (invoice lines, purchases) extends it.

export type Reference = { count: number; singular: string; plural: string };

/** 'GST Rate 18% is used by 3 products and 1 invoice line and cannot be deleted', or null. */
export function describeReferences(subject: string, references: readonly Reference[]): string | null {
  const used = references.filter((reference) => reference.count > 0);
  if (used.length === 0) return null;
  const parts = used.map(
    (reference) => `${reference.count} ${reference.count === 1 ? reference.singular : reference.plural}`,
  );
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `${subject} is used by ${list} and cannot be deleted`;
}
