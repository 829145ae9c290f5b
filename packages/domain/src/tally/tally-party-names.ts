// Tally knows a ledger by its name alone, so a customer and a supplier of the same name, two
// customers of one name, or a party named like a mapped ledger would merge into one account. The
// first party of a name (customers before suppliers, oldest first) keeps it; each later one, and
// one named like a mapped ledger, gets its kind and number after it. Adding a party later never
// renames one already exported.

export type TallyPartyKey = `${'customer' | 'supplier'}:${number}`;
type Party = { id: number; name: string };

export function tallyPartyNames(
  customers: readonly Party[],
  suppliers: readonly Party[],
  reserved: readonly string[],
): Map<TallyPartyKey, string> {
  const fold = (name: string) => name.trim().toLowerCase();
  const taken = new Set(reserved.map(fold));
  const names = new Map<TallyPartyKey, string>();
  const parties = [
    ...customers.map((party) => ({ ...party, kind: 'customer' as const })),
    ...suppliers.map((party) => ({ ...party, kind: 'supplier' as const })),
  ];
  for (const party of parties) {
    const name = party.name.trim();
    const unique = !taken.has(fold(name));
    taken.add(fold(name));
    names.set(`${party.kind}:${party.id}`, unique ? name : `${name} (${party.kind} ${party.id})`);
  }
  return names;
}
