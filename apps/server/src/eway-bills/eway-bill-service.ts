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
import type { Db } from '../core/db/database';
import { inTransaction } from '../core/db/transactions';
import { recordChange } from '../core/edit-log/record-change';
import { ConflictError, fieldError, ValidationError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import { claimNextVersion } from '../core/versions/version-guard';
import { findEDocumentSettings } from '../e-documents/e-document-settings-repository';
import { findCustomerPinCode } from '../e-documents/party-place';
import { getInvoiceDetail } from '../invoices/invoice-service';
import { CANCEL_REASONS, defaultPartB, toEwayBill } from './eway-bill-presenter';
import { type EwayBillRow, findEwayBill, insertEwayBill, updateEwayBill } from './eway-bill-repository';
import { ewayDocumentOfInvoice, partBOf } from './eway-invoice-source';

// An invoice's e-way bill: its Part B saved in Bahi, the portal's bulk file, then the number the
// portal gave and its cancellation. Each write is one transaction with its edit-log entry.

export async function loadInvoiceEway(ctx: RequestContext, id: number) {
  const detail = await getInvoiceDetail(ctx, id);
  const [settings, bill, customer] = await Promise.all([
    findEDocumentSettings(ctx.db),
    findEwayBill(ctx.db, 'invoice', id),
    findCustomerPinCode(ctx.db, detail.customer_id),
  ]);
  return { detail, settings, bill, customerPin: customer?.pin_code ?? null };
}

export async function getInvoiceEwayBill(ctx: RequestContext, id: number): Promise<EwayBill> {
  const { detail, settings, bill, customerPin } = await loadInvoiceEway(ctx, id);
  return toEwayBill(detail, settings, customerPin, bill, todayIso(), new Date().toISOString());
}

function refuseLiveNumber(bill: EwayBillRow | undefined, invoiceNumber: string): void {
  if (bill?.ewb_number && !bill.cancelled_at) {
    throw new ConflictError(
      `Invoice ${invoiceNumber} already has e-way bill ${bill.ewb_number}; cancel it on the portal and here first`,
    );
  }
}

async function writeBill(
  ctx: RequestContext,
  db: Db,
  id: number,
  change: (bill: EwayBillRow | undefined, at: string) => Promise<void>,
): Promise<EwayBill> {
  const before = await getInvoiceEwayBill(withDb(ctx, db), id);
  const at = new Date().toISOString();
  await change(await findEwayBill(db, 'invoice', id), at);
  const after = await getInvoiceEwayBill(withDb(ctx, db), id);
  const row = await findEwayBill(db, 'invoice', id);
  await recordChange(withDb(ctx, db), {
    recordType: 'eway_bill',
    recordId: row?.id ?? id,
    action: before.saved ? 'update' : 'create',
    before: before.saved ? before : null,
    after,
  });
  return after;
}

export function saveInvoicePartB(ctx: RequestContext, id: number, input: EwayPartBInput): Promise<EwayBill> {
  const { version, ...values } = input;
  return inTransaction(ctx.db, async (trx) => {
    const { detail } = await loadInvoiceEway(withDb(ctx, trx), id);
    return writeBill(ctx, trx, id, async (bill, at) => {
      refuseLiveNumber(bill, detail.invoice_number);
      if (!bill) return insertEwayBill(trx, 'invoice', id, values, at);
      await claimNextVersion(withDb(ctx, trx), {
        table: 'eway_bills',
        recordType: 'eway_bill',
        id: bill.id,
        label: `The e-way bill of invoice ${detail.invoice_number}`,
        fromVersion: version,
      });
      await updateEwayBill(trx, bill.id, { ...values, updated_at: at });
    });
  });
}

/** The invoice's bill in the bulk file, or 422 naming each field the portal would refuse. */
export async function invoiceEwayJson(
  ctx: RequestContext,
  id: number,
): Promise<{ json: EwayBulkFile; fileName: string }> {
  const { detail, settings, bill, customerPin } = await loadInvoiceEway(ctx, id);
  if (detail.status === 'Cancelled') throw new ConflictError(`Invoice ${detail.invoice_number} is cancelled`);
  refuseLiveNumber(bill, detail.invoice_number);
  const document = ewayDocumentOfInvoice(detail, settings, customerPin, bill);
  const partB = bill ? partBOf(bill) : defaultPartB(settings);
  const problems = checkEwayBill(document, partB, todayIso());
  if (problems.length > 0) throw new ValidationError(problemsByField(problems));
  return {
    json: buildEwayBulkFile([buildEwayBulkBill(document, partB)]),
    fileName: `EWB_${detail.invoice_number.replaceAll('/', '-')}.json`,
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

export function recordInvoiceEwayNumber(
  ctx: RequestContext,
  id: number,
  input: EwayNumberInput,
): Promise<EwayBill> {
  const ewbDate = instantOf('ewb_date', 'E-way bill date', input.ewb_date);
  const typedValidUntil = input.valid_until
    ? instantOf('valid_until', 'Valid until', input.valid_until)
    : null;
  if (typedValidUntil && typedValidUntil <= ewbDate) {
    throw fieldError('valid_until', 'Valid until must be after the e-way bill date');
  }
  return inTransaction(ctx.db, async (trx) => {
    const { detail, settings } = await loadInvoiceEway(withDb(ctx, trx), id);
    if (detail.status === 'Cancelled')
      throw new ConflictError(`Invoice ${detail.invoice_number} is cancelled`);
    return writeBill(ctx, trx, id, async (bill, at) => {
      refuseLiveNumber(bill, detail.invoice_number);
      const partB = bill ? partBOf(bill) : defaultPartB(settings);
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
      if (bill) return updateEwayBill(trx, bill.id, number);
      await insertEwayBill(
        trx,
        'invoice',
        id,
        {
          sub_supply_type: partB.subSupplyType,
          transaction_type: partB.transactionType,
          trans_mode: partB.transMode,
          vehicle_type: partB.vehicleType,
          distance_km: partB.distanceKm,
        },
        at,
      );
      const inserted = await findEwayBill(trx, 'invoice', id);
      if (inserted) await updateEwayBill(trx, inserted.id, number);
    });
  });
}

/** Records the portal's cancellation: only within 24 hours of generation, as the portal allows. */
export function cancelInvoiceEwayBill(
  ctx: RequestContext,
  id: number,
  input: EwayCancelInput,
): Promise<EwayBill> {
  return inTransaction(ctx.db, async (trx) => {
    const { detail } = await loadInvoiceEway(withDb(ctx, trx), id);
    return writeBill(ctx, trx, id, async (bill, at) => {
      if (!bill?.ewb_number || bill.cancelled_at || !bill.ewb_date) {
        throw new ConflictError(`Invoice ${detail.invoice_number} has no e-way bill to cancel`);
      }
      if (!withinCancelWindow(bill.ewb_date, at)) {
        throw new ConflictError(
          `E-way bill ${bill.ewb_number} was generated more than 24 hours ago: the portal no longer cancels it (the recipient may reject it within 72 hours, or it lapses unused)`,
        );
      }
      await updateEwayBill(trx, bill.id, {
        cancelled_at: at,
        cancel_reason_code: input.reason_code,
        cancel_remark: input.remark ?? CANCEL_REASONS[input.reason_code] ?? null,
        updated_at: at,
      });
    });
  });
}
