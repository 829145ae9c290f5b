import { type Kysely, type Migration, sql } from 'kysely';
import { createDerivedObjects, dialectOfDb, dropDerivedObjects } from '../derived/index';
import {
  type OutwardTotalsRevision,
  outwardTotalColumns,
  outwardTotalObjects,
  outwardTotalsFromDocuments,
} from '../derived/outward-totals';

// GSTR-3B reports a 0% line by its supply category (nil-rated and exempt in 3.1(c), non-GST in
// 3.1(e)), and leaves out bills of supply issued while the shop had no GSTIN. The kept
// outward_daily_totals (migration 2026-11-27T2000) gain the line's supply_category as a key column
// and lose the lines of bills of supply: the table is made again with the new key, refilled from
// the documents in one set-based pass, and its triggers are rebuilt (db/derived/outward-totals.ts,
// revision 2). outward_monthly_tax holds tax only and is left as it is.

async function remake(trx: Kysely<unknown>, from: OutwardTotalsRevision, to: OutwardTotalsRevision) {
  const dialect = dialectOfDb(trx);
  const money = dialect === 'postgres' ? 'bigint' : 'integer';
  await dropDerivedObjects(trx, outwardTotalObjects(dialect, from));
  await trx.schema.dropTable('outward_daily_totals').execute();
  const key = [
    'date',
    'supply_type',
    'place_of_supply',
    'registered',
    'customer_id',
    'customer_gstin',
    'customer_gst_scheme',
    'gst_rate_bp',
    ...(to === 2 ? ['supply_category'] : []),
  ];
  let table = trx.schema
    .createTable('outward_daily_totals')
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('supply_type', 'text', (c) => c.notNull())
    .addColumn('place_of_supply', 'text', (c) => c.notNull())
    .addColumn('registered', 'integer', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('customer_gstin', 'text', (c) => c.notNull())
    .addColumn('customer_gst_scheme', 'text', (c) => c.notNull())
    .addColumn('gst_rate_bp', 'integer', (c) => c.notNull());
  if (to === 2) table = table.addColumn('supply_category', 'text', (c) => c.notNull());
  await table
    .addColumn('lines', 'integer', (c) => c.notNull())
    .addColumn('taxable', money, (c) => c.notNull())
    .addColumn('cgst_amount', money, (c) => c.notNull())
    .addColumn('sgst_amount', money, (c) => c.notNull())
    .addColumn('igst_amount', money, (c) => c.notNull())
    .addPrimaryKeyConstraint('outward_daily_totals_pk', key as never)
    .execute();
  await sql
    .raw(`insert into outward_daily_totals (${outwardTotalColumns(to)}) ${outwardTotalsFromDocuments(to)}`)
    .execute(trx);
  await createDerivedObjects(trx, outwardTotalObjects(dialect, to));
}

export const outwardTotalsByCategoryMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Kysely runs PostgreSQL migrations in a transaction already, SQLite ones outside any.
    if (db.isTransaction) await remake(db, 1, 2);
    else await db.transaction().execute((trx) => remake(trx, 1, 2));
  },

  async down(db: Kysely<unknown>) {
    if (db.isTransaction) await remake(db, 2, 1);
    else await db.transaction().execute((trx) => remake(trx, 2, 1));
  },
};
