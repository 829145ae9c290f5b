import { addDaysIso, paiseToRupees, todayIso } from '@bahi/domain';
import { NUMBER_DUE_DAYS, type NumberDue, type NumberDueRow } from '@bahi/domain/schemas';
import type { Db } from '../core/db/database';
import type { RequestContext } from '../core/http/request-context';
import { type EDocumentRules, noteIrnNeeded, numberDueCondition } from './e-document-conditions';
import { findEDocumentSettings } from './e-document-settings-repository';
import { findEDocumentStatuses } from './e-document-statuses';
import { findPurchaseReturnsDue } from './purchase-returns-due';

// The documents that still need a number from a portal: the invoices of India's today and the
// open ones of the days before (within NUMBER_DUE_DAYS) that need an e-way bill or an IRN and have
// none, the credit and debit notes of those days that need an IRN (a note moves no goods of its
// own, so it never needs an e-way bill), and the purchase returns of those days whose goods going
// back to the supplier need an e-way bill (purchase-returns-due.ts). One read of each table's
// date index range; each row's bill and IRN are probes of unique indexes. Each row names its
// party neutrally: the customer, or the supplier of a purchase return.

function findInvoicesDue(db: Db, from: string, to: string, rules: EDocumentRules) {
  return db
    .selectFrom('invoices')
    .select([
      'id',
      'invoice_number',
      'date',
      'status',
      'supply_type',
      'customer_name',
      'customer_gstin',
      'grand_total',
    ])
    .where('invoices.date', '>=', from)
    .where('invoices.date', '<=', to)
    .where((eb) => numberDueCondition(eb, rules))
    .orderBy('invoices.date')
    .orderBy('invoices.id')
    .execute();
}

/** B2B notes standing, dated on or after e-invoicing's start, with no IRN recorded. */
function findNotesDue(db: Db, from: string, to: string, rules: EDocumentRules) {
  const einvoiceFrom = rules.einvoice_from;
  if (!einvoiceFrom) return Promise.resolve([]);
  return db
    .selectFrom('sales_notes')
    .select(['id', 'note_type', 'note_number', 'date', 'customer_name', 'customer_gstin', 'grand_total'])
    .where('sales_notes.date', '>=', from > einvoiceFrom ? from : einvoiceFrom)
    .where('sales_notes.date', '<=', to)
    .where((eb) => noteIrnNeeded(eb, rules))
    .orderBy('sales_notes.date')
    .orderBy('sales_notes.id')
    .execute();
}

export async function numbersDue(ctx: RequestContext): Promise<NumberDue> {
  const now = new Date();
  const today = todayIso(now);
  const from = addDaysIso(today, -NUMBER_DUE_DAYS);
  const rules = await findEDocumentSettings(ctx.db);
  const [rows, notes, returns] = await Promise.all([
    findInvoicesDue(ctx.db, from, today, rules),
    findNotesDue(ctx.db, from, today, rules),
    findPurchaseReturnsDue(ctx.db, from, today, rules),
  ]);
  const statuses = await findEDocumentStatuses(ctx.db, rows, rules, now.toISOString());
  const invoices = rows.flatMap((row): NumberDueRow[] => {
    const status = statuses.get(row.id);
    if (!status) return [];
    return [
      {
        document_type: 'invoice',
        id: row.id,
        document_number: row.invoice_number,
        date: row.date,
        party_name: row.customer_name,
        party_gstin: row.customer_gstin,
        grand_total: paiseToRupees(row.grand_total),
        ...status,
      },
    ];
  });
  const dueNotes = notes.map(
    (note): NumberDueRow => ({
      document_type: note.note_type === 'credit' ? 'credit_note' : 'debit_note',
      id: note.id,
      document_number: note.note_number,
      date: note.date,
      party_name: note.customer_name,
      party_gstin: note.customer_gstin,
      grand_total: paiseToRupees(note.grand_total),
      eway_status: 'not-needed',
      irn_status: 'needed',
    }),
  );
  const dueReturns = returns.map(
    (purchaseReturn): NumberDueRow => ({
      document_type: 'purchase_return',
      id: purchaseReturn.id,
      document_number: purchaseReturn.return_number,
      date: purchaseReturn.date,
      party_name: purchaseReturn.supplier_name,
      party_gstin: purchaseReturn.supplier_gstin,
      grand_total: paiseToRupees(purchaseReturn.grand_total),
      eway_status: 'needed',
      irn_status: 'not-applicable',
    }),
  );
  // Oldest first (a stable sort); on one day, invoices, then the notes that correct them, then
  // purchase returns.
  const data = [...invoices, ...dueNotes, ...dueReturns].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
  );
  return { today, from, data };
}
