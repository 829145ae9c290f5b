import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from 'kysely';
import { dialectOfDb } from '../derived/index';

// E-way bills and e-invoices, prepared in Bahi and generated on the portals (their offline route:
// Bahi writes the upload file, the portal gives the number, Bahi records and prints it).
// - customers.pin_code, suppliers.pin_code: the parties' PIN codes, needed on both documents.
// - e_document_settings: one row (id 1): e-invoicing from a date (null: off), the e-way bill limits
//   in paise (between states, within the shop's state), the shop's PIN and place, and the dispatch
//   place when goods leave from somewhere else.
// - eway_bills: one row per document: its Part B as typed, then the number, date and validity the
//   portal gave, then its cancellation. A cancelled bill's row takes the next number recorded.
// - e_invoices: one row per document reported to the IRP: IRN, acknowledgement, signed QR code,
//   status ACT or CNL and the cancellation.

const TIMESTAMP = 'text';

export const eWayBillsAndEInvoicesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = dialectOfDb(db) === 'postgres';
    const id = (c: ColumnDefinitionBuilder) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
    await db.schema.alterTable('customers').addColumn('pin_code', 'text').execute();
    await db.schema.alterTable('suppliers').addColumn('pin_code', 'text').execute();
    await db.schema
      .createTable('e_document_settings')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('einvoice_from', 'text')
      .addColumn('eway_threshold', 'integer', (c) => c.notNull().check(sql`eway_threshold >= 0`))
      .addColumn('eway_intra_threshold', 'integer', (c) => c.notNull().check(sql`eway_intra_threshold >= 0`))
      .addColumn('pin_code', 'text')
      .addColumn('place', 'text')
      .addColumn('dispatch_address', 'text')
      .addColumn('dispatch_place', 'text')
      .addColumn('dispatch_pin_code', 'text')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
      .execute();
    await sql`insert into e_document_settings (id, eway_threshold, eway_intra_threshold, updated_at)
      values (1, 5000000, 5000000, ${new Date().toISOString()})`.execute(db);
    await db.schema
      .createTable('eway_bills')
      .addColumn('id', 'integer', id)
      .addColumn('document_type', 'text', (c) =>
        c.notNull().check(sql`document_type in ('invoice', 'purchase_return')`),
      )
      .addColumn('document_id', 'integer', (c) => c.notNull())
      .addColumn('sub_supply_type', 'integer', (c) => c.notNull())
      .addColumn('sub_supply_desc', 'text')
      .addColumn('transaction_type', 'integer', (c) => c.notNull())
      .addColumn('transporter_id', 'text')
      .addColumn('transporter_name', 'text')
      .addColumn('trans_mode', 'integer')
      .addColumn('vehicle_no', 'text')
      .addColumn('vehicle_type', 'text')
      .addColumn('trans_doc_no', 'text')
      .addColumn('trans_doc_date', 'text')
      .addColumn('distance_km', 'integer', (c) => c.notNull().check(sql`distance_km between 0 and 4000`))
      .addColumn('to_pin_code', 'text')
      .addColumn('to_place', 'text')
      .addColumn('ewb_number', 'text')
      .addColumn('ewb_date', TIMESTAMP)
      .addColumn('valid_until', TIMESTAMP)
      .addColumn('cancelled_at', TIMESTAMP)
      .addColumn('cancel_reason_code', 'integer')
      .addColumn('cancel_remark', 'text')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
      .addUniqueConstraint('eway_bills_document', ['document_type', 'document_id'])
      .execute();
    await db.schema.createIndex('eway_bills_number').on('eway_bills').column('ewb_number').execute();
    await db.schema
      .createTable('e_invoices')
      .addColumn('id', 'integer', id)
      .addColumn('document_type', 'text', (c) =>
        c.notNull().check(sql`document_type in ('invoice', 'credit_note', 'debit_note')`),
      )
      .addColumn('document_id', 'integer', (c) => c.notNull())
      .addColumn('irn', 'text', (c) => c.notNull())
      .addColumn('ack_no', 'text', (c) => c.notNull())
      .addColumn('ack_date', TIMESTAMP, (c) => c.notNull())
      .addColumn('signed_qr_code', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('ACT', 'CNL')`))
      .addColumn('cancelled_at', TIMESTAMP)
      .addColumn('cancel_reason_code', 'integer')
      .addColumn('cancel_remark', 'text')
      .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
      .addUniqueConstraint('e_invoices_document', ['document_type', 'document_id'])
      .addUniqueConstraint('e_invoices_irn', ['irn'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('e_invoices').execute();
    await db.schema.dropTable('eway_bills').execute();
    await db.schema.dropTable('e_document_settings').execute();
    await db.schema.alterTable('suppliers').dropColumn('pin_code').execute();
    await db.schema.alterTable('customers').dropColumn('pin_code').execute();
  },
};
