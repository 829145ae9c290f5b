import { type Kysely, type Migration, sql } from 'kysely';
import { dialectOfDb } from '../derived/index';

// What each filed GSTR-1 reported, per document: an invoice's or note's figures as the return
// carried them (JSON of the domain's reported document, paise and basis points), kept when the
// return is marked filed. A filed return cannot be revised, so a document of its period corrected
// later (after the owner unlocked the period) is found by comparing the books with these figures
// and reported as an amendment in the next return; when that return is marked filed the row takes
// the amended figures (reported_in names the return that last reported them).

export const gstr1ReportedDocumentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = dialectOfDb(db) === 'postgres';
    await db.schema
      .createTable('gstr1_reported_documents')
      .addColumn('id', 'integer', (c) =>
        postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
      )
      .addColumn('document_kind', 'text', (c) => c.notNull().check(sql`document_kind in ('invoice', 'note')`))
      .addColumn('document_id', 'integer', (c) => c.notNull())
      .addColumn('period', 'text', (c) => c.notNull())
      .addColumn('reported_in', 'text', (c) => c.notNull())
      .addColumn('reported_values', 'text', (c) => c.notNull())
      .addUniqueConstraint('gstr1_reported_documents_document', ['document_kind', 'document_id'])
      .execute();
    await db.schema
      .createIndex('gstr1_reported_documents_period')
      .on('gstr1_reported_documents')
      .column('period')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('gstr1_reported_documents').execute();
  },
};
