import { type Inv01, type IrpAnswer, readIrpAnswer } from '@bahi/domain';
import type { EInvoice } from '@bahi/domain/schemas';
import { inTransaction } from '../core/db/transactions';
import { ConflictError, HttpError, ValidationError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import { recordIrpAnswer } from '../e-documents/e-invoice-record';
import { findEInvoice, findNoteByNumber } from '../e-documents/e-invoice-repository';
import { findEwayBill } from '../e-documents/eway-bill-repository';
import { findInvoiceIdsByNumber, findStandingInvoiceIdsOn } from '../eway-bills/eway-bill-repository';
import { loadInvoiceEway, recordInvoiceEwayNumber } from '../eway-bills/eway-bill-service';
import { eInvoicingApplies, getInvoiceEInvoice, inv01OfInvoice } from './e-invoice-service';

// A day's B2B invoices and notes in one INV-01 list, and the IRP's answer for many documents read back.

export async function dayInv01Json(
  ctx: RequestContext,
  date: string,
  notes: NoteEInvoices,
): Promise<Inv01[]> {
  const documents: Inv01[] = [];
  const errors: Record<string, string[]> = {};
  for (const { id } of await findStandingInvoiceIdsOn(ctx.db, date)) {
    const { detail, settings } = await loadInvoiceEway(ctx, id);
    if (!detail.customer.gstin || !eInvoicingApplies(detail, settings)) continue;
    if ((await findEInvoice(ctx.db, 'invoice', id))?.status === 'ACT') continue;
    try {
      documents.push(await inv01OfInvoice(ctx, id, `${detail.invoice_number}.`));
    } catch (error) {
      if (!(error instanceof ValidationError) || !error.errors) throw error;
      Object.assign(errors, error.errors);
    }
  }
  const ofNotes = await notes.dayInv01s(ctx, date);
  documents.push(...ofNotes.documents);
  Object.assign(errors, ofNotes.errors);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  if (documents.length === 0)
    throw new ConflictError(`No B2B invoice or note of ${date} is waiting for an IRN`);
  return documents;
}

function answerEntries(content: string): unknown[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw new ValidationError({ content: ['The file is not JSON'] });
  }
  if (Array.isArray(parsed)) return parsed;
  const holder = parsed as Record<string, unknown>;
  return Array.isArray(holder?.data) ? holder.data : [parsed];
}

/**
 * What the notes feature hands in: a note's e-invoice (read for the edit log), and the day's notes
 * still to report as INV-01 with the refusals of the others.
 */
export type NoteEInvoices = {
  view: (ctx: RequestContext, type: 'credit_note' | 'debit_note', id: number) => Promise<EInvoice>;
  dayInv01s: (
    ctx: RequestContext,
    date: string,
  ) => Promise<{ documents: Inv01[]; errors: Record<string, string[]> }>;
};

const NOTE_LABELS = { credit_note: 'Credit note', debit_note: 'Debit note' } as const;

/** Records every IRN of the answer in one transaction: nothing is recorded when one fails. */
export function importIrpAnswer(ctx: RequestContext, content: string, notes: NoteEInvoices) {
  const answers: IrpAnswer[] = answerEntries(content).map((raw, index) => {
    const answer = readIrpAnswer(raw);
    if (typeof answer === 'string') throw new ValidationError({ content: [`Entry ${index + 1}: ${answer}`] });
    return answer;
  });
  return inTransaction(ctx.db, async (trx) => {
    const trxCtx = withDb(ctx, trx);
    const recorded = [];
    for (const answer of answers) {
      const [invoice] = await findInvoiceIdsByNumber(trx, answer.docNo);
      const note = invoice ? undefined : await findNoteByNumber(trx, answer.docNo);
      if (invoice) await recordInvoiceAnswer(trxCtx, invoice.id, answer);
      else if (note) {
        const target = { ...note, label: NOTE_LABELS[note.type] };
        await recordIrpAnswer(trxCtx, target, answer, () => notes.view(trxCtx, note.type, note.id));
      } else throw new ValidationError({ content: [`No invoice or note numbered ${answer.docNo}`] });
      recorded.push({ document_number: answer.docNo, irn: answer.irn });
    }
    return { recorded };
  });
}

/** The IRN, and the e-way bill the IRP generated with it when it did. */
async function recordInvoiceAnswer(ctx: RequestContext, id: number, answer: IrpAnswer): Promise<void> {
  const target = { type: 'invoice' as const, id, label: 'Invoice' };
  if (!(await recordIrpAnswer(ctx, target, answer, () => getInvoiceEInvoice(ctx, id)))) return;
  const bill = await findEwayBill(ctx.db, 'invoice', id);
  if (answer.ewb && !(bill?.ewb_number === answer.ewb.number && !bill.cancelled_at)) {
    try {
      await recordInvoiceEwayNumber(ctx, id, {
        ewb_number: answer.ewb.number,
        ewb_date: answer.ewb.date,
        valid_until: answer.ewb.validUntil,
      });
    } catch (error) {
      if (error instanceof HttpError)
        throw new ValidationError({ content: [`${answer.docNo}: ${error.message}`] });
      throw error;
    }
  }
}
