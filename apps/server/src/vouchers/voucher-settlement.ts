import { formatRupees } from '@bahi/domain';
import type { Db } from '../core/db/database';
import { type FieldErrors, ValidationError } from '../core/http/errors';
import type { SettledDocumentRow } from '../documents/settled-documents-repository';
import type { VoucherKindInfo, VoucherValues } from './voucher-kinds';

// What a voucher may apply to each invoice or purchase. Callers run these inside the transaction that writes or removes the voucher, after the
// documents were locked, so the balances read here cannot change before the write.

export async function settledById(
  db: Db,
  info: VoucherKindInfo,
  ids: readonly number[],
): Promise<Map<number, number>> {
  const sums = await info.sumSettled(db, ids);
  return new Map(sums.map((row) => [Number(row.document_id), Number(row.settled)]));
}

/**
 * Why an amount applied to a bill (an invoice, a purchase or an opening bill) is too much for
 * what it has left to settle, or null when it fits.
 */
export function overSettling(
  name: string,
  amount: number,
  left: number,
  info: Pick<VoucherKindInfo, 'balanceWords'>,
): string | null {
  if (amount <= left) return null;
  return left <= 0
    ? `${name} is already fully settled`
    : `${name} has only ${formatRupees(left)} ${info.balanceWords}`;
}

/** The ids of a voucher's documents, each once, in the order locks are taken. */
export function documentIdsOf(allocations: readonly { document_id: number }[]): number[] {
  return [...new Set(allocations.map((allocation) => allocation.document_id))].sort((a, b) => a - b);
}

/**
 * Locks the voucher's documents and refuses (422, per allocation) one that does not exist, is
 * another party's, is cancelled, or has less left to settle than the voucher applies to it.
 */
export async function lockAndCheckDocuments(
  db: Db,
  info: VoucherKindInfo,
  values: VoucherValues,
): Promise<SettledDocumentRow[]> {
  const ids = documentIdsOf(values.allocations);
  const documents = await info.lockDocuments(db, ids);
  const byId = new Map(documents.map((document) => [document.id, document]));
  const settled = await settledById(db, info, ids);
  const errors: FieldErrors = {};
  values.allocations.forEach((allocation, index) => {
    const idField = `allocations.${index}.${info.documentField}`;
    const document = byId.get(allocation.document_id);
    const name = `${info.documentLabel} ${document?.number ?? allocation.document_id}`;
    if (!document) {
      errors[idField] = [`${name} does not exist`];
    } else if (document.party_id !== values.party_id) {
      errors[idField] = [`${name} belongs to another ${info.partyLabel.toLowerCase()}`];
    } else if (document.status === 'Cancelled') {
      errors[idField] = [`${name} is cancelled`];
    } else {
      const left = document.grand_total - (settled.get(document.id) ?? 0);
      const problem = overSettling(name, allocation.amount, left, info);
      if (problem) errors[`allocations.${index}.amount`] = [problem];
    }
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return documents;
}
