import { type QueryExecutorProvider, type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GSTIN_CHHATTISGARH } from '../../../test-support/document-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database';
import type { DialectKind } from '../database';
import { guardsOf } from '../guards/append-only';
import { batchReferenceGuards } from '../guards/batch-references';
import { migrations } from '../migrations/index';
import { advanceApplicationObjectsOf } from './advance-applications';
import { hsnNameObjectsOf, hsnYearNameObjectsOf } from './hsn-month-names';
import { hsnMonthTotalObjectsOf } from './hsn-month-totals';
import {
  applyDerivedData,
  DERIVED_DATA_REVISION,
  type DerivedObject,
  derivedDataFingerprint,
  derivedDataOf,
  dropDerivedData,
  reapplyDerivedData,
  squeeze,
} from './index';
import { latestPurchaseObjectsOf } from './latest-purchases';
import { openMonthsObjectsOf } from './open-months';
import { openingPartyBalanceObjectsOf } from './opening-party-balances';
import { outwardTotalObjects } from './outward-totals';
import { partyBalanceObjectsOf } from './party-balances';
import { SQLITE_PRODUCT_SEARCH } from './product-search';
import { purchaseMonthObjectsOf } from './purchase-months';
import { settledAmountObjectsOf } from './settled-amounts';
import { stockMonthObjectsOf } from './stock-months';

// db/derived is the definition of every trigger, trigger function and view: a freshly migrated
// database must hold exactly those objects, defined exactly so. A trigger or view created by a
// migration without db/derived, or changed by one behind its back, fails here.

type Found = { kind: DerivedObject['kind']; name: string; table: string | null; definition: string };

/** The derived objects a database holds, with their definitions as the database prints them. */
async function readDerived(db: QueryExecutorProvider, dialect: DialectKind): Promise<Found[]> {
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ type: 'trigger' | 'view'; name: string; tbl_name: string; sql: string }>`
      select type, name, tbl_name, sql from sqlite_master where type in ('trigger', 'view')`.execute(db);
    return sorted(
      withoutGuards(
        rows.map((row) => ({
          kind: row.type,
          name: row.name,
          table: row.type === 'trigger' ? row.tbl_name : null,
          definition: row.sql,
        })),
        dialect,
      ),
    );
  }
  const triggers = await sql<{ name: string; table: string; definition: string }>`
    select t.tgname as name, c.relname as table, pg_get_triggerdef(t.oid) as definition
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where not t.tgisinternal and n.nspname = current_schema()`.execute(db);
  const functions = await sql<{ name: string; definition: string }>`
    select p.proname as name, pg_get_functiondef(p.oid) as definition
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = current_schema() and p.prorettype = 'trigger'::regtype`.execute(db);
  const views = await sql<{ name: string; definition: string }>`
    select viewname as name, definition from pg_views where schemaname = current_schema()`.execute(db);
  return sorted(
    withoutGuards(
      [
        ...triggers.rows.map((row) => ({ kind: 'trigger' as const, ...row })),
        ...functions.rows.map((row) => ({ kind: 'function' as const, table: null, ...row })),
        ...views.rows.map((row) => ({ kind: 'view' as const, table: null, ...row })),
      ],
      dialect,
    ),
  );
}

/**
 * Guards (db/guards) are created by their table's migration, not by db/derived, and so are the
 * triggers keeping documents' `settled` (settled-amounts.ts, migration 2026-11-25T0700), and those
 * of stock_monthly_totals and the product search index (migration 2026-11-25T1300) and of
 * hsn_monthly_names (2026-11-25T1420) and hsn_yearly_names (2026-11-28T1010), and of the kept party balances (2026-11-26T0600, their opening balances 2026-11-26T0900)
 * and open months (2026-11-27T1400), SQLite's batch reference guards (2026-11-27T1600) and
 * outward_daily_totals (2026-11-27T2000) and monthly_latest_purchases (2026-11-28T1200).
 */
function withoutGuards(found: Found[], dialect: DialectKind): Found[] {
  const guards = new Set(
    [
      ...guardsOf(dialect),
      ...batchReferenceGuards(dialect),
      ...settledAmountObjectsOf(dialect),
      ...stockMonthObjectsOf(dialect),
      ...hsnNameObjectsOf(dialect),
      ...hsnYearNameObjectsOf(dialect),
      ...partyBalanceObjectsOf(dialect),
      ...openingPartyBalanceObjectsOf(dialect),
      ...outwardTotalObjects(dialect),
      ...purchaseMonthObjectsOf(dialect),
      ...latestPurchaseObjectsOf(dialect),
      ...hsnMonthTotalObjectsOf(dialect),
      ...openMonthsObjectsOf(dialect),
      ...advanceApplicationObjectsOf(dialect),
      ...(dialect === 'sqlite' ? SQLITE_PRODUCT_SEARCH : []),
    ].map((guard) => `${guard.kind} ${guard.name}`),
  );
  return found.filter((object) => !guards.has(`${object.kind} ${object.name}`));
}

function sorted(found: Found[]): Found[] {
  return found.sort((a, b) => `${a.kind} ${a.name}`.localeCompare(`${b.kind} ${b.name}`));
}

/** "kind name on table" of each object, to compare sets. */
function labels(objects: readonly { kind: string; name: string; table?: string | null }[]): string[] {
  return objects.map((o) => `${o.kind} ${o.name}${o.table ? ` on ${o.table}` : ''}`).sort();
}

/** What differs between the objects found and db/derived's, as readable lines (none: they agree). */
function missingOrExtra(found: Found[], dialect: DialectKind): string[] {
  const have = labels(found);
  const want = labels(derivedDataOf(dialect));
  return [
    ...want.filter((label) => !have.includes(label)).map((label) => `missing from the database: ${label}`),
    ...have.filter((label) => !want.includes(label)).map((label) => `not in db/derived: ${label}`),
  ];
}

/** SQLite keeps the CREATE text as written, with its first two keywords in capitals. */
function sqliteText(text: string): string {
  return squeeze(text).replace(/^create (trigger|view)\b/i, (keywords) => keywords.toLowerCase());
}

/** A PL/pgSQL function's body: the text between its dollar quotes ($$ here, $function$ printed). */
function functionBody(text: string): string {
  const body = /\$(\w*)\$([\s\S]*)\$\1\$/.exec(text)?.[2];
  if (body === undefined) throw new Error(`No $$ body in ${text.slice(0, 60)}`);
  return squeeze(body);
}

describe('derived data (db/derived)', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => t.destroy());

  it('a freshly migrated database holds exactly the triggers, trigger functions and views of db/derived', async () => {
    expect(missingOrExtra(await readDerived(t.db, t.dialect), t.dialect)).toEqual([]);
  });

  it('holds each of them as db/derived writes it', async () => {
    const found = await readDerived(t.db, t.dialect);
    const definitionOf = (object: DerivedObject) =>
      found.find((candidate) => candidate.kind === object.kind && candidate.name === object.name)?.definition;
    for (const object of derivedDataOf(t.dialect)) {
      const definition = definitionOf(object) ?? '';
      if (t.dialect === 'sqlite') {
        expect(sqliteText(definition), object.name).toBe(sqliteText(object.sql));
      } else if (object.kind === 'function') {
        // PostgreSQL keeps a function's body as written (triggers and views: next test).
        expect(functionBody(definition), object.name).toBe(functionBody(object.sql));
      }
    }
  });

  it('prints each of them as db/derived applied afresh prints it', async () => {
    // PostgreSQL prints triggers and views in its own words: compare with what it prints for
    // db/derived's definitions, created in the same database and rolled back.
    const before = await readDerived(t.db, t.dialect);
    let afresh: Found[] = [];
    const rollback = new Error('rollback');
    await expect(
      t.db.transaction().execute(async (trx) => {
        await dropDerivedData(trx);
        await applyDerivedData(trx);
        afresh = await readDerived(trx, t.dialect);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(afresh.length).toBeGreaterThan(0);
    expect(before).toEqual(afresh);
    expect(await readDerived(t.db, t.dialect)).toEqual(before);
  });

  it('tells a trigger db/derived does not define', async () => {
    const rogue =
      t.dialect === 'sqlite'
        ? 'create trigger expenses_rogue after insert on expenses begin select 1; end'
        : `create trigger expenses_rogue after insert on expenses
           for each row execute function invoices_daily_totals()`;
    const rollback = new Error('rollback');
    let found: Found[] = [];
    await expect(
      t.db.transaction().execute(async (trx) => {
        await sql.raw(rogue).execute(trx);
        found = await readDerived(trx, t.dialect);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(missingOrExtra(found, t.dialect)).toEqual([
      'not in db/derived: trigger expenses_rogue on expenses',
    ]);
  });

  it('changes to db/derived come with a migration that applies them', () => {
    expect(Object.keys(migrations)).toContain(DERIVED_DATA_REVISION.migration);
    expect(
      derivedDataFingerprint(),
      'db/derived changed: add a migration calling reapplyDerivedData(db, its name) and set ' +
        'DERIVED_DATA_REVISION to that name and this fingerprint (see db/derived/index.ts)',
    ).toBe(DERIVED_DATA_REVISION.fingerprint);
  });

  it('re-applying on a database with documents keeps every row, and the triggers keep working', async () => {
    const product = await one<{
      id: number;
    }>(sql`insert into products (name, hsn_code, mrp, rate, gst_rate_id)
      select 'Derived Rice', '1006', 10500, 10000, id from gst_rates where rate_bp = 500 returning id`);
    const customer = await one<{ id: number }>(sql`insert into customers (name, gstin, address)
      values ('Derived Customer', ${GSTIN_CHHATTISGARH}, 'Raipur') returning id`);
    const invoice = await one<{ id: number }>(sql`insert into invoices (invoice_number, number_key,
        financial_year, date, customer_id, customer_name, customer_gstin, place_of_supply, supply_type,
        total_amount, cgst_amount, sgst_amount, igst_amount, gst_amount, round_off, grand_total)
      values ('DRV/1', 'DRV/1', '25-26', '2025-06-18', ${customer.id}, 'Derived Customer', ${GSTIN_CHHATTISGARH},
        '22', 'intra', 80000, 2000, 2000, 0, 4000, 0, 84000) returning id`);
    const line = (lineNo: number, quantity: number) => sql`insert into invoice_items (invoice_id, line_no,
        product_id, product_name, hsn_code, unit, quantity_milli, gst_rate_bp, mrp, rate, subtotal, cgst_amount,
        sgst_amount, igst_amount, tax_amount, total)
      values (${invoice.id}, ${lineNo}, ${product.id}, 'Derived Rice', '1006', 'KGS', ${quantity * 1000}, 500, 10500,
        10000, ${quantity * 10000}, ${quantity * 250}, ${quantity * 250}, 0, ${quantity * 500},
        ${quantity * 10500})`;
    await sql`insert into stock_movements (product_id, date, quantity_milli, source_type, source_id)
      values (${product.id}, '2025-06-01', 20000, 'purchase', 1)`.execute(t.db);
    await line(1, 8).execute(t.db);

    const before = await derivedRows();
    await reapplyDerivedData(t.db, DERIVED_DATA_REVISION.migration);
    await reapplyDerivedData(t.db, DERIVED_DATA_REVISION.migration);
    expect(await derivedRows()).toEqual(before);
    expect(missingOrExtra(await readDerived(t.db, t.dialect), t.dialect)).toEqual([]);

    await line(2, 3).execute(t.db);
    const balance = await one<{ quantity: number }>(
      sql`select quantity_milli / 1000 as quantity from stock_balances where product_id = ${product.id}`,
    );
    expect(Number(balance.quantity)).toBe(20 - 8 - 3);
    const hsn = await one<{ lines: number; quantity: number; b2b: number }>(
      sql`select lines, quantity_milli / 1000 as quantity, b2b from hsn_daily_totals where date = '2025-06-18' and hsn_code = '1006'`,
    );
    expect([Number(hsn.lines), Number(hsn.quantity), Number(hsn.b2b)]).toEqual([2, 11, 1]);
  });

  async function one<R>(query: RawBuilder<R>): Promise<R> {
    const { rows } = await query.execute(t.db);
    const [row] = rows;
    if (!row) throw new Error('No row');
    return row;
  }

  /** Every row of the tables triggers keep, and the stock ledger, as comparable text. */
  async function derivedRows(): Promise<Record<string, string[]>> {
    const rows: Record<string, string[]> = {};
    for (const table of [
      'stock_balances',
      'invoice_daily_totals',
      'hsn_daily_totals',
      'product_monthly_totals',
      'stock_monthly_totals',
      'stock_ledger',
      'invoice_items',
    ]) {
      const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.db);
      rows[table] = result.rows.map((row) => JSON.stringify(Object.values(row).map(String))).sort();
    }
    return rows;
  }
});
