import type { Kysely, Migration } from 'kysely';

// Purchase returns round to the rupee as purchases do, when asked: `purchase_returns.round_off`
// (paise, + or −) is what rounding added, and grand_total includes it, as does what the return
// takes off its purchase (purchases.returned). 0 on every return issued before, none of which was
// rounded.

export const purchaseReturnRoundOffMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('purchase_returns')
      .addColumn('round_off', 'bigint', (column) => column.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('purchase_returns').dropColumn('round_off').execute();
  },
};
