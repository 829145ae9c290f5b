import { type Kysely, type Migration, sql } from 'kysely';

// Issue 20: the first day. The catalogue migration seeded a made-up seller ("Bahi Traders",
// GSTIN 22AAAAA0000A1ZC, an SBI account) so that anyone billing before opening Settings printed a
// fake GSTIN and bank account. From here on the seller row says whether the shop has saved its
// own details (configured) and whether it is the sample shop (demo); documents are refused until
// configured = 1 (docs/product.md, "First run").
//
// Which existing databases count as configured: a shop that has been billing must not be sent
// through setup, so a database with any invoice, purchase or voucher, or whose seller row differs
// from the seed, is configured. A database still holding the untouched seed with no documents
// is new: its made-up details are blanked so that none of them can reach a document.

const SEED = {
  name: 'Bahi Traders',
  gstin: '22AAAAA0000A1ZC',
  address: 'Shop 12, Sadar Bazar, Raipur, Chhattisgarh 492001',
  bank_account_number: '00000011122233',
};

export const firstRunSetupMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('settings')
      .addColumn('configured', 'integer', (c) => c.notNull().defaultTo(0).check(sql`configured in (0, 1)`))
      .execute();
    await db.schema
      .alterTable('settings')
      .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0).check(sql`demo in (0, 1)`))
      .execute();
    await db.schema.alterTable('settings').addColumn('upi_id', 'text').execute();
    await sql`update settings set configured = 1
      where exists (select 1 from invoices) or exists (select 1 from purchases)
        or exists (select 1 from vouchers)
        or name <> ${SEED.name} or gstin <> ${SEED.gstin} or address <> ${SEED.address}
        or coalesce(bank_account_number, '') <> ${SEED.bank_account_number}`.execute(db);
    await sql`update settings set name = '', gstin = '', state_code = '', address = '', phone = null,
      email = null, bank_name = null, bank_account_number = null, bank_ifsc = null, bank_branch = null
      where configured = 0`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const column of ['upi_id', 'demo', 'configured']) {
      await db.schema.alterTable('settings').dropColumn(column).execute();
    }
  },
};
