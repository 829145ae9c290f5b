import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database';
import { migrateToLatest } from '../migrate';
import { migrations } from './index';

// Migration 2026-11-24T1500 on a database made before it: a shop that has been billing or has
// changed its details keeps them and is not sent through setup; an untouched seed is blanked.

const NAME = '2026-11-24T1500-first-run-setup';
/** The migration just before this one, in the order Kysely runs them. */
const BEFORE = Object.keys(migrations)
  .sort()
  .filter((name) => name < NAME)
  .at(-1) as string;

/** A database as it stood before the migration, holding the catalogue migration's seed. */
async function databaseAtPreviousVersion(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(BEFORE);
  if (error) throw error;
  // The test database arrives migrated: going back down leaves the blanked row, so the seed the
  // catalogue migration wrote is put back as an old database holds it.
  await sql`update settings set name = 'Bahi Traders', gstin = '22AAAAA0000A1ZC', state_code = '22',
    address = 'Shop 12, Sadar Bazar, Raipur, Chhattisgarh 492001', bank_account_number = '00000011122233'
    where id = 1`.execute(database.db);
  return database;
}

async function sellerOf(database: TestDatabase) {
  const result = await sql<{
    name: string;
    gstin: string;
    configured: number;
    bank_account_number: string | null;
  }>`
    select name, gstin, configured, bank_account_number from settings where id = 1`.execute(database.db);
  return result.rows[0];
}

describe('Migration 2026-11-24T1500-first-run-setup', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => database?.destroy());

  it('blanks the made-up seller of a database nobody has used', async () => {
    database = await databaseAtPreviousVersion();
    await migrateToLatest(database.db);
    expect(await sellerOf(database)).toEqual({
      name: '',
      gstin: '',
      configured: 0,
      bank_account_number: null,
    });
  });

  it('keeps a shop that changed its details configured, details untouched', async () => {
    database = await databaseAtPreviousVersion();
    await sql`update settings set name = 'Shree Ganesh Traders' where id = 1`.execute(database.db);
    await migrateToLatest(database.db);
    expect(await sellerOf(database)).toMatchObject({ name: 'Shree Ganesh Traders', configured: 1 });
  });

  it('keeps a shop that billed under the seed details configured', async () => {
    database = await databaseAtPreviousVersion();
    await sql`insert into customers (name, address, state_code) values ('A', 'Raipur', '22')`.execute(
      database.db,
    );
    await sql`insert into invoices (invoice_number, number_key, financial_year, date, customer_id,
      customer_name, place_of_supply, supply_type, total_amount, cgst_amount, sgst_amount, igst_amount,
      gst_amount, round_off, grand_total)
      values ('INV/1', 'INV/1', '2025-26', '2025-06-15', 1, 'A', '22', 'intra', 100, 9, 9, 0, 18, 0, 118)`.execute(
      database.db,
    );
    await migrateToLatest(database.db);
    expect(await sellerOf(database)).toMatchObject({ gstin: '22AAAAA0000A1ZC', configured: 1 });
  });
});
