import { formatRupees } from '@bahi/domain';
import type { Db } from '../core/db/database';
import { ConflictError, fieldError } from '../core/http/errors';
import {
  findReceiptNumbersOfInvoice,
  hasOpeningAdvanceApplied,
  sumSettledOfInvoices,
} from '../documents/settled-documents-repository';
import type { InvoiceRow } from './invoice-repository';

// What receipts settled on an invoice limits how it may change (issue 9), and how much "Received
// now" may take (issue 15). Callers hold the invoice's row lock (lockInvoiceById), so no receipt
// can be applied between check and write.

type InvoiceChange = { status: string; customer_id: number; grand_total: number };

function receiptList(numbers: readonly string[], advance: boolean): string {
  const list = numbers.length === 1 ? numbers[0] : `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
  const vouchers = numbers.length === 0 ? [] : [`${numbers.length === 1 ? 'receipt' : 'receipts'} ${list}`];
  // An opening advance applied to it settles it as a receipt does.
  return [...vouchers, ...(advance ? ['the opening advance'] : [])].join(' and ');
}

/** Paise live receipts applied to an invoice. */
export async function settledOfInvoice(db: Db, invoiceId: number): Promise<number> {
  const [sum] = await sumSettledOfInvoices(db, [invoiceId]);
  return Number(sum?.settled ?? 0);
}

/**
 * Refuses (409, naming the receipts) to cancel an invoice receipts are applied to, to move it to
 * another customer, or to bring its total below what was received.
 */
export async function checkInvoiceChangeAgainstReceipts(
  db: Db,
  existing: InvoiceRow,
  change: InvoiceChange,
): Promise<void> {
  const settled = await settledOfInvoice(db, existing.id);
  if (settled === 0) return;
  const name = `Invoice ${existing.invoice_number}`;
  const receipts = receiptList(
    await findReceiptNumbersOfInvoice(db, existing.id),
    await hasOpeningAdvanceApplied(db, 'invoice_id', existing.id),
  );
  if (change.status === 'Cancelled') {
    throw new ConflictError(`${name} cannot be cancelled: ${receipts} applied to it; remove them first`);
  }
  if (change.customer_id !== existing.customer_id) {
    throw new ConflictError(`${name} cannot move to another customer: ${receipts} applied to it`);
  }
  if (change.grand_total < settled) {
    throw new ConflictError(
      `${name} cannot total less than the ${formatRupees(settled)} received (${receipts}); remove receipts first`,
    );
  }
}

/**
 * Refuses (422 on received_now.amount) money taken with a cancelled invoice, or more than is
 * left to receive on it: its payable less what receipts already settled (paise).
 */
export function checkReceivedNow(change: InvoiceChange, alreadySettled: number, amountPaise: number): void {
  if (change.status === 'Cancelled') {
    throw fieldError('received_now.amount', 'Received now must be empty on a cancelled invoice');
  }
  const left = change.grand_total - alreadySettled;
  if (amountPaise > left) {
    const what =
      alreadySettled === 0
        ? `the payable ${formatRupees(left)}`
        : `the ${formatRupees(left)} left to receive (${formatRupees(alreadySettled)} received before)`;
    throw fieldError(
      'received_now.amount',
      `Received now (${formatRupees(amountPaise)}) is more than ${what}`,
    );
  }
}
