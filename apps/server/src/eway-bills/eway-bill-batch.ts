import { buildEwayBulkFile, type EwayBulkFile, todayIso } from '@bahi/domain';
import type { EwayImportInput } from '@bahi/domain/schemas';
import { inTransaction } from '../core/db/transactions';
import { ConflictError, ValidationError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import { ewayBulkBillOf, recordEwayNumber } from '../e-documents/eway-bill-record';
import { findEwayBill } from '../e-documents/eway-bill-repository';
import { toEwayView } from '../e-documents/eway-bill-view';
import type { EwayDocumentSource } from '../e-documents/eway-document-source';
import { type AnswerEntry, readAnswerEntries, readAnswerWorkbook } from './eway-answer-read';

// A day's bills in one bulk file, and the portal's answer for many documents (its JSON or its
// Excel file) read back, for every kind of document that carries a bill (`sources`: invoices
// first, then purchase returns).

/** The bulk bills of one kind's documents of the day that need one and have no live number. */
async function dayBillsOf(
  ctx: RequestContext,
  source: EwayDocumentSource,
  date: string,
  errors: Record<string, string[]>,
) {
  const bills = [];
  const now = new Date().toISOString();
  for (const { id } of await source.standingIdsOn(ctx.db, date)) {
    const loaded = await source.load(id)(ctx);
    const bill = await findEwayBill(ctx.db, source.type, id);
    const answer = toEwayView(loaded.subject, loaded.settings, bill, todayIso(), now);
    if (answer.status !== 'needed') continue;
    try {
      bills.push(ewayBulkBillOf(loaded, bill, true));
    } catch (error) {
      if (!(error instanceof ValidationError) || !error.errors) throw error;
      Object.assign(errors, error.errors);
    }
  }
  return bills;
}

/** Every document of the day that needs a bill and has no live number, or 422 naming each problem. */
export async function dayEwayJson(
  ctx: RequestContext,
  date: string,
  sources: readonly EwayDocumentSource[],
): Promise<{ json: EwayBulkFile; fileName: string }> {
  const bills = [];
  const errors: Record<string, string[]> = {};
  for (const source of sources) bills.push(...(await dayBillsOf(ctx, source, date, errors)));
  if (Object.keys(errors).length > 0) {
    throw new ValidationError(errors);
  }
  if (bills.length === 0) {
    const kinds = sources.map((source) => source.label).join(' or ');
    throw new ConflictError(`No ${kinds} of ${date} needs an e-way bill that it does not have`);
  }
  return { json: buildEwayBulkFile(bills), fileName: `EWB_${date}.json` };
}

/** Records every number of the answer in one transaction: nothing is recorded when one fails. */
export async function importEwayAnswer(
  ctx: RequestContext,
  input: EwayImportInput,
  sources: readonly EwayDocumentSource[],
) {
  const field = input.xlsx_base64 ? 'xlsx_base64' : 'content';
  const entries = input.xlsx_base64
    ? await readAnswerWorkbook(input.xlsx_base64)
    : readAnswerEntries(input.content ?? '');
  return inTransaction(ctx.db, (trx) => importEntries(withDb(ctx, trx), entries, sources, field));
}

type Target = { source: EwayDocumentSource; id: number; entry: AnswerEntry };

/** The one document the entry names, or the refusal saying why there is none or more than one. */
async function targetOf(
  ctx: RequestContext,
  entry: AnswerEntry,
  sources: readonly EwayDocumentSource[],
): Promise<Target | string> {
  const kinds = entry.docType
    ? sources.filter((source) => source.portalDocTypes.includes(entry.docType ?? ''))
    : sources;
  const found: Target[] = [];
  for (const source of kinds) {
    const [document] = await source.idsByNumber(ctx.db, entry.docNo);
    if (document) found.push({ source, id: document.id, entry });
  }
  const [only, other] = found;
  if (!only) {
    const named = kinds.map((source) => source.label).join(' or ') || `document of type ${entry.docType}`;
    return `No ${named} numbered ${entry.docNo}`;
  }
  if (other) {
    const labels = found.map((target) => target.source.label).join(', ');
    const types = found.map((target) => target.source.portalDocTypes.join('/')).join(' or ');
    return `${entry.docNo} is the number of more than one document (${labels}): give its entry the document type (${types})`;
  }
  return only;
}

async function importEntries(
  ctx: RequestContext,
  entries: AnswerEntry[],
  sources: readonly EwayDocumentSource[],
  field: string,
) {
  const targets: Target[] = [];
  const problems: string[] = [];
  for (const entry of entries) {
    const target = await targetOf(ctx, entry, sources);
    if (typeof target === 'string') {
      problems.push(target);
      continue;
    }
    const bill = await findEwayBill(ctx.db, target.source.type, target.id);
    if (bill?.ewb_number === entry.number && !bill.cancelled_at) continue;
    targets.push(target);
  }
  if (problems.length > 0) throw new ValidationError({ [field]: problems });
  const recorded = [];
  for (const { source, id, entry } of targets) {
    await recordEwayNumber(ctx, source.load(id), {
      ewb_number: entry.number,
      ewb_date: entry.date,
      valid_until: entry.validUntil,
    });
    recorded.push({ document_number: entry.docNo, ewb_number: entry.number });
  }
  return { recorded };
}
