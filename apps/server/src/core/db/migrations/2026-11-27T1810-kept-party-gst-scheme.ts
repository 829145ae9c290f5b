import { type Kysely, type Migration, sql } from 'kysely';

// The party's GST scheme kept on the document as its GSTIN is: invoices.customer_gst_scheme and
// purchases.supplier_gst_scheme, written when the document is saved, so the returns of a period
// (3.2 composition buyers, Table 5 composition suppliers) read the scheme the party had then and a
// later change of the customer or supplier does not rewrite them. Documents saved before take
// their party's scheme of today, which is what the returns read until now.

const DOCUMENTS = [
  { table: 'invoices', column: 'customer_gst_scheme', parties: 'customers', party: 'customer_id' },
  { table: 'purchases', column: 'supplier_gst_scheme', parties: 'suppliers', party: 'supplier_id' },
] as const;

export const keptPartyGstSchemeMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const document of DOCUMENTS) {
      await db.schema
        .alterTable(document.table)
        .addColumn(document.column, 'text', (column) => column.notNull().defaultTo('regular'))
        .execute();
      await sql`update ${sql.table(document.table)} set ${sql.ref(document.column)} = 'composition'
        where ${sql.ref(document.party)} in
          (select id from ${sql.table(document.parties)} where gst_scheme = 'composition')`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    for (const document of DOCUMENTS) {
      await db.schema.alterTable(document.table).dropColumn(document.column).execute();
    }
  },
};
