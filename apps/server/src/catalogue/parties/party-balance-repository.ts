import type { Db } from '../../db/database';
import type { PartyKind } from './party-repository';

// What each customer was invoiced (invoices not cancelled) and each supplier billed (purchases),
// and what live vouchers settled with them. Balance = billed − settled (issue 9).

export type PartySumRow = { party_id: number; total: number };

/** Per customer: grand totals of their invoices that are not cancelled. */
function sumInvoicedOfCustomers(db: Db, ids: readonly number[]): Promise<PartySumRow[]> {
  return db
    .selectFrom('invoices')
    .select((eb) => ['customer_id as party_id', eb.fn.sum<number>('grand_total').as('total')])
    .where('customer_id', 'in', ids)
    .where('status', '!=', 'Cancelled')
    .groupBy('customer_id')
    .execute();
}

/** Per supplier: grand totals of their purchases. */
function sumPurchasedOfSuppliers(db: Db, ids: readonly number[]): Promise<PartySumRow[]> {
  return db
    .selectFrom('purchases')
    .select((eb) => ['supplier_id as party_id', eb.fn.sum<number>('grand_total').as('total')])
    .where('supplier_id', 'in', ids)
    .groupBy('supplier_id')
    .execute();
}

export function sumBilledOfParties(db: Db, kind: PartyKind, ids: readonly number[]): Promise<PartySumRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return kind === 'customers' ? sumInvoicedOfCustomers(db, ids) : sumPurchasedOfSuppliers(db, ids);
}

/** Per party: the amounts of their live vouchers (receipts from customers, payments to suppliers). */
export async function sumSettledOfParties(
  db: Db,
  kind: PartyKind,
  ids: readonly number[],
): Promise<PartySumRow[]> {
  if (ids.length === 0) return [];
  const column = kind === 'customers' ? 'customer_id' : 'supplier_id';
  const rows = await db
    .selectFrom('vouchers')
    .select((eb) => [eb.ref(column).as('party_id'), eb.fn.sum<number>('amount').as('total')])
    .where(column, 'in', ids)
    .where('removed_at', 'is', null)
    .groupBy(column)
    .execute();
  return rows.flatMap((row) => (row.party_id === null ? [] : [{ party_id: row.party_id, total: row.total }]));
}

/** How many vouchers name this party, removed ones included (kept for the record, they still refer to it). */
export async function countVouchersOfParty(db: Db, kind: PartyKind, id: number): Promise<number> {
  const column = kind === 'customers' ? 'customer_id' : 'supplier_id';
  const row = await db
    .selectFrom('vouchers')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(column, '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
