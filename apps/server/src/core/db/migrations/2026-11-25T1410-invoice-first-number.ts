import { type Kysely, type Migration, sql } from 'kysely';

// Where a shop's invoice series starts in the financial year it moves to Bahi: an agency that
// billed INV/26-27/0457 in another program until October goes on from 0458, not from 0001. The
// number holds for the financial year it was saved in (`invoice_first_number_year`, '26-27');
// the next year's series starts at 0001 as Rule 46 numbering per year expects.

export const invoiceFirstNumberMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('settings')
      .addColumn('invoice_first_number', 'integer', (c) =>
        c.notNull().defaultTo(1).check(sql`invoice_first_number >= 1`),
      )
      .execute();
    await db.schema.alterTable('settings').addColumn('invoice_first_number_year', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('settings').dropColumn('invoice_first_number_year').execute();
    await db.schema.alterTable('settings').dropColumn('invoice_first_number').execute();
  },
};
