import { type Kysely, type Migration, sql } from 'kysely';

// GST returns (issue 17): how the shop files, one row (id 1). frequency: 'monthly', or
// 'quarterly' for QRMP filers. hsn_split_from: the first return period (MMYYYY) whose HSN summary
// is split into B2B and B2C (May 2025 by default; some read the rule as April). hsn_digits: the
// HSN digits the shop's turnover requires (4 up to Rs 5 crore, 6 above). version: a stale edit is
// refused, as for every other record.

export const returnSettingsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('return_settings')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('frequency', 'text', (c) => c.notNull().check(sql`frequency in ('monthly', 'quarterly')`))
      .addColumn('hsn_split_from', 'text', (c) => c.notNull())
      .addColumn('hsn_digits', 'integer', (c) => c.notNull().check(sql`hsn_digits in (4, 6)`))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await sql`insert into return_settings (id, frequency, hsn_split_from, hsn_digits, updated_at)
      values (1, 'monthly', '052025', 4, ${new Date().toISOString()})`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('return_settings').execute();
  },
};
