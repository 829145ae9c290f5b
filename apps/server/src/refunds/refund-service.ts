import { financialYearOf, formatDateDmy, formatRupees, rupeesToPaise } from '@bahi/domain';
import type { DocumentRefunds, Refund, RefundInput } from '@bahi/domain/schemas';
import type { Db } from '../core/db/database';
import { inTransaction } from '../core/db/transactions';
import { recordCreated, recordDeleted } from '../core/edit-log/record-change';
import { ConflictError, fieldError, NotFoundError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import { rupees } from '../documents/document-presenter';
import { claimNextSeq } from '../documents/document-series';
import {
  findInvoiceById,
  findPurchaseById,
  lockInvoiceById,
  lockPurchaseById,
} from '../documents/original-documents-repository';
import { findOutstandingDocuments } from '../documents/outstanding-repository';
import {
  addToDocumentRefunded,
  findRefundById,
  findRefundsOfDocument,
  insertRefund,
  lockRefundById,
  markRefundRemoved,
  type RefundedDocument,
  type RefundRow,
} from './refund-repository';

// Refunds (docs/product.md, "Refunds"): when credit notes leave an invoice asking less than the
// customer paid, the shop pays the difference back; when purchase returns leave a purchase worth
// less than the shop paid, the supplier pays it back. A refund squares one document, up to what
// is overpaid on it, takes the next number of its series (RF/… paid, RR/… received) and puts its
// amount back on the document (refunded), so what is owed comes to nothing. Removed, never deleted.

type DocumentKind = {
  table: RefundedDocument;
  direction: 'paid' | 'received';
  prefix: 'RF' | 'RR';
  label: 'Invoice' | 'Purchase';
  find: (
    db: Db,
    id: number,
  ) => Promise<{ number: string; date: string; party: string; status: string } | undefined>;
  lock: (db: Db, id: number) => Promise<unknown>;
};

const KINDS: Record<RefundedDocument, DocumentKind> = {
  invoices: {
    table: 'invoices',
    direction: 'paid',
    prefix: 'RF',
    label: 'Invoice',
    find: async (db, id) => {
      const row = await findInvoiceById(db, id);
      return (
        row && { number: row.invoice_number, date: row.date, party: row.customer_name, status: row.status }
      );
    },
    lock: lockInvoiceById,
  },
  purchases: {
    table: 'purchases',
    direction: 'received',
    prefix: 'RR',
    label: 'Purchase',
    find: async (db, id) => {
      const row = await findPurchaseById(db, id);
      return (
        row && {
          number: row.purchase_number,
          date: row.purchase_date,
          party: row.supplier_name,
          status: row.status,
        }
      );
    },
    lock: lockPurchaseById,
  },
};

function toRefund(row: RefundRow): Refund {
  return {
    id: row.id,
    direction: row.direction,
    refund_number: row.refund_number,
    date: row.date,
    invoice_id: row.invoice_id,
    purchase_id: row.purchase_id,
    party_name: row.party_name,
    amount: rupees(Number(row.amount)),
    mode: row.mode,
    cheque_number: row.cheque_number,
    reference: row.reference,
    created_at: row.created_at,
    removed_at: row.removed_at,
  };
}

/** Paise paid beyond what the document now asks (0 when nothing is due back). */
async function overpaidOn(db: Db, table: RefundedDocument, id: number): Promise<number> {
  const [row] = await findOutstandingDocuments(db, table, { ids: [id] });
  return Math.max(0, -(row?.outstanding ?? 0));
}

export async function listDocumentRefunds(
  ctx: RequestContext,
  table: RefundedDocument,
  id: number,
): Promise<DocumentRefunds> {
  const { db } = ctx;
  const kind = KINDS[table];
  if (!(await kind.find(db, id))) throw new NotFoundError(`${kind.label} ${id} not found`);
  const [rows, overpaid] = await Promise.all([
    findRefundsOfDocument(db, table, id),
    overpaidOn(db, table, id),
  ]);
  return { data: rows.map(toRefund), refundable: rupees(overpaid) };
}

/** Records a refund in one transaction, with the document locked so two refunds cannot both take the same overpayment. */
export async function createRefund(
  ctx: RequestContext,
  table: RefundedDocument,
  id: number,
  input: RefundInput,
): Promise<Refund> {
  const { db } = ctx;
  const kind = KINDS[table];
  return inTransaction(db, async (trx) => {
    await kind.lock(trx, id);
    const document = await kind.find(trx, id);
    if (!document) throw new NotFoundError(`${kind.label} ${id} not found`);
    const name = `${kind.label} ${document.number}`;
    if (document.status === 'Cancelled')
      throw new ConflictError(`${name} is cancelled: nothing is refunded on it`);
    if (input.date < document.date) {
      throw fieldError(
        'date',
        `Date must be on or after the ${kind.label.toLowerCase()}'s date (${formatDateDmy(document.date)})`,
      );
    }
    const overpaid = await overpaidOn(trx, table, id);
    const amount = rupeesToPaise(input.amount);
    if (amount > overpaid) {
      throw fieldError(
        'amount',
        overpaid === 0
          ? `${name} is not overpaid: there is nothing to refund`
          : `${name} is overpaid by only ${formatRupees(overpaid)}`,
      );
    }
    const financialYear = financialYearOf(input.date).label;
    const seq = await claimNextSeq(trx, `refund_${kind.direction}`, financialYear);
    const refundId = await insertRefund(trx, {
      direction: kind.direction,
      financial_year: financialYear,
      seq,
      refund_number: `${kind.prefix}/${financialYear}/${String(seq).padStart(4, '0')}`,
      date: input.date,
      invoice_id: table === 'invoices' ? id : null,
      purchase_id: table === 'purchases' ? id : null,
      party_name: document.party,
      amount,
      mode: input.mode,
      cheque_number: input.cheque_number,
      reference: input.reference,
      created_at: new Date().toISOString(),
    });
    await addToDocumentRefunded(trx, table, id, amount);
    const saved = await findRefundById(trx, refundId);
    if (!saved) throw new Error(`Refund ${refundId} lost after saving`);
    const after = toRefund(saved);
    await recordCreated(withDb(ctx, trx), 'refund', refundId, after);
    return after;
  });
}

/** Removes a refund: it stops counting on its document (which is overpaid again), its number stays used. */
export async function removeRefund(ctx: RequestContext, id: number): Promise<Refund> {
  const { db } = ctx;
  return inTransaction(db, async (trx) => {
    const row = await lockRefundById(trx, id);
    if (!row) throw new NotFoundError(`Refund ${id} not found`);
    if (row.removed_at) throw new ConflictError(`Refund ${row.refund_number} is already removed`);
    const table: RefundedDocument = row.invoice_id === null ? 'purchases' : 'invoices';
    const documentId = row.invoice_id ?? row.purchase_id ?? 0;
    await KINDS[table].lock(trx, documentId);
    await markRefundRemoved(trx, id, new Date().toISOString());
    await addToDocumentRefunded(trx, table, documentId, -Number(row.amount));
    const removed = await findRefundById(trx, id);
    if (!removed) throw new Error(`Refund ${id} lost while removing it`);
    const after = toRefund(removed);
    await recordDeleted(withDb(ctx, trx), 'refund', id, toRefund(row), after);
    return after;
  });
}
