import { type Inv01, type IrpAnswer, readIrpAnswer } from '@bahi/domain';
import type { EInvoice } from '@bahi/domain/schemas';
import { inTransaction } from '../core/db/transactions';
import { ConflictError, ValidationError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import { recordIrpAnswer } from '../e-documents/e-invoice-record';
import { findNoteByNumber } from '../e-documents/e-invoice-repository';

// A day's B2B invoices and notes in one INV-01 list, and the IRP's answer for many documents read
// back. The invoices and notes features hand in how they take part where the app is wired.

type DayInv01s = { documents: Inv01[]; errors: Record<string, string[]> };

/**
 * What the invoices feature hands in: the day's invoices still to report as INV-01 with the
 * refusals of the others, and an answer recorded on the invoice it names (false when none does).
 */
export type InvoiceEInvoices = {
  dayInv01s: (ctx: RequestContext, date: string) => Promise<DayInv01s>;
  recordAnswer: (ctx: RequestContext, answer: IrpAnswer) => Promise<boolean>;
};

/**
 * What the notes feature hands in: a note's e-invoice (read for the edit log), and the day's notes
 * still to report as INV-01 with the refusals of the others.
 */
export type NoteEInvoices = {
  view: (ctx: RequestContext, type: 'credit_note' | 'debit_note', id: number) => Promise<EInvoice>;
  dayInv01s: (ctx: RequestContext, date: string) => Promise<DayInv01s>;
};

export type EInvoiceDocuments = { invoices: InvoiceEInvoices; notes: NoteEInvoices };

/** The day's invoices, then its notes; 422 naming each field of any the IRP would refuse. */
export async function dayInv01Json(
  ctx: RequestContext,
  date: string,
  { invoices, notes }: EInvoiceDocuments,
): Promise<Inv01[]> {
  const documents: Inv01[] = [];
  const errors: Record<string, string[]> = {};
  for (const kind of [invoices, notes]) {
    const day = await kind.dayInv01s(ctx, date);
    documents.push(...day.documents);
    Object.assign(errors, day.errors);
  }
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

const NOTE_LABELS = { credit_note: 'Credit note', debit_note: 'Debit note' } as const;

/** Records every IRN of the answer in one transaction: nothing is recorded when one fails. */
export function importIrpAnswer(
  ctx: RequestContext,
  content: string,
  { invoices, notes }: EInvoiceDocuments,
) {
  const answers: IrpAnswer[] = answerEntries(content).map((raw, index) => {
    const answer = readIrpAnswer(raw);
    if (typeof answer === 'string') throw new ValidationError({ content: [`Entry ${index + 1}: ${answer}`] });
    return answer;
  });
  return inTransaction(ctx.db, async (trx) => {
    const trxCtx = withDb(ctx, trx);
    const recorded = [];
    for (const answer of answers) {
      // The invoice of that number first (its IRN, and the e-way bill the IRP generated with it).
      if (!(await invoices.recordAnswer(trxCtx, answer))) {
        const note = await findNoteByNumber(trx, answer.docNo);
        if (!note) throw new ValidationError({ content: [`No invoice or note numbered ${answer.docNo}`] });
        const target = { ...note, label: NOTE_LABELS[note.type] };
        await recordIrpAnswer(trxCtx, target, answer, () => notes.view(trxCtx, note.type, note.id));
      }
      recorded.push({ document_number: answer.docNo, irn: answer.irn });
    }
    return { recorded };
  });
}
