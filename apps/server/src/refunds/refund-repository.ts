import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../core/db/database';
import { lockedForUpdate } from '../core/db/row-locks';
import type { RefundDirection, RefundTable } from '../core/db/schema-refunds';

// Queries of refunds (refunds, refund_series; migration 2026-11-25T1210). One query each; the
// database or a transaction first.

export type RefundRow = Selectable<RefundTable>;
export type RefundValuesRow = Omit<Insertable<RefundTable>, 'id' | 'removed_at'>;
export type RefundedDocument = 'invoices' | 'purchases';

const DOCUMENT_COLUMN = { invoices: 'invoice_id', purchases: 'purchase_id' } as const;

/** The refunds of one invoice or purchase, removed ones too, oldest first. */
export function findRefundsOfDocument(db: Db, document: RefundedDocument, id: number): Promise<RefundRow[]> {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where(DOCUMENT_COLUMN[document], '=', id)
    .orderBy('date')
    .orderBy('id')
    .execute();
}

export function findRefundById(db: Db, id: number): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The refund's row, held until the transaction ends (row-locks.ts). */
export function lockRefundById(db: Db, id: number): Promise<RefundRow | undefined> {
  return lockedForUpdate(db, db.selectFrom('refunds').selectAll().where('id', '=', id)).executeTakeFirst();
}

/**
 * Issues the next position of a direction's series in a financial year, creating it at 1; the
 * counter row stays locked until the transaction ends, so concurrent refunds take turns.
 */
export async function takeNextRefundSeq(
  db: Db,
  direction: RefundDirection,
  financialYear: string,
): Promise<number> {
  const row = await db
    .insertInto('refund_series')
    .values({ direction, financial_year: financialYear, last_seq: 1 })
    .onConflict((oc) =>
      oc.columns(['direction', 'financial_year']).doUpdateSet({ last_seq: sql`refund_series.last_seq + 1` }),
    )
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  return Number(row.last_seq);
}

export async function insertRefund(db: Db, values: RefundValuesRow): Promise<number> {
  const row = await db.insertInto('refunds').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function markRefundRemoved(db: Db, id: number, removedAt: string): Promise<void> {
  await db.updateTable('refunds').set({ removed_at: removedAt }).where('id', '=', id).execute();
}

/** Moves what live refunds put back on an invoice or a purchase by `delta` paise. */
export async function addToDocumentRefunded(
  db: Db,
  document: RefundedDocument,
  id: number,
  delta: number,
): Promise<void> {
  await db
    .updateTable(document)
    .set({ refunded: sql`refunded + ${delta}` })
    .where('id', '=', id)
    .execute();
}
