import {
  buildEwayBulkBill,
  buildEwayBulkFile,
  checkEwayBill,
  type EwayBulkFile,
  endOfIndianDay,
  ewayValidUntilDate,
  parsePortalInstant,
  problemsByField,
  todayIso,
  withinCancelWindow,
} from '@bahi/domain';
import type { EwayBill, EwayCancelInput, EwayNumberInput, EwayPartBInput } from '@bahi/domain/schemas';
import { inTransaction } from '../core/db/transactions';
import { recordChange } from '../core/edit-log/record-change';
import { ConflictError, fieldError, ValidationError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import { claimNextVersion } from '../core/versions/version-guard';
import type { EDocumentSettingsRow } from './e-document-settings-repository';
import { type EwayBillRow, findEwayBill, insertEwayBill, updateEwayBill } from './eway-bill-repository';
import { CANCEL_REASONS, type EwaySubject, partBOfSubject, toEwayView } from './eway-bill-view';

// A document's e-way bill, whatever the document: its Part B saved in Bahi, the portal's bulk
// file, the number the portal gave and its cancellation. Each write is one transaction with its
// edit-log entry. A feature hands in how to load its document as an EwaySubject.

export type EwayLoaded = { subject: EwaySubject; settings: EDocumentSettingsRow };
export type EwayLoader = (ctx: RequestContext) => Promise<EwayLoaded>;

export async function readEwayBill(ctx: RequestContext, load: EwayLoader): Promise<EwayBill> {
  const { subject, settings } = await load(ctx);
  const bill = await findEwayBill(ctx.db, subject.type, subject.id);
  return toEwayView(subject, settings, bill, todayIso(), new Date().toISOString());
}

function refuseLiveNumber(bill: EwayBillRow | undefined, subject: EwaySubject): void {
  if (bill?.ewb_number && !bill.cancelled_at) {
    throw new ConflictError(
      `${subject.label} ${subject.number} already has e-way bill ${bill.ewb_number}; cancel it on the portal and here first`,
    );
  }
}

function refuseCancelled(subject: EwaySubject): void {
  if (subject.cancelled) throw new ConflictError(`${subject.label} ${subject.number} is cancelled`);
}

/** One write in one transaction: `change` gets the loaded document and its bill row; logged before and after. */
function writeBill(
  ctx: RequestContext,
  load: EwayLoader,
  change: (
    loaded: EwayLoaded & { ctx: RequestContext },
    bill: EwayBillRow | undefined,
    at: string,
  ) => Promise<void>,
): Promise<EwayBill> {
  return inTransaction(ctx.db, async (trx) => {
    const trxCtx = withDb(ctx, trx);
    const loaded = await load(trxCtx);
    const before = await readEwayBill(trxCtx, async () => loaded);
    const at = new Date().toISOString();
    await change(
      { ...loaded, ctx: trxCtx },
      await findEwayBill(trx, loaded.subject.type, loaded.subject.id),
      at,
    );
    const after = await readEwayBill(trxCtx, async () => loaded);
    const row = await findEwayBill(trx, loaded.subject.type, loaded.subject.id);
    await recordChange(trxCtx, {
      recordType: 'eway_bill',
      recordId: row?.id ?? loaded.subject.id,
      action: before.saved ? 'update' : 'create',
      before: before.saved ? before : null,
      after,
    });
    return after;
  });
}

export function saveEwayPartB(
  ctx: RequestContext,
  load: EwayLoader,
  input: EwayPartBInput,
): Promise<EwayBill> {
  const { version, ...values } = input;
  return writeBill(ctx, load, async ({ subject, ctx: trxCtx }, bill, at) => {
    refuseLiveNumber(bill, subject);
    if (!bill) return insertEwayBill(trxCtx.db, subject.type, subject.id, values, at);
    await claimNextVersion(trxCtx, {
      table: 'eway_bills',
      recordType: 'eway_bill',
      id: bill.id,
      label: `The e-way bill of ${subject.label.toLowerCase()} ${subject.number}`,
      fromVersion: version,
    });
    await updateEwayBill(trxCtx.db, bill.id, { ...values, updated_at: at });
  });
}

/** Each refused field under the document's number, each message naming the document's kind and number. */
function problemsOfDocument(problems: Parameters<typeof problemsByField>[0], subject: EwaySubject) {
  const errors = problemsByField(problems, `${subject.number}.`);
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      messages.map((message) => `${subject.label} ${message}`),
    ]),
  );
}

/**
 * The document's bill for the bulk file, or 422 naming each field the portal would refuse; in a
 * day's file (`inDay`) each field is keyed by the document's number and its kind is named, as a
 * day's file mixes invoices and purchase returns.
 */
export function ewayBulkBillOf(loaded: EwayLoaded, bill: EwayBillRow | undefined, inDay = false) {
  const { subject, settings } = loaded;
  const document = subject.document(bill);
  const partB = partBOfSubject(subject, settings, bill);
  const problems = checkEwayBill(document, partB, todayIso());
  if (problems.length > 0) {
    throw new ValidationError(inDay ? problemsOfDocument(problems, subject) : problemsByField(problems));
  }
  return buildEwayBulkBill(document, partB);
}

/** One document's bill in the bulk file, or 409 (cancelled, already numbered) or 422 naming each field. */
export async function ewayJsonOf(
  ctx: RequestContext,
  load: EwayLoader,
): Promise<{ json: EwayBulkFile; fileName: string }> {
  const loaded = await load(ctx);
  const { subject } = loaded;
  refuseCancelled(subject);
  const bill = await findEwayBill(ctx.db, subject.type, subject.id);
  refuseLiveNumber(bill, subject);
  return {
    json: buildEwayBulkFile([ewayBulkBillOf(loaded, bill)]),
    fileName: `EWB_${subject.number.replaceAll('/', '-')}.json`,
  };
}

/** Reads a typed or portal date-time; 422 naming the field when unreadable. */
function instantOf(field: string, label: string, text: string): string {
  const instant = parsePortalInstant(text);
  if (!instant) {
    throw fieldError(
      field,
      `${label} must be a date and time, e.g. 26/11/2026 10:15:00 AM or 2026-11-26 10:15`,
    );
  }
  return instant;
}

/** Records the number the portal gave; valid-until, when not given, from the distance (Rule 138(10)). */
export function recordEwayNumber(
  ctx: RequestContext,
  load: EwayLoader,
  input: EwayNumberInput,
): Promise<EwayBill> {
  const ewbDate = instantOf('ewb_date', 'E-way bill date', input.ewb_date);
  const typedValidUntil = input.valid_until
    ? instantOf('valid_until', 'Valid until', input.valid_until)
    : null;
  if (typedValidUntil && typedValidUntil <= ewbDate) {
    throw fieldError('valid_until', 'Valid until must be after the e-way bill date');
  }
  return writeBill(ctx, load, async ({ subject, settings, ctx: trxCtx }, bill, at) => {
    refuseCancelled(subject);
    refuseLiveNumber(bill, subject);
    const partB = partBOfSubject(subject, settings, bill);
    const validUntil =
      typedValidUntil ??
      endOfIndianDay(ewayValidUntilDate(todayIso(new Date(ewbDate)), partB.distanceKm, partB.vehicleType));
    const number = {
      ewb_number: input.ewb_number,
      ewb_date: ewbDate,
      valid_until: validUntil,
      cancelled_at: null,
      cancel_reason_code: null,
      cancel_remark: null,
      updated_at: at,
    };
    if (bill) return updateEwayBill(trxCtx.db, bill.id, number);
    const values = {
      sub_supply_type: partB.subSupplyType,
      sub_supply_desc: partB.subSupplyDesc,
      transaction_type: partB.transactionType,
      trans_mode: partB.transMode,
      vehicle_type: partB.vehicleType,
      distance_km: partB.distanceKm,
    };
    await insertEwayBill(trxCtx.db, subject.type, subject.id, values, at);
    const inserted = await findEwayBill(trxCtx.db, subject.type, subject.id);
    if (inserted) await updateEwayBill(trxCtx.db, inserted.id, number);
  });
}

/** Records the portal's cancellation: only within 24 hours of generation, as the portal allows. */
export function cancelEwayBill(
  ctx: RequestContext,
  load: EwayLoader,
  input: EwayCancelInput,
): Promise<EwayBill> {
  return writeBill(ctx, load, async ({ subject, ctx: trxCtx }, bill, at) => {
    if (!bill?.ewb_number || bill.cancelled_at || !bill.ewb_date) {
      throw new ConflictError(`${subject.label} ${subject.number} has no e-way bill to cancel`);
    }
    if (!withinCancelWindow(bill.ewb_date, at)) {
      throw new ConflictError(
        `E-way bill ${bill.ewb_number} was generated more than 24 hours ago: the portal no longer cancels it (the recipient may reject it within 72 hours, or it lapses unused)`,
      );
    }
    await updateEwayBill(trxCtx.db, bill.id, {
      cancelled_at: at,
      cancel_reason_code: input.reason_code,
      cancel_remark: input.remark ?? CANCEL_REASONS[input.reason_code] ?? null,
      updated_at: at,
    });
  });
}
