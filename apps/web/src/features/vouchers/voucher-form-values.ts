import { rupeesToPaise, todayIso } from '@bahi/domain';
import type { OpenDocument, VoucherMode } from '@bahi/domain/schemas';
import type { VoucherPayload } from '../../api/vouchers';
import type { FormErrors } from '../../components/form/form-errors';
import type { VoucherKindText } from '../../lib/voucher-kinds';

// The voucher form's state as typed, and the request body made from it. Amounts stay text until
// the shared schema reads them, so its messages ('Amount must be more than 0') are the ones shown.

/** A ticked invoice (or purchase) and the amount typed against it. */
export type SettleLine = { amount: string };

export type VoucherFormState = {
  date: string;
  partyId: number | null;
  /** Typed only for an on-account voucher; with documents ticked it is their sum. */
  amount: string;
  mode: VoucherMode | '';
  chequeNumber: string;
  reference: string;
  /** Keyed by document id; a document is ticked while it has an entry. */
  lines: Record<number, SettleLine>;
};

export function emptyVoucherForm(partyId: number | null = null): VoucherFormState {
  return { date: todayIso(), partyId, amount: '', mode: 'cash', chequeNumber: '', reference: '', lines: {} };
}

/** The ticked documents, in the order the table lists them. */
export function tickedDocuments(state: VoucherFormState, documents: readonly OpenDocument[]): OpenDocument[] {
  return documents.filter((document) => state.lines[document.id] !== undefined);
}

/** The sum of the ticked lines that are amounts, in paise; lines typed wrong get their own message. */
export function appliedPaise(state: VoucherFormState, documents: readonly OpenDocument[]): number {
  let total = 0;
  for (const document of tickedDocuments(state, documents)) {
    const text = state.lines[document.id]?.amount.trim() ?? '';
    if (/^\d+(\.\d{0,2})?$/.test(text)) total += rupeesToPaise(text);
  }
  return total;
}

/** The body of POST /api/receipts or /api/payments. */

/** The POST body, and for each allocation the document it names (to place its messages). */
export function toVoucherPayload(
  text: VoucherKindText,
  state: VoucherFormState,
  documents: readonly OpenDocument[],
): { payload: VoucherPayload; documentIds: number[] } {
  const ticked = tickedDocuments(state, documents);
  const amount = ticked.length === 0 ? state.amount : (appliedPaise(state, documents) / 100).toFixed(2);
  const partyId = state.partyId ?? '';
  const rest = {
    amount,
    mode: state.mode,
    cheque_number: state.chequeNumber,
    reference: state.reference,
  };
  const lineAmount = (document: OpenDocument) => state.lines[document.id]?.amount ?? '';
  const payload: VoucherPayload =
    text.kind === 'receipt'
      ? {
          date: state.date,
          customer_id: partyId,
          ...rest,
          allocations: ticked.map((document) => ({ invoice_id: document.id, amount: lineAmount(document) })),
        }
      : {
          date: state.date,
          supplier_id: partyId,
          ...rest,
          allocations: ticked.map((document) => ({ purchase_id: document.id, amount: lineAmount(document) })),
        };
  return { payload, documentIds: ticked.map((document) => document.id) };
}

/**
 * Field messages keyed for the form: 'allocations.1.amount' becomes 'line.{document id}', the
 * row the user sees; the rest keep their field names.
 */
export function placeVoucherErrors(errors: FormErrors, documentIds: readonly number[]): FormErrors {
  const placed: FormErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const match = /^allocations\.(\d+)\./.exec(field);
    const documentId = match ? documentIds[Number(match[1])] : undefined;
    const key = documentId === undefined ? field : `line.${documentId}`;
    placed[key] ??= message;
  }
  return placed;
}
