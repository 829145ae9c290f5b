import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database';
import { migrateToLatest } from '../migrate';
import { migrations } from './index';

// Migration 2026-11-27T0700 (GSTR-2B imports, their documents and the accountant's decisions):
// a month's documents go with their import, and the tables go down and come up again.

const NAME = '2026-11-27T0700-gstr2b';
const BEFORE = Object.keys(migrations)
  .sort()
  .filter((name) => name < NAME)
  .at(-1) as string;

describe('Migration 2026-11-27T0700', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => database?.destroy());

  it('keeps a 2B with its documents, deletes them with it, and goes down and up again', async () => {
    database = await createTestDatabase();
    const db = database.db;
    await sql`insert into gstr2b_imports (period, month, gstin, other_sections, imported_at)
      values ('102026', '2026-10', '22AAAAA0000A1ZC', '[]', 'now')`.execute(db);
    const { rows } = await sql<{ id: number }>`select id from gstr2b_imports`.execute(db);
    const importId = Number(rows[0]?.id);
    await sql`insert into gstr2b_documents (import_id, section, kind, supplier_gstin, supplier_name, number, date,
      taxable, cgst, sgst, igst) values (${importId}, 'b2b', 'invoice', '22AABCU9603R1ZX', 'A', 'A-1', '2026-10-01',
      100000, 9000, 9000, 0)`.execute(db);
    await expect(
      sql`insert into gstr2b_documents (import_id, section, kind, supplier_gstin, supplier_name, number, date,
        taxable, cgst, sgst, igst) values (${importId}, 'isd', 'invoice', 'x', 'A', 'A-2', '2026-10-01', 0, 0, 0, 0)`.execute(
        db,
      ),
    ).rejects.toThrow();
    await sql`delete from gstr2b_imports where id = ${importId}`.execute(db);
    const { rows: left } = await sql<{ n: number }>`select count(*) as n from gstr2b_documents`.execute(db);
    expect(Number(left[0]?.n)).toBe(0);

    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo(BEFORE);
    if (down.error) throw down.error;
    const { rows: tables } = await sql<{ n: number }>`select count(*) as n from gstr2b_decisions`
      .execute(db)
      .then(
        () => ({ rows: [{ n: 1 }] }),
        () => ({ rows: [{ n: 0 }] }),
      );
    expect(tables[0]?.n).toBe(0);
    await migrateToLatest(db);
    await sql`insert into gstr2b_decisions (period, kind, supplier_gstin, number, action, books_type, books_id, decided_at)
      values ('102026', 'invoice', '22AABCU9603R1ZX', 'A-1', 'accept', 'purchase', 1, 'now')`.execute(db);
    await expect(
      sql`insert into gstr2b_decisions (period, kind, supplier_gstin, number, action, books_type, books_id, decided_at)
        values ('112026', 'invoice', '22AABCU9603R1ZX', 'A-9', 'link', 'purchase', 1, 'now')`.execute(db),
    ).rejects.toThrow();
  });
});
