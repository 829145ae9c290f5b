import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database';
import { migrateToLatest } from '../migrate';
import { migrations } from './index';

// Migrations 2026-11-26T0300 (opening credit on the return settings) and 2026-11-26T0310 (returns
// marked filed): the settings row keeps its values and gains an empty opening credit; both go down
// and up again.

const FIRST = '2026-11-26T0300-opening-credit';
const BEFORE = Object.keys(migrations)
  .sort()
  .filter((name) => name < FIRST)
  .at(-1) as string;

describe('Migrations 2026-11-26T0300 and T0310', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => database?.destroy());

  it('adds an empty opening credit and the filings table, and goes down and up again', async () => {
    database = await createTestDatabase();
    const db = database.db;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo(BEFORE);
    if (down.error) throw down.error;
    await sql`update return_settings set hsn_digits = 6 where id = 1`.execute(db);
    await migrateToLatest(db);
    const { rows } = await sql<Record<string, unknown>>`select hsn_digits, opening_credit_igst,
      opening_credit_cgst, opening_credit_sgst, opening_credit_period from return_settings`.execute(db);
    expect(
      rows.map((row) =>
        Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null ? v : Number(v)])),
      ),
    ).toEqual([
      {
        hsn_digits: 6,
        opening_credit_igst: 0,
        opening_credit_cgst: 0,
        opening_credit_sgst: 0,
        opening_credit_period: null,
      },
    ]);
    await sql`insert into return_filings (return_type, period, period_from, period_to, status, filed_on, arn, updated_at)
      values ('GSTR3B', '062026', '2026-06-01', '2026-06-30', 'filed', '2026-07-20', 'AA2206260123456', 'now')`.execute(
      db,
    );
    const again = await migrator.migrateTo(BEFORE);
    if (again.error) throw again.error;
    await migrateToLatest(db);
    const { rows: filings } = await sql<{ n: number }>`select count(*) as n from return_filings`.execute(db);
    expect(Number(filings[0]?.n)).toBe(0);
  });
});
