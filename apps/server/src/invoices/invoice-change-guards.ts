import type { Db } from '../core/db/database';
import { lockProductsInIdOrder } from '../core/db/row-locks';
import { ConflictError } from '../core/http/errors';
import { countNotesOfInvoice } from '../documents/notes-of-invoice-repository';
import { findInvoiceItems } from './invoice-repository';

// What saving and cancelling an invoice both check first, inside their transaction.

/** The products of the new lines and of the invoice's present ones, locked in id order (row-locks.ts). */
export async function lockProductsOfInvoice(
  trx: Db,
  items: readonly { product_id: number }[],
  invoiceId: number | undefined,
): Promise<void> {
  const present = invoiceId === undefined ? [] : await findInvoiceItems(trx, invoiceId);
  await lockProductsInIdOrder(
    trx,
    [...items, ...present].map((item) => item.product_id),
  );
}

/**
 * Notes refer to the invoice's lines and amounts: an invoice with notes is not edited (a note
 * corrects it instead), and one with live notes is not cancelled until they are.
 */
export async function refuseChangeWithNotes(
  db: Db,
  invoice: { id: number; invoice_number: string },
  what: 'changed' | 'cancelled',
  liveOnly = false,
): Promise<void> {
  const notes = await countNotesOfInvoice(db, invoice.id, liveOnly);
  if (notes === 0) return;
  throw new ConflictError(
    what === 'cancelled'
      ? `Invoice ${invoice.invoice_number} has credit or debit notes that are not cancelled; cancel them first`
      : `Invoice ${invoice.invoice_number} has credit or debit notes and cannot be changed; issue a note instead`,
  );
}
