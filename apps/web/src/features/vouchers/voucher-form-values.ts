import { allocateOldestFirst, rupeesToPaise, todayIso } from '@bahi/domain';
import type { OpenDocument, VoucherMode } from '@bahi/domain/schemas';
import type { VoucherPayload } from '../../api/vouchers';
import type { FormErrors } from '../../components/form/form-errors';
import type { VoucherKindText } from '../../lib/voucher-kinds';

// The voucher form's state as typed, and the request body made from it. Amounts stay text until
// the shared schema reads them, so its messages ('Amount must be more than 0') are the ones shown.
// The amount typed settles the party's oldest bills first (opening bills included), shown in the
// table before saving; the clerk may tick and type by hand instead. What is not applied stays on
// account.

/** A ticked invoice (or purchase, or opening bill) and the amount typed against it. */
export type SettleLine = { amount: string };

export type VoucherFormState = {
  date: string;
  partyId: number | null;
  /** The money received (paid), spread oldest first; with lines chosen by hand their sum is sent. */
  amount: string;
  mode: VoucherMode | '';
  chequeNumber: string;
  reference: string;
  /** Keyed by lineKey; a bill is ticked while it has an entry. */
  lines: Record<string, SettleLine>;
  /** True once the clerk ticks or types a line: the amount no longer re-spreads the lines. */
  manual: boolean;
};

/** Invoices and opening bills have ids of their own: 'o12' is opening bill 12, '12' invoice 12. */
export function lineKey(document: Pick<OpenDocument, 'kind' | 'id'>): string {
  return document.kind === 'opening_bill' ? `o${document.id}` : String(document.id);
}

export function emptyVoucherForm(partyId: number | null = null): VoucherFormState {
  return {
    date: todayIso(),
    partyId,
    amount: '',
    mode: 'cash',
    chequeNumber: '',
    reference: '',
    lines: {},
    manual: false,
  };
}

/** The lines that settle the oldest bills first with this amount (none when it is not one). */
export function oldestFirstLines(
  amount: string,
  documents: readonly OpenDocument[],
): Record<string, SettleLine> {
  const text = amount.trim();
  if (!/^\d+(\.\d{0,2})?$/.test(text)) return {};
  const { allocations } = allocateOldestFirst(
    rupeesToPaise(text),
    documents.map((document) => ({
      key: lineKey(document),
      date: document.date,
      outstanding: rupeesToPaise(document.balance),
    })),
  );
  return Object.fromEntries(allocations.map((a) => [a.key, { amount: (a.amount / 100).toFixed(2) }]));
}

/** The ticked documents, in the order the table lists them. */
export function tickedDocuments(state: VoucherFormState, documents: readonly OpenDocument[]): OpenDocument[] {
  return documents.filter((document) => state.lines[lineKey(document)] !== undefined);
}

/** The sum of the ticked lines that are amounts, in paise; lines typed wrong get their own message. */
export function appliedPaise(state: VoucherFormState, documents: readonly OpenDocument[]): number {
  let total = 0;
  for (const document of tickedDocuments(state, documents)) {
    const text = state.lines[lineKey(document)]?.amount.trim() ?? '';
    if (/^\d+(\.\d{0,2})?$/.test(text)) total += rupeesToPaise(text);
  }
  return total;
}

/** The POST body, and for each allocation the line it names (to place its messages). */
export function toVoucherPayload(
  text: VoucherKindText,
  state: VoucherFormState,
  documents: readonly OpenDocument[],
): { payload: VoucherPayload; documentIds: string[] } {
  const ticked = tickedDocuments(state, documents);
  const typed = state.amount.trim();
  const amount =
    ticked.length > 0 && typed === '' ? (appliedPaise(state, documents) / 100).toFixed(2) : typed;
  const partyId = state.partyId ?? '';
  const rest = {
    amount,
    mode: state.mode,
    cheque_number: state.chequeNumber,
    reference: state.reference,
  };
  const lineAmount = (document: OpenDocument) => state.lines[lineKey(document)]?.amount ?? '';
  const field = text.kind === 'receipt' ? 'invoice_id' : 'purchase_id';
  const allocations = ticked.map((document) =>
    document.kind === 'opening_bill'
      ? { opening_bill_id: document.id, amount: lineAmount(document) }
      : { [field]: document.id, amount: lineAmount(document) },
  );
  const payload = (
    text.kind === 'receipt'
      ? { date: state.date, customer_id: partyId, ...rest, allocations }
      : { date: state.date, supplier_id: partyId, ...rest, allocations }
  ) as VoucherPayload;
  return { payload, documentIds: ticked.map(lineKey) };
}

/**
 * Field messages keyed for the form: 'allocations.1.amount' becomes 'line.{line key}', the row
 * the user sees; the rest keep their field names.
 */
export function placeVoucherErrors(errors: FormErrors, documentIds: readonly string[]): FormErrors {
  const placed: FormErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const match = /^allocations\.(\d+)\./.exec(field);
    const documentId = match ? documentIds[Number(match[1])] : undefined;
    const key = documentId === undefined ? field : `line.${documentId}`;
    placed[key] ??= message;
  }
  return placed;
}
