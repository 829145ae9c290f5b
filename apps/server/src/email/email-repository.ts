import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../core/db/database';
import type { EmailSettingsTable, InvoiceEmailTable } from '../core/db/schema-email';

// Queries of the mail server settings and the record of invoices e-mailed (migration
// 2026-11-25T1220). One query each; the database or a transaction first.

export type EmailSettingsRow = Selectable<EmailSettingsTable>;
export type InvoiceEmailRow = Selectable<InvoiceEmailTable>;

export function findEmailSettings(db: Db): Promise<EmailSettingsRow> {
  return db.selectFrom('email_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}

export function updateEmailSettings(
  db: Db,
  values: Omit<Updateable<EmailSettingsTable>, 'id' | 'version'>,
): Promise<EmailSettingsRow> {
  return db
    .updateTable('email_settings')
    .set(values)
    .where('id', '=', 1)
    .returningAll()
    .executeTakeFirstOrThrow();
}

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
