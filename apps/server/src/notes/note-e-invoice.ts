import { type EInvoiceDocument, type EInvoiceLine, type Inv01, rupeesToPaise } from '@bahi/domain';
import type { EInvoice, IrnCancelInput, NoteDetail } from '@bahi/domain/schemas';
import { inTransaction } from '../core/db/transactions';
import { ValidationError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import {
  type EDocumentSettingsRow,
  findEDocumentSettings,
} from '../e-documents/e-document-settings-repository';
import {
  cancelIrnOf,
  type EInvoiceSubject,
  inv01OfSubject,
  reported,
  toEInvoiceView,
} from '../e-documents/e-invoice-record';
import { findEInvoice } from '../e-documents/e-invoice-repository';
import { eInvoicePartiesOf, findCustomerPinCode } from '../e-documents/party-place';
import { findStandingNotesOn, type NoteType } from './note-repository';
import { getNoteDetail } from './note-service';

// A credit or debit note reported to the IRP like its invoice (INV-01 document type CRN or DBN,
// naming the invoice it corrects), under the rules invoices follow (e-documents/e-invoice-record.ts).
// A line bills the taxable value it credits or debits: its unit price is that value over the
// units returned, or the whole value on a value note (no units).

const LABELS = { credit: 'Credit note', debit: 'Debit note' } as const;
const DOC_TYPES = { credit: 'CRN', debit: 'DBN' } as const;

export const noteEInvoiceType = (type: NoteType) => (type === 'credit' ? 'credit_note' : 'debit_note');

function lineOf(item: NoteDetail['items'][number]): EInvoiceLine {
  const taxable = rupeesToPaise(item.subtotal);
  return {
    productName: item.product.name,
    hsnCode: item.product.hsn_code,
    unit: item.unit,
    quantity: item.quantity,
    unitPrice: item.quantity > 0 ? taxable / item.quantity : taxable,
    gross: taxable,
    taxable,
    gstRateBp: Math.round(item.gst_rate * 100),
    cgst: rupeesToPaise(item.cgst_amount),
    sgst: rupeesToPaise(item.sgst_amount),
    igst: rupeesToPaise(item.igst_amount),
  };
}

export function eInvoiceDocumentOfNote(
  note: NoteDetail,
  settings: EDocumentSettingsRow,
  customerPinCode: string | null,
): EInvoiceDocument {
  return {
    docType: DOC_TYPES[note.note_type],
    number: note.note_number,
    date: note.date,
    ...eInvoicePartiesOf(note, settings, customerPinCode),
    lines: note.items.map(lineOf),
    roundOff: rupeesToPaise(note.round_off),
    preceding: { number: note.invoice.invoice_number, date: note.invoice.date },
  };
}

async function loadNoteEInvoice(ctx: RequestContext, type: NoteType, id: number) {
  const note = await getNoteDetail(ctx, type, id);
  const [settings, customer, row] = await Promise.all([
    findEDocumentSettings(ctx.db),
    findCustomerPinCode(ctx.db, note.customer_id),
    findEInvoice(ctx.db, noteEInvoiceType(type), id),
  ]);
  const subject: EInvoiceSubject = {
    type: noteEInvoiceType(type),
    id,
    number: note.note_number,
    label: LABELS[type],
    date: note.date,
    cancelled: note.status === 'Cancelled',
    buyerGstin: note.customer.gstin,
    afterCancelWindow: type === 'credit' ? 'issue a debit note to undo it' : 'issue a credit note to undo it',
    document: () => eInvoiceDocumentOfNote(note, settings, customer?.pin_code ?? null),
  };
  return { subject, settings, row };
}

export async function getNoteEInvoice(ctx: RequestContext, type: NoteType, id: number): Promise<EInvoice> {
  const { subject, settings, row } = await loadNoteEInvoice(ctx, type, id);
  return toEInvoiceView(subject, settings, row);
}

export async function inv01OfNote(ctx: RequestContext, type: NoteType, id: number): Promise<Inv01> {
  const { subject, settings, row } = await loadNoteEInvoice(ctx, type, id);
  return inv01OfSubject(subject, settings, row);
}

export function cancelNoteIrn(
  ctx: RequestContext,
  type: NoteType,
  id: number,
  input: IrnCancelInput,
): Promise<EInvoice> {
  return inTransaction(ctx.db, async (trx) => {
    const trxCtx = withDb(ctx, trx);
    const { subject, settings } = await loadNoteEInvoice(trxCtx, type, id);
    return cancelIrnOf(trxCtx, subject, settings, input);
  });
}

/** The day's notes still to report, as INV-01; each refusal named under the note's number. */
export async function dayNoteInv01s(
  ctx: RequestContext,
  date: string,
): Promise<{ documents: Inv01[]; errors: Record<string, string[]> }> {
  const documents: Inv01[] = [];
  const errors: Record<string, string[]> = {};
  for (const { id, note_type } of await findStandingNotesOn(ctx.db, date)) {
    const { subject, settings, row } = await loadNoteEInvoice(ctx, note_type, id);
    if (!reported(subject, settings) || row?.status === 'ACT') continue;
    try {
      documents.push(inv01OfSubject(subject, settings, row, `${subject.number}.`));
    } catch (error) {
      if (!(error instanceof ValidationError) || !error.errors) throw error;
      Object.assign(errors, error.errors);
    }
  }
  return { documents, errors };
}
