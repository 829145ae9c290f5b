import type { Kysely, Migration } from 'kysely';
import { reapplyDerivedData } from '../derived/index';

// From here on db/derived is where every trigger, trigger function and view that keeps derived
// data (stock balances, report copies on invoice lines, HSN/product/day totals, the view
// stock_ledger) is defined, one file per dialect. Until now their current definitions were spread
// over migrations 2026-11-22T0800 to T1110. This drops them all and creates them again from
// db/derived, in one transaction. The definitions are those the earlier migrations left (the same
// SQL up to whitespace), so no row is touched, nothing is recounted, and it takes milliseconds on
// any size of database. A later change to db/derived comes with its own migration calling
// reapplyDerivedData (see db/derived/index.ts).

const NAME = '2026-11-24T0100-derived-data-in-one-place';

export const derivedDataInOnePlaceMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await reapplyDerivedData(db, NAME);
  },

  // Nothing to undo: the objects behave exactly as the ones up() replaced. (On SQLite, triggers
  // of one event may now fire in another order; none of them depends on that order.)
  async down() {},
};
