import type { Kysely, Migration } from 'kysely';

// Purchases match the supplier's rounded bill: round_off (paise, + or −) is what rounding the
// purchase to the nearest rupee added, and grand_total includes it (0 on every purchase recorded
// before, which were not rounded). A purchase line keeps the rate per unit the person typed
// (typed_rate, paise, before discount) when they priced it by rate rather than by amount, so a
// correction of its quantity keeps that rate; null when the amount was typed (every earlier line).

export const purchaseRoundOffAndTypedRateMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('purchases')
      .addColumn('round_off', 'bigint', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('purchase_items').addColumn('typed_rate', 'bigint').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('purchase_items').dropColumn('typed_rate').execute();
    await db.schema.alterTable('purchases').dropColumn('round_off').execute();
  },
};
