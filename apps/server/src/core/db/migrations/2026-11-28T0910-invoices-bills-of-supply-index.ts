import { type Kysely, type Migration, sql } from 'kysely';

// Bills of supply (issued while the shop had no GSTIN: the seller snapshot has none) are in no GST
// return, so GSTR-1 first asks whether its period holds one. Telling them apart reads each
// invoice's seller snapshot: 28,000 snapshots a month at 1,000,000 invoices, about 40 ms of CPU on
// every GSTR-1. A partial index of the bills of supply by date answers it with one probe (a shop has
// none, or the few of the weeks before it registered). Its condition is the text of
// core/db/derived/outward-totals.ts's `issuedUnderGstin` (negated) as it stands today, written out
// here so that this migration never changes; a query uses the index only while its condition reads
// the same.

const NOT_UNDER_GSTIN = `not (coalesce(seller_snapshot, '') not like '%"gstin":""%'
  and coalesce(seller_snapshot, '') not like '%"gstin":null%')`;

export const invoicesBillsOfSupplyIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index invoices_bills_of_supply on invoices (date) where ${sql.raw(NOT_UNDER_GSTIN)}`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('invoices_bills_of_supply').execute();
  },
};
