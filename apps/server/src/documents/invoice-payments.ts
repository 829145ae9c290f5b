import { paymentStatusOf } from '@bahi/domain';
import type { InvoiceStatus } from '@bahi/domain/schemas';
import type { Db } from '../core/db/database';
import { findOutstandingDocuments } from './outstanding-repository';

// An invoice's payment status, received and balance, worked out from its receipts whenever it is
// read (never stored), through the one outstanding query (documents/outstanding-repository.ts).

export type InvoicePayment = { status: InvoiceStatus; received: number; balance: number };

type StatusRow = { id: number; status: string; grand_total: number };

/** Per invoice id: status, received and balance in paise. */
export async function findPaymentsOfInvoices(
  db: Db,
  invoices: readonly StatusRow[],
): Promise<Map<number, InvoicePayment>> {
  const ids = invoices.map((invoice) => invoice.id);
  const owed = ids.length === 0 ? [] : await findOutstandingDocuments(db, 'invoices', { ids });
  const byId = new Map(owed.map((row) => [row.id, row]));
  return new Map(
    invoices.map((invoice) => {
      const row = byId.get(invoice.id);
      const cancelled = invoice.status === 'Cancelled';
      const received = row?.settled ?? 0;
      // What the invoice asks after its live credit and debit notes.
      const payable = row ? row.grand_total : invoice.grand_total;
      const payment: InvoicePayment = {
        status: paymentStatusOf({ cancelled, payable, received }),
        received,
        balance: cancelled ? 0 : (row?.outstanding ?? invoice.grand_total),
      };
      return [invoice.id, payment];
    }),
  );
}

/** The invoice columns the one query reads for a standing invoice (outstanding-repository.ts). */
export type InvoiceOwedColumns = StatusRow & { noted: number; refunded: number; settled: number };

/**
 * An invoice's payment from its own row, for callers that hold the row already (the list and the
 * detail): the same terms as the one query, read off the columns the triggers keep on the invoice
 * (`settled`, `noted`, `refunded`), so no second statement per call. A cancelled invoice owes
 * nothing and has received nothing, as the query leaves it out. `invoice-payments.test.ts` holds
 * this equal to findPaymentsOfInvoices for every invoice of a database of notes, receipts, refunds
 * and cancellations.
 */
export function paymentOfInvoiceRow(invoice: InvoiceOwedColumns): InvoicePayment {
  if (invoice.status === 'Cancelled') {
    return {
      status: paymentStatusOf({ cancelled: true, payable: invoice.grand_total, received: 0 }),
      received: 0,
      balance: 0,
    };
  }
  const payable = invoice.grand_total - Number(invoice.noted) + Number(invoice.refunded);
  const received = Number(invoice.settled);
  return {
    status: paymentStatusOf({ cancelled: false, payable, received }),
    received,
    balance: payable - received,
  };
}

/** A live receipt applied to an invoice, with the part applied to it (paise): invoice-follow-ups.ts. */
export type InvoiceReceiptRow = {
  id: number;
  voucher_number: string;
  date: string;
  mode: string;
  amount: number;
};

/** An opening advance set against an invoice, with the part applied to it (paise). */
export type InvoiceAdvanceRow = { id: number; date: string; amount: number };
