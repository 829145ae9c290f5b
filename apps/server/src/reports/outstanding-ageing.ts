import type { Db } from '../core/db/database';
import type { OutstandingKind } from '../documents/outstanding-repository';
import {
  type Ageing,
  type AgeingRow,
  findCreditDays,
  findOpenTotals,
  sumOpeningBillsAged,
  sumRecentAged,
} from './outstanding-aged-repository';
import { planMonths } from './outstanding-month-plan';

// Per party and age bucket, what is left on its open documents and opening bills, from what is
// kept (outstanding-aged-repository.ts): the recent buckets from the kept months and the cut
// months' documents, the oldest bucket as the party's kept open total less the recent ones. The
// rows may repeat a party and bucket; the report adds them up.

export async function sumAgedOutstanding(
  db: Db,
  kind: OutstandingKind,
  ageing: Ageing,
): Promise<AgeingRow[]> {
  const days = ageing.by === 'due_date' ? await findCreditDays(db, kind) : [0];
  const plans = new Map(days.map((shift) => [shift, planMonths(ageing.cutoffs, shift)]));
  const [recent, totals, openingBills] = await Promise.all([
    sumRecentAged(db, kind, ageing, plans),
    findOpenTotals(db, kind),
    sumOpeningBillsAged(db, kind, ageing),
  ]);
  const oldest = new Map(totals.map((total) => [total.party_id, { ...total }]));
  for (const row of recent) {
    const rest = oldest.get(row.party_id);
    if (!rest) throw new Error(`Open months of party ${row.party_id} without its open total`);
    rest.documents -= row.documents;
    rest.outstanding -= row.outstanding;
  }
  const older = [...oldest.values()]
    .filter((rest) => rest.documents !== 0)
    .map((rest) => ({ ...rest, bucket: ageing.cutoffs.length }));
  return [...recent, ...older, ...openingBills];
}
