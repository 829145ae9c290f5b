import type { Kysely, Migration } from 'kysely';

// Schemes ("10 + 1 free") on invoice and purchase lines. quantity_milli keeps meaning the units
// that move stock, so stock balances, the stock months and the HSN and product totals (kept by
// triggers from it) count the free units with no change to them; free_milli is the part of those
// units not charged for (the line's charged quantity is quantity_milli − free_milli). Every line
// recorded before has free_milli 0 and reads as it did.

const TABLES = ['invoice_items', 'purchase_items'] as const;

export const freeQuantityMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of TABLES) {
      await db.schema
        .alterTable(table)
        .addColumn('free_milli', 'bigint', (column) => column.notNull().defaultTo(0))
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const table of TABLES) await db.schema.alterTable(table).dropColumn('free_milli').execute();
  },
};
