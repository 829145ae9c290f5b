import type { Db } from '../core/db/database';

// The invoices the e-way bill batch reads: a day's standing ones, and those carrying a number.

/** The invoices of one day that stand (not cancelled), oldest first. */
export function findStandingInvoiceIdsOn(db: Db, date: string): Promise<{ id: number }[]> {
  return db
    .selectFrom('invoices')
    .select('id')
    .where('date', '=', date)
    .where('status', '!=', 'Cancelled')
    .orderBy('id')
    .execute();
}

/** Invoices carrying a number, newest first (a number repeats only across financial years). */
export function findInvoiceIdsByNumber(db: Db, invoiceNumber: string): Promise<{ id: number }[]> {
  return db
    .selectFrom('invoices')
    .select('id')
    .where('invoice_number', '=', invoiceNumber)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
