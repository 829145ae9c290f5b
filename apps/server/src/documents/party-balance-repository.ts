import type { Db } from '../core/db/database';
import type { PartyKind } from './party-repository';

// What is owed is defined once, by documents/outstanding-repository.ts; a party's totals of it
// are kept per party by triggers (db/derived/party-balances.ts) and read here, one row per party.

export type KeptBalanceRow = { party_id: number; billed: number; settled: number; on_account: number };

/** The kept billed, settled and on-account figures of these parties (paise). */
export async function findKeptBalances(
  db: Db,
  kind: PartyKind,
  ids: readonly number[],
): Promise<KeptBalanceRow[]> {
  if (ids.length === 0) return [];
  const rows =
    kind === 'customers'
      ? await db
          .selectFrom('customer_balances')
          .select(['customer_id as party_id', 'billed', 'settled', 'on_account'])
          .where('customer_id', 'in', ids)
          .execute()
      : await db
          .selectFrom('supplier_balances')
          .select(['supplier_id as party_id', 'billed', 'settled', 'on_account'])
          .where('supplier_id', 'in', ids)
          .execute();
  return rows.map((row) => ({
    party_id: Number(row.party_id),
    billed: Number(row.billed),
    settled: Number(row.settled),
    on_account: Number(row.on_account),
  }));
}
