import { ageBucketCutoffs, dueAgeCutoffs, todayIso } from '@bahi/domain';
import type { OutstandingQuery, OutstandingReport, OutstandingRow } from '@bahi/domain/schemas';
import { sql } from 'kysely';
import type { Db } from '../core/db/database';
import { idIn } from '../core/db/list-filters';
import type { RequestContext } from '../core/http/request-context';
import { rupees } from '../documents/document-presenter';
import { findKeptOnAccount } from '../documents/on-account-repository';
import type { OutstandingKind } from '../documents/outstanding-repository';
import { sumAgedOutstanding } from './outstanding-ageing';

// The outstanding report: per party, what is left on its documents by age, and its balance. The
// figures are those of the one outstanding query (documents/outstanding-repository.ts), the same
// the dashboard and the customer and supplier lists add up, read from what is kept per party and
// month (outstanding-ageing.ts); on account is kept per party. Aged by
// due date, the buckets count days past due, after one of what is not due yet.

const AGE_FIELDS = ['days_0_30', 'days_31_60', 'days_61_90', 'days_over_90'] as const;
const BUCKET_FIELDS = {
  bill_date: AGE_FIELDS,
  due_date: ['not_due', ...AGE_FIELDS],
} as const;

type AgeField = 'not_due' | (typeof AGE_FIELDS)[number];
type Sums = Record<AgeField | 'documents' | 'outstanding' | 'on_account', number>;

function emptySums(): Sums {
  return {
    documents: 0,
    not_due: 0,
    days_0_30: 0,
    days_31_60: 0,
    days_61_90: 0,
    days_over_90: 0,
    outstanding: 0,
    on_account: 0,
  };
}

/** Paise sums → the report's rupees, balance included. */
function toAmounts(sums: Sums) {
  return {
    documents: sums.documents,
    not_due: rupees(sums.not_due),
    days_0_30: rupees(sums.days_0_30),
    days_31_60: rupees(sums.days_31_60),
    days_61_90: rupees(sums.days_61_90),
    days_over_90: rupees(sums.days_over_90),
    outstanding: rupees(sums.outstanding),
    on_account: rupees(sums.on_account),
    balance: rupees(sums.outstanding - sums.on_account),
  };
}

type PartyContact = { name: string; phone: string | null };

/** Each party's name, and phone to call about what is outstanding. */
async function findPartyContacts(
  db: Db,
  kind: OutstandingKind,
  ids: readonly number[],
): Promise<Map<number, PartyContact>> {
  if (ids.length === 0) return new Map();
  const table = kind === 'invoices' ? 'customers' : 'suppliers';
  const { rows } = await sql<{ id: number } & PartyContact>`select id, name, phone
    from ${sql.table(table)} where ${idIn(db, sql.ref('id'), ids)}`.execute(db);
  return new Map(rows.map((row) => [Number(row.id), { name: row.name, phone: row.phone || null }]));
}

export async function getOutstandingReport(
  ctx: RequestContext,
  query: OutstandingQuery,
): Promise<OutstandingReport> {
  const { db } = ctx;
  const asOf = query.as_of ?? todayIso();
  const kind: OutstandingKind = query.party === 'customers' ? 'invoices' : 'purchases';
  const [aged, onAccount] = await Promise.all([
    sumAgedOutstanding(db, kind, {
      by: query.age_by,
      cutoffs: query.age_by === 'due_date' ? dueAgeCutoffs(asOf) : ageBucketCutoffs(asOf),
    }),
    findKeptOnAccount(db, kind),
  ]);
  const bucketFields: readonly AgeField[] = BUCKET_FIELDS[query.age_by];
  const byParty = new Map<number, Sums>();
  const sumsOf = (partyId: number): Sums => {
    const sums = byParty.get(partyId) ?? emptySums();
    byParty.set(partyId, sums);
    return sums;
  };
  for (const row of aged) {
    const sums = sumsOf(row.party_id);
    const field = bucketFields[row.bucket];
    if (!field) throw new Error(`Unknown age bucket ${row.bucket}`);
    sums[field] += row.outstanding;
    sums.outstanding += row.outstanding;
    sums.documents += row.documents;
  }
  for (const row of onAccount) sumsOf(row.party_id).on_account += row.on_account;
  const contacts = await findPartyContacts(db, kind, [...byParty.keys()]);
  const totals = emptySums();
  const data: OutstandingRow[] = [...byParty.entries()]
    .map(([partyId, sums]) => {
      for (const key of Object.keys(totals) as (keyof Sums)[]) totals[key] += sums[key];
      const contact = contacts.get(partyId);
      return {
        party_id: partyId,
        party_name: contact?.name ?? '',
        party_phone: contact?.phone ?? null,
        ...toAmounts(sums),
      };
    })
    .sort((a, b) => b.balance - a.balance || a.party_name.localeCompare(b.party_name));
  return { party: query.party, as_of: asOf, age_by: query.age_by, data, totals: toAmounts(totals) };
}
