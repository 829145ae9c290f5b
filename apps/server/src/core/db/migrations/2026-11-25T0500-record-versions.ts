import type { Kysely, Migration } from 'kysely';

// Safe concurrent edits (issue 15): every editable record carries a version, 1 when created and
// one more with each change. An edit names the version it started from; a stale one is refused
// (versions/version-guard.ts) instead of silently overwriting the other person's change.

export const VERSIONED_TABLES = [
  'gst_rates',
  'categories',
  'products',
  'customers',
  'suppliers',
  'settings',
  'expenses',
  'invoices',
  'purchases',
  'vouchers',
  'users',
] as const;

export const recordVersionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of VERSIONED_TABLES) {
      await db.schema
        .alterTable(table)
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const table of VERSIONED_TABLES) {
      await db.schema.alterTable(table).dropColumn('version').execute();
    }
  },
};
