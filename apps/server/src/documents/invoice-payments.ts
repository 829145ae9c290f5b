import { paymentStatusOf } from '@bahi/domain';
import type { InvoiceStatus } from '@bahi/domain/schemas';
import { sql } from 'kysely';
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

export async function findPaymentOfInvoice(db: Db, invoice: StatusRow): Promise<InvoicePayment> {
  const payment = (await findPaymentsOfInvoices(db, [invoice])).get(invoice.id);
  if (!payment) throw new Error(`Invoice ${invoice.id} lost while reading its receipts`);
  return payment;
}

export type InvoiceReceiptRow = {
  id: number;
  voucher_number: string;
  date: string;
  mode: string;
  amount: number;
};

/** The live receipts applied to an invoice, oldest first, with the part applied to it. */
export async function findReceiptsOfInvoice(db: Db, invoiceId: number): Promise<InvoiceReceiptRow[]> {
  const { rows } = await sql<InvoiceReceiptRow>`select v.id, v.voucher_number, v.date, v.mode,
      sum(a.amount) as amount
    from voucher_allocations a join vouchers v on v.id = a.voucher_id
    where a.invoice_id = ${invoiceId} and v.removed_at is null
    group by v.id, v.voucher_number, v.date, v.mode, v.seq
    order by v.seq`.execute(db);
  return rows.map((row) => ({ ...row, id: Number(row.id), amount: Number(row.amount) }));
}

export type InvoiceAdvanceRow = { id: number; date: string; amount: number };

/** The opening advances applied to an invoice, with the part applied to it (paise). */
export async function findOpeningAdvancesOfInvoice(db: Db, invoiceId: number): Promise<InvoiceAdvanceRow[]> {
  const { rows } = await sql<InvoiceAdvanceRow>`select ob.id, ob.date, sum(x.amount) as amount
    from opening_advance_applications x join opening_bills ob on ob.id = x.opening_bill_id
    where x.invoice_id = ${invoiceId}
    group by ob.id, ob.date
    order by ob.date, ob.id`.execute(db);
  return rows.map((row) => ({ ...row, id: Number(row.id), amount: Number(row.amount) }));
}
