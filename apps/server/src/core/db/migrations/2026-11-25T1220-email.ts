import { type Kysely, type Migration, sql } from 'kysely';
import { dialectOfDb } from '../derived/index';

// E-mail (issue 20): the shop's mail server, one row (id 1) that stays unconfigured (configured =
// 0) until the owner saves it; the password is kept for sending and never answered back. Every
// invoice e-mailed is recorded in `invoice_emails`: to whom, the subject, when and by whom.

export const emailMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = dialectOfDb(db) === 'postgres';
    await db.schema
      .createTable('email_settings')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('configured', 'integer', (c) => c.notNull().defaultTo(0).check(sql`configured in (0, 1)`))
      .addColumn('host', 'text', (c) => c.notNull())
      .addColumn('port', 'integer', (c) => c.notNull())
      .addColumn('security', 'text', (c) => c.notNull().check(sql`security in ('tls', 'starttls', 'none')`))
      .addColumn('username', 'text')
      .addColumn('password', 'text')
      .addColumn('from_address', 'text', (c) => c.notNull())
      .addColumn('from_name', 'text')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await sql`insert into email_settings (id, host, port, security, from_address, updated_at)
      values (1, '', 587, 'starttls', '', ${new Date().toISOString()})`.execute(db);
    await db.schema
      .createTable('invoice_emails')
      .addColumn('id', 'integer', (c) =>
        postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
      )
      .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('restrict'))
      .addColumn('sent_to', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer')
      .addColumn('user_name', 'text', (c) => c.notNull())
      .addColumn('message_id', 'text')
      .execute();
    await db.schema
      .createIndex('invoice_emails_invoice')
      .on('invoice_emails')
      .columns(['invoice_id', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('invoice_emails').execute();
    await db.schema.dropTable('email_settings').execute();
  },
};
