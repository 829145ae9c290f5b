import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from 'kysely';
import { dialectOfDb } from '../derived/index';

// GSTR-2B, the purchases side the portal generates for each month from what suppliers filed.
// gstr2b_imports: one row per month (re-importing replaces it), with the sections not matched kept
// as JSON as they came. gstr2b_documents: the supplier invoices and notes of b2b, b2ba, cdnr and
// cdnra, in paise, deleted with their import. gstr2b_decisions: what the accountant decided about
// a 2B document (accept a suggested match, link by hand, claim later), named by month, kind,
// supplier GSTIN and number rather than by row, so a re-import keeps the decisions whose document
// is still there. books_type/books_id name the purchase, purchase return or expense linked.

const DOCUMENT_MONEY = ['taxable', 'cgst', 'sgst', 'igst'] as const;

export const gstr2bMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = dialectOfDb(db) === 'postgres';
    const id = (c: ColumnDefinitionBuilder) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
    await db.schema
      .createTable('gstr2b_imports')
      .addColumn('id', 'integer', id)
      .addColumn('period', 'text', (c) => c.notNull().unique())
      .addColumn('month', 'text', (c) => c.notNull().unique())
      .addColumn('gstin', 'text', (c) => c.notNull())
      .addColumn('generated_on', 'text')
      .addColumn('other_sections', 'text', (c) => c.notNull())
      .addColumn('imported_at', 'text', (c) => c.notNull())
      .execute();
    let documents = db.schema
      .createTable('gstr2b_documents')
      .addColumn('id', 'integer', id)
      .addColumn('import_id', 'integer', (c) =>
        c.notNull().references('gstr2b_imports.id').onDelete('cascade'),
      )
      .addColumn('section', 'text', (c) =>
        c.notNull().check(sql`section in ('b2b', 'b2ba', 'cdnr', 'cdnra')`),
      )
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('invoice', 'note')`))
      .addColumn('note_type', 'text', (c) => c.check(sql`note_type in ('C', 'D')`))
      .addColumn('supplier_gstin', 'text', (c) => c.notNull())
      .addColumn('supplier_name', 'text', (c) => c.notNull())
      .addColumn('number', 'text', (c) => c.notNull())
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('amends', 'text');
    for (const column of DOCUMENT_MONEY) {
      documents = documents.addColumn(column, 'bigint', (c) => c.notNull());
    }
    await documents.execute();
    await db.schema
      .createIndex('gstr2b_documents_import')
      .on('gstr2b_documents')
      .column('import_id')
      .execute();
    await db.schema
      .createTable('gstr2b_decisions')
      .addColumn('id', 'integer', id)
      .addColumn('period', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('invoice', 'note')`))
      .addColumn('supplier_gstin', 'text', (c) => c.notNull())
      .addColumn('number', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('accept', 'link', 'claim_later')`))
      .addColumn('books_type', 'text', (c) =>
        c.notNull().check(sql`books_type in ('purchase', 'purchase_return', 'expense')`),
      )
      .addColumn('books_id', 'integer', (c) => c.notNull())
      .addColumn('claim_period', 'text')
      .addColumn('claim_month', 'text')
      .addColumn('decided_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('gstr2b_decisions_document', ['period', 'kind', 'supplier_gstin', 'number'])
      .addUniqueConstraint('gstr2b_decisions_books', ['books_type', 'books_id'])
      .execute();
    await db.schema
      .createIndex('gstr2b_decisions_claim_month')
      .on('gstr2b_decisions')
      .column('claim_month')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('gstr2b_decisions').execute();
    await db.schema.dropTable('gstr2b_documents').execute();
    await db.schema.dropTable('gstr2b_imports').execute();
  },
};
