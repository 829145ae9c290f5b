import {
  buildInv01,
  checkEInvoice,
  type EInvoiceDocument,
  eInvoiceStatusOf,
  type Inv01,
  type IrpAnswer,
  parsePortalInstant,
  problemsByField,
  withinCancelWindow,
} from '@bahi/domain';
import type { EInvoice, IrnCancelInput } from '@bahi/domain/schemas';
import type { Db } from '../core/db/database';
import type { EInvoiceDocumentType } from '../core/db/schema-e-documents';
import { recordChange } from '../core/edit-log/record-change';
import { ConflictError, ValidationError } from '../core/http/errors';
import type { RequestContext } from '../core/http/request-context';
import type { EDocumentSettingsRow } from './e-document-settings-repository';
import {
  cancelEInvoiceRow,
  type EInvoiceRow,
  findEInvoice,
  insertEInvoice,
  replaceEInvoice,
} from './e-invoice-repository';

// What an invoice, a credit note and a debit note share of their e-invoice: whether the document
// goes to the IRP (B2B, standing, dated on or after the setting's date), its INV-01 after the
// IRP's checks, the IRP's answer recorded, and the IRN's cancellation within 24 hours. Each
// feature describes its document as an EInvoiceSubject; the rules are the same for all three.

export type EInvoiceSubject = {
  type: EInvoiceDocumentType;
  id: number;
  number: string;
  /** 'Invoice', 'Credit note', 'Debit note': how messages name the document. */
  label: string;
  date: string;
  cancelled: boolean;
  buyerGstin: string | null;
  /** What the shop does instead once the IRP no longer cancels the IRN. */
  afterCancelWindow: string;
  /** The document as INV-01 reads it. */
  document: () => EInvoiceDocument;
};

const IRN_CANCEL_REASONS: Record<number, string> = {
  1: 'Duplicate',
  2: 'Data entry mistake',
  3: 'Order cancelled',
  4: 'Others',
};

/** Dated on or after e-invoicing's start and not cancelled (B2B is asked apart). */
export function eInvoicingAppliesOn(
  settings: EDocumentSettingsRow,
  date: string,
  cancelled: boolean,
): boolean {
  return Boolean(settings.einvoice_from && date >= settings.einvoice_from && !cancelled);
}

/** Goes to the IRP: B2B, standing, dated on or after e-invoicing's start. */
export function reported(subject: EInvoiceSubject, settings: EDocumentSettingsRow): boolean {
  return eInvoicingAppliesOn(settings, subject.date, subject.cancelled) && subject.buyerGstin !== null;
}

export function toEInvoiceView(
  subject: EInvoiceSubject,
  settings: EDocumentSettingsRow,
  row: EInvoiceRow | undefined,
): EInvoice {
  const applies = reported(subject, settings);
  const live = row?.status === 'ACT';
  return {
    document_id: subject.id,
    document_number: subject.number,
    status: eInvoiceStatusOf(applies, row?.status),
    problems: applies && !live ? checkEInvoice(subject.document()) : [],
    irn: row?.irn ?? null,
    ack_no: row?.ack_no ?? null,
    ack_date: row?.ack_date ?? null,
    signed_qr_code: row?.signed_qr_code ?? null,
    cancelled_at: row?.cancelled_at ?? null,
    cancel_reason: row?.cancel_reason_code
      ? [IRN_CANCEL_REASONS[row.cancel_reason_code], row.cancel_remark].filter(Boolean).join(': ')
      : null,
  };
}

/** The INV-01 of one document, or 409 (not reported / already has an IRN) or 422 naming each field. */
export function inv01OfSubject(
  subject: EInvoiceSubject,
  settings: EDocumentSettingsRow,
  row: EInvoiceRow | undefined,
  prefix = '',
): Inv01 {
  if (!settings.einvoice_from)
    throw new ConflictError('E-invoicing is off: set the date it applies from in Settings');
  if (!eInvoicingAppliesOn(settings, subject.date, subject.cancelled)) {
    throw new ConflictError(
      `${subject.label} ${subject.number} is not reported: e-invoicing applies from ${settings.einvoice_from}`,
    );
  }
  if (row?.status === 'ACT')
    throw new ConflictError(`${subject.label} ${subject.number} already has IRN ${row.irn}`);
  const document = subject.document();
  const problems = checkEInvoice(document);
  if (problems.length > 0) throw new ValidationError(problemsByField(problems, prefix));
  return buildInv01(document);
}

/** A document with a live IRN is reported as it stands: `message` says what to do instead. */
export async function refuseChangeOfReported(
  db: Db,
  type: EInvoiceDocumentType,
  id: number,
  message: (irn: string) => string,
): Promise<void> {
  const row = await findEInvoice(db, type, id);
  if (row?.status === 'ACT') throw new ConflictError(message(row.irn));
}

/**
 * Records the IRN's cancellation (inside the caller's transaction): within 24 hours of the
 * acknowledgement; `check` refuses what else stands in the way (an invoice's live e-way bill).
 */
export async function cancelIrnOf(
  ctx: RequestContext,
  subject: EInvoiceSubject,
  settings: EDocumentSettingsRow,
  input: IrnCancelInput,
  check: () => void = () => {},
): Promise<EInvoice> {
  const row = await findEInvoice(ctx.db, subject.type, subject.id);
  if (row?.status !== 'ACT')
    throw new ConflictError(`${subject.label} ${subject.number} has no IRN to cancel`);
  const at = new Date().toISOString();
  if (!withinCancelWindow(row.ack_date, at)) {
    throw new ConflictError(
      `IRN of ${subject.label.toLowerCase()} ${subject.number} was acknowledged more than 24 hours ago: the IRP no longer cancels it; ${subject.afterCancelWindow}`,
    );
  }
  check();
  const before = toEInvoiceView(subject, settings, row);
  await cancelEInvoiceRow(ctx.db, row.id, {
    cancelled_at: at,
    cancel_reason_code: input.reason_code,
    cancel_remark: input.remark,
  });
  const after = toEInvoiceView(subject, settings, await findEInvoice(ctx.db, subject.type, subject.id));
  await recordChange(ctx, { recordType: 'e_invoice', recordId: row.id, action: 'cancel', before, after });
  return after;
}

/**
 * Records one entry of the IRP's answer for a document (inside the caller's transaction). The
 * same live IRN again changes nothing; another live IRN is refused; a cancelled one is replaced.
 * `view` reads the document's e-invoice for the edit log. False when nothing changed.
 */
export async function recordIrpAnswer(
  ctx: RequestContext,
  target: { type: EInvoiceDocumentType; id: number; label: string },
  answer: IrpAnswer,
  view: () => Promise<EInvoice>,
): Promise<boolean> {
  const ackDate = parsePortalInstant(answer.ackDate);
  if (!ackDate)
    throw new ValidationError({
      content: [`${answer.docNo}: AckDt ${answer.ackDate} is not a date and time`],
    });
  const row = await findEInvoice(ctx.db, target.type, target.id);
  if (row?.status === 'ACT' && row.irn === answer.irn) return false;
  if (row?.status === 'ACT')
    throw new ConflictError(`${target.label} ${answer.docNo} already has IRN ${row.irn}`);
  const before = await view();
  const at = new Date().toISOString();
  const values = {
    document_type: target.type,
    document_id: target.id,
    irn: answer.irn,
    ack_no: answer.ackNo,
    ack_date: ackDate,
    signed_qr_code: answer.signedQrCode,
    status: answer.status,
    cancelled_at: answer.status === 'CNL' ? at : null,
    cancel_reason_code: null,
    cancel_remark: null,
    updated_at: at,
  };
  if (row) await replaceEInvoice(ctx.db, row.id, values);
  else await insertEInvoice(ctx.db, { ...values, created_at: at });
  const saved = await findEInvoice(ctx.db, target.type, target.id);
  await recordChange(ctx, {
    recordType: 'e_invoice',
    recordId: saved?.id ?? target.id,
    action: row ? 'update' : 'create',
    before: row ? before : null,
    after: await view(),
  });
  return true;
}
