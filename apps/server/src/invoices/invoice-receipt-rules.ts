import { formatRupees } from '@bahi/domain';
import type { InvoiceStatus } from '@bahi/domain/schemas';
import type { Db } from '../db/database';
import { findReceiptNumbersOfInvoice, sumSettledOfInvoices } from '../documents/settled-documents-repository';
import { ConflictError } from '../http/errors';
import type { InvoiceRow } from './invoice-repository';

// What receipts settled on an invoice limits how it may change (issue 9). Callers hold the
// invoice's row lock (lockInvoiceById), so no receipt can be applied between check and write.

type InvoiceChange = { status: InvoiceStatus; customer_id: number; grand_total: number };

function receiptList(numbers: readonly string[]): string {
  const list = numbers.length === 1 ? numbers[0] : `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
  return `${numbers.length === 1 ? 'receipt' : 'receipts'} ${list}`;
}

/**
 * Refuses (409, naming the receipts) to cancel an invoice receipts are applied to, to move it to
 * another customer, or to bring its total below what was received. Answers the status to store:
 * Paid when receipts settle the new total in full, Unpaid when an invoice they had settled in full
 * now has more to receive, otherwise the status asked for.
 */
export async function checkInvoiceChangeAgainstReceipts(
  db: Db,
  existing: InvoiceRow,
  change: InvoiceChange,
): Promise<InvoiceStatus> {
  const [sum] = await sumSettledOfInvoices(db, [existing.id]);
  const settled = Number(sum?.settled ?? 0);
  if (settled === 0) return change.status;
  const name = `Invoice ${existing.invoice_number}`;
  const receipts = receiptList(await findReceiptNumbersOfInvoice(db, existing.id));
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
  if (settled === change.grand_total) return 'Paid';
  const wasSettled = settled >= existing.grand_total;
  return wasSettled && change.status === 'Paid' ? 'Unpaid' : change.status;
}
