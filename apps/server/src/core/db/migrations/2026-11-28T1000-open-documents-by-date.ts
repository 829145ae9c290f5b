import { type Kysely, type Migration, sql } from 'kysely';
import { dialectOfDb } from '../derived/index';

// The outstanding report splits a month that a bucket's edge cuts: the documents of its shorter
// side are read and bucketed (reports/outstanding-aged-repository.ts). The partial indexes of
// open documents lead with the party, so that read was one index probe per party owing in the
// month (6,000 at 1,000,000 invoices, most finding nothing). These lead with the date: each cut
// is one range of the open documents dated within it, covered. Their condition is the report's
// word for word (documents/outstanding-repository.ts: what stands and what is open), so both
// databases can prove a query lies within them. SQLite's planner, given statistics of the other
// indexes but none of these, kept reading invoices_date_customer and each row; each new index's
// own statistics are gathered here (a read of that small index alone).

const INDEXES = [
  sql`create index invoices_open_by_date on invoices (date, customer_id, grand_total, settled, noted, refunded)
    where status <> 'Cancelled' and settled + noted < grand_total + refunded`,
  sql`create index purchases_open_by_date
    on purchases (purchase_date, supplier_id, grand_total, settled, returned, refunded)
    where status <> 'Cancelled' and settled + returned < grand_total + refunded`,
];

export const openDocumentsByDateMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const index of INDEXES) await index.execute(db);
    if (dialectOfDb(db) === 'sqlite') {
      await sql`analyze invoices_open_by_date`.execute(db);
      await sql`analyze purchases_open_by_date`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('purchases_open_by_date').execute();
    await db.schema.dropIndex('invoices_open_by_date').execute();
  },
};
