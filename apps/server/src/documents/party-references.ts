import { sql } from 'kysely';
import type { Db } from '../core/db/database';
import type { PartyLink } from './document-kind';
import { DOCUMENT_KINDS } from './document-kinds';

// A party's documents, kind by kind, for its delete refusal ("Customer "Verma Kirana" is used by
// 3 invoices and 1 credit note and cannot be deleted"): every kind that names the party side
// declares how (document-kinds.ts), so a new kind is counted without touching the parties.

export type PartySide = 'customers' | 'suppliers';
export type PartyReference = { count: number; singular: string; plural: string };

/** How many documents name the party through one link (one query). */
async function countLinked(db: Db, link: PartyLink, partyId: number): Promise<number> {
  const owner = link.through
    ? sql`${sql.ref(link.column)} in (select id from ${sql.table(link.through.table)}
        where ${sql.ref(link.through.column)} = ${partyId})`
    : sql`${sql.ref(link.column)} = ${partyId}`;
  const only = link.only ? sql` and ${sql.ref(link.only.column)} = ${link.only.value}` : sql``;
  const { rows } = await sql<{ total: number | string }>`select count(*) as total
    from ${sql.table(link.table)} where ${owner}${only}`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

/** Each kind of document on the party's side with how many of them name the party. */
export async function findPartyDocumentReferences(
  db: Db,
  side: PartySide,
  partyId: number,
): Promise<PartyReference[]> {
  const references: PartyReference[] = [];
  for (const kind of DOCUMENT_KINDS) {
    const link = kind.party[side];
    if (link) references.push({ count: await countLinked(db, link, partyId), ...kind.reference });
  }
  return references;
}
