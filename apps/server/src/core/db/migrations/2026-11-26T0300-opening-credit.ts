import type { Kysely, Migration } from 'kysely';

// GSTR-3B's credit ledger needs where it starts: a shop moving to Bahi brings unused input tax
// credit per head (paise) from the returns it filed elsewhere, as it stood at the start of
// `opening_credit_period` (MMYYYY), the first period whose GSTR-3B Bahi works out. With no period
// the ledger starts, empty, at the first month of the books.

const HEADS = ['opening_credit_igst', 'opening_credit_cgst', 'opening_credit_sgst'] as const;

export const openingCreditMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of HEADS) {
      await db.schema
        .alterTable('return_settings')
        .addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
    }
    await db.schema.alterTable('return_settings').addColumn('opening_credit_period', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('return_settings').dropColumn('opening_credit_period').execute();
    for (const column of [...HEADS].reverse()) {
      await db.schema.alterTable('return_settings').dropColumn(column).execute();
    }
  },
};
