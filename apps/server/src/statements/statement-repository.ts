import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../core/db/database';
import type { PartyKind } from '../documents/party-repository';

// Every entry of one party's account that counts in its balance, as one union: the same documents
// and amounts the outstanding query adds up (documents/outstanding-repository.ts), one row per
// event on its own date. `amount` is signed: + adds to what the party owes the shop (a customer)
// or the shop owes it (a supplier), − takes off.

export type StatementEntryRow = {
  date: string;
  kind: string;
  number: string;
  due_date: string | null;
  amount: number;
  /** Orders entries of one day: opening balances, bills, notes, then money. */
  rank: number;
  id: number;
};

/** The party's opening bills (owed) and advances (paid ahead), first on their day. */
function openingEntries(party: 'customer' | 'supplier', id: number): RawBuilder<unknown> {
  return sql`
    select ob.date, case when ob.kind = 'bill' then 'opening_bill' else 'advance' end as kind,
      coalesce(ob.number, '') as number, ob.due_date,
      case when ob.kind = 'bill' then ob.amount else -ob.amount end as amount, 0 as rank, ob.id
    from opening_bills ob where ${sql.ref(`ob.${party}_id`)} = ${id}`;
}

/** The party's live receipts or payments (rank 3), then the refunds that came back (rank 4). */
function moneyEntries(party: 'customer' | 'supplier', id: number): RawBuilder<unknown> {
  const voucherKind = sql.lit(party === 'customer' ? 'receipt' : 'payment');
  const [documents, documentId] =
    party === 'customer' ? ['invoices', 'invoice_id'] : ['purchases', 'purchase_id'];
  return sql`
    select v.date, ${voucherKind}, v.voucher_number, cast(null as text), -v.amount, 3, v.id
    from vouchers v where ${sql.ref(`v.${party}_id`)} = ${id} and v.kind = ${voucherKind} and v.removed_at is null
    union all
    select r.date, 'refund', r.refund_number, cast(null as text), r.amount, 4, r.id
    from refunds r join ${sql.table(documents)} d on d.id = ${sql.ref(`r.${documentId}`)}
    where ${sql.ref(`d.${party}_id`)} = ${id} and r.removed_at is null`;
}

function customerEntries(id: number): RawBuilder<unknown> {
  return sql`
    ${openingEntries('customer', id)}
    union all
    select i.date, 'invoice', i.invoice_number, cast(null as text), i.grand_total, 1, i.id
    from invoices i where i.customer_id = ${id} and i.status <> 'Cancelled'
    union all
    select n.date, case when n.note_type = 'credit' then 'credit_note' else 'debit_note' end, n.note_number,
      cast(null as text), case when n.note_type = 'credit' then -n.grand_total else n.grand_total end, 2, n.id
    from sales_notes n where n.customer_id = ${id} and n.status = 'Issued'
    union all
    ${moneyEntries('customer', id)}`;
}

function supplierEntries(id: number): RawBuilder<unknown> {
  return sql`
    ${openingEntries('supplier', id)}
    union all
    select p.purchase_date, 'purchase', p.purchase_number, cast(null as text), p.grand_total, 1, p.id
    from purchases p where p.supplier_id = ${id} and p.status <> 'Cancelled'
    union all
    select pr.date, 'purchase_return', pr.return_number, cast(null as text), -pr.grand_total, 2, pr.id
    from purchase_returns pr where pr.supplier_id = ${id} and pr.status = 'Issued'
    union all
    ${moneyEntries('supplier', id)}`;
}

function entriesOf(kind: PartyKind, id: number): RawBuilder<unknown> {
  return kind === 'customers' ? customerEntries(id) : supplierEntries(id);
}

/**
 * What the party's entries dated on or after `from` add up to (future-dated ones included): read
 * through the parties' date indexes, so a recent period reads only its own documents.
 */
export async function sumEntriesFrom(db: Db, kind: PartyKind, id: number, from: string): Promise<number> {
  const { rows } = await sql<{ total: number | null }>`select coalesce(sum(e.amount), 0) as total
    from (${entriesOf(kind, id)}) e where e.date >= ${from}`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

/** The party's entries dated from `from` to `to`, in the order of the statement. */
export async function findEntriesBetween(
  db: Db,
  kind: PartyKind,
  id: number,
  from: string,
  to: string,
): Promise<StatementEntryRow[]> {
  const { rows } = await sql<StatementEntryRow>`select * from (${entriesOf(kind, id)}) e
    where e.date >= ${from} and e.date <= ${to}
    order by e.date, e.rank, e.id`.execute(db);
  return rows.map((row) => ({
    ...row,
    amount: Number(row.amount),
    rank: Number(row.rank),
    id: Number(row.id),
  }));
}
