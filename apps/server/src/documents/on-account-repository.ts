import { sql } from 'kysely';
import type { Db } from '../core/db/database';
import { inList } from '../core/db/list-filters';
import { numbers, type OutstandingKind } from './outstanding-repository';

// Money a party paid (or was paid) that no document took: vouchers not applied to a bill, and the
// advances of the opening balances. A party's balance is its documents' outstanding less this.

export type OnAccountRow = { party_id: number; on_account: number };

/**
 * Per party: live vouchers' amounts not applied to any document or opening bill, and what of the
 * advances the party had paid before the books start (opening balances) is not applied to a
 * document; left out when none.
 */
export async function findOnAccountOfParties(
  db: Db,
  kind: OutstandingKind,
  partyIds?: readonly number[],
): Promise<OnAccountRow[]> {
  const column = kind === 'invoices' ? 'customer_id' : 'supplier_id';
  const party = sql.ref(`v.${column}`);
  const openingParty = sql.ref(`ob.${column}`);
  const voucherKind = kind === 'invoices' ? 'receipt' : 'payment';
  const conditions = [sql`v.kind = ${voucherKind}`, sql`v.removed_at is null`];
  const advances = [sql`ob.kind = 'advance'`, sql`${openingParty} is not null`];
  if (partyIds) {
    conditions.push(inList(party, partyIds));
    advances.push(inList(openingParty, partyIds));
  }
  const { rows } = await sql<OnAccountRow>`select m.party_id, sum(m.amount) as on_account
    from (select ${party} as party_id,
        v.amount - coalesce(applied.amount, 0) - coalesce(opening.amount, 0) as amount
      from vouchers v
      left join (select voucher_id, sum(amount) as amount from voucher_allocations group by voucher_id) applied
        on applied.voucher_id = v.id
      left join (select voucher_id, sum(amount) as amount from opening_bill_allocations group by voucher_id) opening
        on opening.voucher_id = v.id
      where ${sql.join(conditions, sql` and `)}
      union all
      select ${openingParty} as party_id, ob.amount - coalesce((select sum(x.amount)
        from opening_advance_applications x where x.opening_bill_id = ob.id), 0) as amount
      from opening_bills ob
      where ${sql.join(advances, sql` and `)}) m
    group by m.party_id
    having sum(m.amount) <> 0`.execute(db);
  return rows.map((row) => numbers(row, ['party_id', 'on_account']));
}

/** All parties' money on account (vouchers not applied and opening advances), in one sum of the kept rows. */
export async function sumOnAccount(db: Db, kind: OutstandingKind): Promise<number> {
  const table = kind === 'invoices' ? 'customer_balances' : 'supplier_balances';
  const { rows } = await sql<{ on_account: number | string | null }>`select sum(on_account) as on_account
    from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.on_account ?? 0);
}

/**
 * Per party: findOnAccountOfParties's figure as kept by triggers (db/derived/party-balances.ts,
 * opening-party-balances.ts), without reading every voucher. Parties with none are left out.
 */
export async function findKeptOnAccount(db: Db, kind: OutstandingKind): Promise<OnAccountRow[]> {
  const rows =
    kind === 'invoices'
      ? await db
          .selectFrom('customer_balances')
          .select(['customer_id as party_id', 'on_account'])
          .where('on_account', '<>', 0)
          .execute()
      : await db
          .selectFrom('supplier_balances')
          .select(['supplier_id as party_id', 'on_account'])
          .where('on_account', '<>', 0)
          .execute();
  return rows.map((row) => numbers(row, ['party_id', 'on_account']));
}
