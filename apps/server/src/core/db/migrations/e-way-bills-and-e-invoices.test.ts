import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test-support/api-calls';
import { createCustomer, createSupplier, GSTIN_CHHATTISGARH } from '../../../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { migrateToLatest } from '../migrate';
import { migrations } from './index';

// Migration 2026-11-26T0500 on a database with parties and settings: down drops the e-document
// tables and the parties' PIN codes and keeps the parties; up again brings the tables back empty,
// the settings row at its defaults (e-invoicing off, Rs 50,000 limits), and the app works on it.

const NAME = '2026-11-26T0500-e-way-bills-and-e-invoices';
const BEFORE = Object.keys(migrations)
  .sort()
  .filter((name) => name < NAME)
  .at(-1) as string;

describe(`Migration ${NAME}`, () => {
  let t: TestApp;
  let db: Kysely<unknown>;
  let customer: number;
  let supplier: number;

  const migrateTo = async (name: string) => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo(name);
    if (error) throw error;
  };

  async function tablesNamed(): Promise<string[]> {
    const postgres = t.db.getExecutor().adapter.constructor.name.startsWith('Postgres');
    const { rows } = postgres
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_name in ('eway_bills', 'e_invoices', 'e_document_settings')
          order by 1`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table'
          and name in ('eway_bills', 'e_invoices', 'e_document_settings') order by 1`.execute(db);
    return rows.map((row) => row.name);
  }

  beforeAll(async () => {
    t = await createTestApp();
    db = t.db as unknown as Kysely<unknown>;
    customer = await createCustomer(t.app, { name: 'Kalinga Retail', pin_code: '492001' });
    supplier = await createSupplier(t.app, { gstin: GSTIN_CHHATTISGARH });
    const settings = await call(t.app, 'PUT', '/api/e-documents/settings', {
      einvoice_from: '2025-04-01',
      eway_threshold: 100000,
      eway_intra_threshold: 100000,
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  });
  afterAll(async () => t.close());

  it('goes down and up again, keeping the parties', async () => {
    await migrateTo(BEFORE);
    expect(await tablesNamed()).toEqual([]);
    await expect(sql`select pin_code from customers`.execute(db)).rejects.toThrow();
    const { rows: parties } = await sql<{ n: number }>`select
        (select count(*) from customers where id = ${customer}) + (select count(*) from suppliers where id = ${supplier}) as n`.execute(
      db,
    );
    expect(Number(parties[0]?.n)).toBe(2);

    await migrateTo(NAME);
    expect(await tablesNamed()).toEqual(['e_document_settings', 'e_invoices', 'eway_bills']);
    const { rows } = await sql<{ einvoice_from: string | null; eway_threshold: number; pins: number }>`select
        einvoice_from, eway_threshold,
        (select count(*) from customers where pin_code is not null) as pins
      from e_document_settings`.execute(db);
    expect(
      rows.map((row) => ({ ...row, eway_threshold: Number(row.eway_threshold), pins: Number(row.pins) })),
    ).toEqual([{ einvoice_from: null, eway_threshold: 5_000_000, pins: 0 }]);

    await migrateToLatest(t.db);
    const answer = await call(t.app, 'GET', `/api/customers/${customer}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'Kalinga Retail', pin_code: null });
    expect((await call(t.app, 'GET', '/api/e-documents/settings')).body).toMatchObject({
      einvoice_from: null,
      eway_threshold: 50000,
    });
  });
});
