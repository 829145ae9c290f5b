import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../core/db/database';
import type { InvoiceEmailTable } from '../core/db/schema-email';

// Queries of the record of invoices e-mailed (migration 2026-11-25T1220; the mail server's
// settings are read in core/mail). One query each; the database or a transaction first.

export type InvoiceEmailRow = Selectable<InvoiceEmailTable>;

export async function insertInvoiceEmail(
  db: Db,
  values: Omit<Insertable<InvoiceEmailTable>, 'id'>,
): Promise<InvoiceEmailRow> {
  return db.insertInto('invoice_emails').values(values).returningAll().executeTakeFirstOrThrow();
}

/** An invoice's e-mails, newest first. */
export function findEmailsOfInvoice(db: Db, invoiceId: number): Promise<InvoiceEmailRow[]> {
  return db
    .selectFrom('invoice_emails')
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .orderBy('id', 'desc')
    .execute();
}
