import { creditNoteDeadline, financialYearOf, formatNoteNumber, rupeesToPaise } from '@bahi/domain';
import type { NoteableInvoice, NoteDetail, NoteInput } from '@bahi/domain/schemas';
import { inTransaction } from '../core/db/transactions';
import { retryOnWriteConflict } from '../core/db/write-conflicts';
import { recordChange } from '../core/edit-log/record-change';
import { ConflictError, NotFoundError, ValidationError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import { findSettings } from '../core/shop/settings-repository';
import { correctionItemValues } from '../documents/correction-lines';
import {
  correctionTotals,
  linesWithRemaining,
  remainingOfOriginalLines,
} from '../documents/correction-rules';
import { toPartySnapshot } from '../documents/document-presenter';
import { claimNextSeq } from '../documents/document-series';
import {
  findInvoiceById,
  findInvoiceItems,
  lockInvoiceById,
} from '../documents/original-documents-repository';
import { refuseInFiledPeriod } from '../documents/period-lock';
import { sellerSnapshotOf } from '../documents/seller-snapshot';
import { refuseChangeOfReported } from '../e-documents/e-invoice-record';
import { checkInvoiceAndDate, priceNoteLines, takesAllThatIsLeft } from './note-lines';
import { toNoteDetail } from './note-presenter';
import {
  addToInvoiceNoted,
  deleteReturnMovements,
  findNoteById,
  findNotedOfInvoiceLines,
  findNoteItems,
  insertNote,
  insertNoteItems,
  insertReturnMovements,
  lockNoteById,
  type NoteItemValuesRow,
  type NoteType,
  updateNoteStatus,
} from './note-repository';

// Credit and debit notes against one sales invoice (docs/gst-rules.md, "Credit and debit notes").
// A note keeps its invoice's party and seller particulars, is taxed at the invoice lines' own
// rates and supply type (packages/domain/src/notes.ts), takes the next number of its own series
// for the financial year of its date, and changes what the invoice still owes (invoices.noted);
// a return's goods re-enter stock. Cancelled, never deleted.

const LABELS: Record<NoteType, string> = { credit: 'Credit note', debit: 'Debit note' };

function notFound(type: NoteType, id: number): NotFoundError {
  return new NotFoundError(`${LABELS[type]} ${id} not found`);
}

export async function getNoteDetail(ctx: RequestContext, type: NoteType, id: number): Promise<NoteDetail> {
  const { db } = ctx;
  const [row, items, settings] = await Promise.all([
    findNoteById(db, type, id),
    findNoteItems(db, id),
    findSettings(db),
  ]);
  if (!row) throw notFound(type, id);
  return toNoteDetail(row, items, settings);
}

export async function getNoteableInvoice(ctx: RequestContext, invoiceId: number): Promise<NoteableInvoice> {
  const { db } = ctx;
  const [invoice, items, noted] = await Promise.all([
    findInvoiceById(db, invoiceId),
    findInvoiceItems(db, invoiceId),
    findNotedOfInvoiceLines(db, invoiceId),
  ]);
  if (!invoice) throw new NotFoundError(`Invoice ${invoiceId} not found`);
  const remaining = remainingOfOriginalLines(items, noted);
  return {
    invoice: { id: invoice.id, invoice_number: invoice.invoice_number, date: invoice.date },
    status: invoice.status,
    customer_id: invoice.customer_id,
    customer: toPartySnapshot('customer', invoice.customer_id, invoice),
    supply_type: invoice.supply_type,
    credit_note_deadline: creditNoteDeadline(invoice.date),
    lines: linesWithRemaining(items, remaining).map(({ item, shown }) => ({
      invoice_item_id: item.id,
      ...shown,
    })),
  };
}

/**
 * Issues a note in one transaction: locks its invoice (so notes on one invoice take turns and
 * each sees the ones before), checks the limits, works out the tax at the invoice lines' rates,
 * takes the next number of its series and records the change.
 */
export async function createNote(ctx: RequestContext, type: NoteType, input: NoteInput): Promise<NoteDetail> {
  const { db } = ctx;
  return retryOnWriteConflict(db, () =>
    inTransaction(db, async (trx) => {
      const invoice = await lockInvoiceById(trx, input.invoice_id);
      if (!invoice) throw new ValidationError({ invoice_id: [`Invoice ${input.invoice_id} does not exist`] });
      checkInvoiceAndDate(type, invoice, input.note_date);
      await refuseInFiledPeriod(trx, {
        label: `A new ${LABELS[type].toLowerCase()}`,
        dates: [input.note_date],
      });
      const [items, noted] = await Promise.all([
        findInvoiceItems(trx, invoice.id),
        findNotedOfInvoiceLines(trx, invoice.id),
      ]);
      const remaining = remainingOfOriginalLines(items, noted);
      const lines = priceNoteLines(type, input, invoice, remaining);
      const totals = correctionTotals(lines, invoice.supply_type);
      const roundOff =
        type === 'credit' && takesAllThatIsLeft(remaining, lines) ? Number(invoice.round_off) : 0;
      const grandTotal = totals.grandTotal + roundOff;
      const financialYear = financialYearOf(input.note_date).label;
      const seq = await claimNextSeq(trx, `${type}_note`, financialYear);
      const now = new Date().toISOString();
      const seller = invoice.seller_snapshot ?? sellerSnapshotOf(await findSettings(trx));
      const noteId = await insertNote(trx, {
        note_type: type,
        kind: input.kind,
        financial_year: financialYear,
        seq,
        note_number: formatNoteNumber(type, financialYear, seq),
        date: input.note_date,
        invoice_id: invoice.id,
        customer_id: invoice.customer_id,
        customer_name: invoice.customer_name,
        customer_gstin: invoice.customer_gstin,
        customer_email: invoice.customer_email,
        customer_phone: invoice.customer_phone,
        customer_address: invoice.customer_address,
        customer_state_code: invoice.customer_state_code,
        place_of_supply: invoice.place_of_supply,
        supply_type: invoice.supply_type,
        reason: input.reason,
        seller_snapshot: seller,
        total_amount: totals.totalAmount,
        cgst_amount: totals.cgst,
        sgst_amount: totals.sgst,
        igst_amount: totals.igst,
        gst_amount: totals.gstAmount,
        round_off: roundOff,
        grand_total: grandTotal,
        created_at: now,
        updated_at: now,
      });
      const rows: NoteItemValuesRow[] = correctionItemValues(lines, totals.lines, (line) => ({
        invoice_item_id: line.item.id,
      }));
      await insertNoteItems(trx, noteId, rows);
      await addToInvoiceNoted(trx, invoice.id, type === 'credit' ? grandTotal : -grandTotal);
      if (input.kind === 'return') {
        await insertReturnMovements(
          trx,
          noteId,
          input.note_date,
          lines.map((line) => ({
            product_id: line.item.product_id,
            batch_id: line.item.batch_id,
            quantity_milli: line.quantityMilli,
          })),
        );
      }
      const after = await getNoteDetail(withDb(ctx, trx), type, noteId);
      await recordChange(withDb(ctx, trx), {
        recordType: type === 'credit' ? 'credit_note' : 'debit_note',
        recordId: noteId,
        action: 'create',
        before: null,
        after,
      });
      return after;
    }),
  );
}

/**
 * Cancels a note: it keeps its number and stays printable, stops counting against its invoice
 * (what the invoice owes moves back) and a return's goods leave stock again. A cancelled note
 * stays cancelled.
 */
export async function cancelNote(ctx: RequestContext, type: NoteType, id: number): Promise<NoteDetail> {
  const { db } = ctx;
  return inTransaction(db, async (trx) => {
    const locked = await lockNoteById(trx, type, id);
    if (!locked) throw notFound(type, id);
    await lockInvoiceById(trx, locked.invoice_id);
    const before = await getNoteDetail(withDb(ctx, trx), type, id);
    if (before.status === 'Cancelled') {
      throw new ConflictError(`${LABELS[type]} ${before.note_number} is already cancelled`);
    }
    await refuseInFiledPeriod(trx, { label: `${LABELS[type]} ${before.note_number}`, dates: [before.date] });
    // A note with a live IRN is reported as it stands: its IRN is cancelled on the IRP first.
    await refuseChangeOfReported(
      trx,
      type === 'credit' ? 'credit_note' : 'debit_note',
      id,
      (irn) =>
        `${LABELS[type]} ${before.note_number} has IRN ${irn}; record the IRN's cancellation first (within 24 hours), or issue a ${type === 'credit' ? 'debit' : 'credit'} note to undo it`,
    );
    const grandTotal = rupeesToPaise(before.grand_total);
    await updateNoteStatus(trx, id, 'Cancelled', new Date().toISOString());
    await addToInvoiceNoted(trx, locked.invoice_id, type === 'credit' ? -grandTotal : grandTotal);
    if (before.kind === 'return') await deleteReturnMovements(trx, id);
    const after = await getNoteDetail(withDb(ctx, trx), type, id);
    await recordChange(withDb(ctx, trx), {
      recordType: type === 'credit' ? 'credit_note' : 'debit_note',
      recordId: id,
      action: 'cancel',
      before,
      after,
    });
    return after;
  });
}
