import { sql } from 'kysely';
import type { Db } from '../core/db/database';
import { lockedForUpdate } from '../core/db/row-locks';

// Where a party's money on account sits, and the rows that apply it to a bill: one more line of
// the voucher whose money it is (voucher_allocations), or a row of opening_advance_applications
// for the opening advance. The triggers keep settled amounts and balances (db/derived/).

export type OnAccountSide = {
  party: 'customer_id' | 'supplier_id';
  voucherKind: 'receipt' | 'payment';
  document: 'invoice_id' | 'purchase_id';
};

export type OnAccountSourceRow = {
  kind: 'opening_advance' | 'voucher';
  id: number;
  number: string | null;
  date: string;
  /** Paise still on account. */
  left: number;
};

/**
 * A party's money on account, oldest first: its opening advance (dated before the books start),
 * then its live vouchers by date and number, each with what it has not applied yet.
 */
export async function findOnAccountSources(
  db: Db,
  side: OnAccountSide,
  partyId: number,
): Promise<OnAccountSourceRow[]> {
  const party = (alias: string) => sql.ref(`${alias}.${side.party}`);
  const { rows } = await sql<OnAccountSourceRow & { left_amount: number | string }>`select s.kind, s.id,
      s.number, s.date, s.left_amount
    from (select 'opening_advance' as kind, ob.id, cast(null as text) as number, ob.date, 0 as seq,
        ob.amount - coalesce((select sum(x.amount) from opening_advance_applications x
          where x.opening_bill_id = ob.id), 0) as left_amount
      from opening_bills ob where ob.kind = 'advance' and ${party('ob')} = ${partyId}
      union all
      select 'voucher' as kind, v.id, v.voucher_number as number, v.date, v.seq,
        v.amount - coalesce((select sum(a.amount) from voucher_allocations a where a.voucher_id = v.id), 0)
          - coalesce((select sum(o.amount) from opening_bill_allocations o where o.voucher_id = v.id), 0)
          as left_amount
      from vouchers v
      where v.kind = ${side.voucherKind} and ${party('v')} = ${partyId} and v.removed_at is null) s
    where s.left_amount > 0
    order by s.date, s.seq, s.id`.execute(db);
  return rows.map(({ left_amount, ...row }) => ({ ...row, id: Number(row.id), left: Number(left_amount) }));
}

/** Holds these vouchers until the transaction ends, in id order (see row-locks.ts). */
export async function lockVouchersOnAccount(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const query = db.selectFrom('vouchers').select('id').where('id', 'in', ids).orderBy('id');
  await lockedForUpdate(db, query).execute();
}

/** Holds these opening advances until the transaction ends, in id order. */
export async function lockOpeningAdvances(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const query = db.selectFrom('opening_bills').select('id').where('id', 'in', ids).orderBy('id');
  await lockedForUpdate(db, query).execute();
}

/** Per voucher: its last line number, over its lines to documents and to opening bills. */
export async function findLastLineNumbers(
  db: Db,
  voucherIds: readonly number[],
): Promise<Map<number, number>> {
  if (voucherIds.length === 0) return new Map();
  const ids = sql.join(voucherIds.map((id) => sql`${id}`));
  const { rows } = await sql<{ voucher_id: number; last: number | string }>`select l.voucher_id,
      max(l.line_no) as last
    from (select voucher_id, line_no from voucher_allocations where voucher_id in (${ids})
      union all select voucher_id, line_no from opening_bill_allocations where voucher_id in (${ids})) l
    group by l.voucher_id`.execute(db);
  return new Map(rows.map((row) => [Number(row.voucher_id), Number(row.last)]));
}

export type VoucherLineValues = { voucher_id: number; line_no: number; document_id: number; amount: number };

/** New lines of vouchers, each applying part of the voucher to an invoice (purchase). */
export async function insertVoucherLines(
  db: Db,
  side: OnAccountSide,
  rows: readonly VoucherLineValues[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('voucher_allocations')
    .values(
      rows.map((row) => ({
        voucher_id: row.voucher_id,
        line_no: row.line_no,
        invoice_id: side.document === 'invoice_id' ? row.document_id : null,
        purchase_id: side.document === 'purchase_id' ? row.document_id : null,
        amount: row.amount,
      })),
    )
    .execute();
}

export type AdvanceApplicationValues = { opening_bill_id: number; document_id: number; amount: number };

export async function insertAdvanceApplications(
  db: Db,
  side: OnAccountSide,
  rows: readonly AdvanceApplicationValues[],
  createdAt: string,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('opening_advance_applications')
    .values(
      rows.map((row) => ({
        opening_bill_id: row.opening_bill_id,
        invoice_id: side.document === 'invoice_id' ? row.document_id : null,
        purchase_id: side.document === 'purchase_id' ? row.document_id : null,
        amount: row.amount,
        created_at: createdAt,
      })),
    )
    .execute();
}

/** Takes every opening advance applied to this document off it; answers what was taken (paise). */
export async function deleteAdvanceApplicationsOf(
  db: Db,
  side: OnAccountSide,
  documentId: number,
): Promise<number> {
  const rows = await db
    .deleteFrom('opening_advance_applications')
    .where(side.document, '=', documentId)
    .returning('amount')
    .execute();
  return rows.reduce((sum, row) => sum + Number(row.amount), 0);
}
