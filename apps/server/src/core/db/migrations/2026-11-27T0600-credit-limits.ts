import { type Kysely, type Migration, sql } from 'kysely';

// Credit limits: `customers.credit_limit` is the most a customer may owe (paise; null: no limit).
// A bill over it, or one made while the customer's bills are past due (their date plus
// customers.credit_days, migration 2026-11-26T0400), asks before saving. Suppliers get the same
// column because both tables share one shape (PartyTable); on a supplier it is only kept, the
// credit the supplier allows the shop.

export const creditLimitsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of ['customers', 'suppliers']) {
      await db.schema
        .alterTable(table)
        .addColumn('credit_limit', 'bigint', (c) => c.check(sql`credit_limit >= 0`))
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['customers', 'suppliers']) {
      await db.schema.alterTable(table).dropColumn('credit_limit').execute();
    }
  },
};
