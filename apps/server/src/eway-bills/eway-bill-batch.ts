import { buildEwayBulkFile, type EwayBulkFile, todayIso } from '@bahi/domain';
import type { EwayImportInput } from '@bahi/domain/schemas';
import { inTransaction } from '../core/db/transactions';
import { ConflictError, ValidationError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import { ewayBulkBillOf } from '../e-documents/eway-bill-record';
import { findEwayBill } from '../e-documents/eway-bill-repository';
import { toEwayView } from '../e-documents/eway-bill-view';
import { type AnswerEntry, readAnswerEntries, readAnswerWorkbook } from './eway-answer-read';
import { findInvoiceIdsByNumber, findStandingInvoiceIdsOn } from './eway-bill-repository';
import { loadInvoiceEwaySubject, recordInvoiceEwayNumber } from './eway-bill-service';

// A day's bills in one bulk file, and the portal's answer for many documents (its JSON or its
// Excel file) read back.

/** Every invoice of the day that needs a bill and has no live number, or 422 naming each problem. */
export async function dayEwayJson(
  ctx: RequestContext,
  date: string,
): Promise<{ json: EwayBulkFile; fileName: string }> {
  const ids = await findStandingInvoiceIdsOn(ctx.db, date);
  const bills = [];
  const errors: Record<string, string[]> = {};
  const now = new Date().toISOString();
  for (const { id } of ids) {
    const loaded = await loadInvoiceEwaySubject(ctx, id);
    const bill = await findEwayBill(ctx.db, 'invoice', id);
    const answer = toEwayView(loaded.subject, loaded.settings, bill, todayIso(), now);
    if (answer.status !== 'needed') continue;
    try {
      bills.push(ewayBulkBillOf(loaded, bill, `${loaded.subject.number}.`));
    } catch (error) {
      if (!(error instanceof ValidationError) || !error.errors) throw error;
      Object.assign(errors, error.errors);
    }
  }
  if (Object.keys(errors).length > 0) {
    throw new ValidationError(errors);
  }
  if (bills.length === 0)
    throw new ConflictError(`No invoice of ${date} needs an e-way bill that it does not have`);
  return { json: buildEwayBulkFile(bills), fileName: `EWB_${date}.json` };
}

/** Records every number of the answer in one transaction: nothing is recorded when one fails. */
export async function importEwayAnswer(ctx: RequestContext, input: EwayImportInput) {
  const entries = input.xlsx_base64
    ? await readAnswerWorkbook(input.xlsx_base64)
    : readAnswerEntries(input.content ?? '');
  return inTransaction(ctx.db, (trx) => importEntries(withDb(ctx, trx), entries));
}

async function importEntries(ctx: RequestContext, entries: AnswerEntry[]) {
  const targets: { id: number; entry: AnswerEntry }[] = [];
  for (const entry of entries) {
    const [found] = await findInvoiceIdsByNumber(ctx.db, entry.docNo);
    if (!found) throw new ValidationError({ content: [`No invoice numbered ${entry.docNo}`] });
    const bill = await findEwayBill(ctx.db, 'invoice', found.id);
    if (bill?.ewb_number === entry.number && !bill.cancelled_at) continue;
    targets.push({ id: found.id, entry });
  }
  const recorded = [];
  for (const { id, entry } of targets) {
    await recordInvoiceEwayNumber(ctx, id, {
      ewb_number: entry.number,
      ewb_date: entry.date,
      valid_until: entry.validUntil,
    });
    recorded.push({ document_number: entry.docNo, ewb_number: entry.number });
  }
  return { recorded };
}
