import { type Kysely, type Migration, sql } from 'kysely';
import { dialectOfDb } from '../derived/index';

// Which returns the shop has filed, one row per return and period. A filed row locks the days it
// covers (period_from..period_to): no document dated in them may be added, changed, re-dated or
// cancelled until the owner unlocks the period with a reason (status 'unlocked'; marking it filed
// again locks it again). A GSTR-3B row keeps the credit ledger as it closed (paise per head:
// unused credit and the reduction still to be set against later tax), so later periods start
// from what was filed rather than from a figure worked out again.

export const returnFilingsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = dialectOfDb(db) === 'postgres';
    let table = db.schema
      .createTable('return_filings')
      .addColumn('id', 'integer', (c) =>
        postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
      )
      .addColumn('return_type', 'text', (c) => c.notNull().check(sql`return_type in ('GSTR1', 'GSTR3B')`))
      .addColumn('period', 'text', (c) => c.notNull())
      .addColumn('period_from', 'text', (c) => c.notNull())
      .addColumn('period_to', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('filed', 'unlocked')`))
      .addColumn('filed_on', 'text', (c) => c.notNull())
      .addColumn('arn', 'text', (c) => c.notNull())
      .addColumn('unlock_reason', 'text');
    for (const column of [
      'closing_credit_igst',
      'closing_credit_cgst',
      'closing_credit_sgst',
      'closing_reduction_igst',
      'closing_reduction_cgst',
      'closing_reduction_sgst',
    ]) {
      table = table.addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0));
    }
    await table
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('return_filings_type_period', ['return_type', 'period'])
      .execute();
    await db.schema
      .createIndex('return_filings_locked_days')
      .on('return_filings')
      .columns(['status', 'period_to', 'period_from'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('return_filings').execute();
  },
};
