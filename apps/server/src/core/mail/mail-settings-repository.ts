import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../db/database';
import type { EmailSettingsTable } from '../db/schema-email';

// The mail server's settings (one row; migration 2026-11-25T1220): every feature that sends mail
// (invoices, statements) reads them here. One query each; the database or a transaction first.

export type EmailSettingsRow = Selectable<EmailSettingsTable>;

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
