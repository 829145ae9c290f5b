import type { Kysely, Migration } from 'kysely';

// A customer's or supplier's GST scheme: 'regular' or 'composition'. A composition dealer holds a
// GSTIN of the regular shape, so only the record can say it opted for the scheme; GSTR-3B reports
// inter-state sales to such buyers apart (3.2) and purchases from such suppliers in Table 5. Every
// party recorded before is 'regular', as the returns treated it.

const TABLES = ['customers', 'suppliers'] as const;

export const partyGstSchemeMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of TABLES) {
      await db.schema
        .alterTable(table)
        .addColumn('gst_scheme', 'text', (column) => column.notNull().defaultTo('regular'))
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const table of TABLES) await db.schema.alterTable(table).dropColumn('gst_scheme').execute();
  },
};
