import crypto from 'node:crypto';
import { type Kysely, type QueryExecutorProvider, sql } from 'kysely';
import { POSTGRES_DERIVED_DATA } from './postgres';
import { SQLITE_DERIVED_DATA } from './sqlite';

// Derived data: every trigger, trigger function and view that stock and the reports rely on, as
// they are defined now, one file per dialect (sqlite.ts, postgres.ts). Migrations create these
// objects from here; derived.test.ts checks that a freshly migrated database holds exactly them.
//
// The model (docs/architecture.md, "Derived data"):
// - The app writes the documents: invoices, invoice_items, purchases, purchase_items, and
//   stock_movements (one row per purchase line; since migration 2026-11-22T1110 sales no longer
//   have rows there). With each invoice line it also writes the line's report copies of its
//   invoice: invoice_date, b2b (the customer snapshot has a GSTIN) and counts (the invoice is
//   not cancelled), see invoices/report-line-copies.ts.
// - Triggers keep everything else, inside the statement that writes a document, so every writer
//   (the app, a bulk loader, a fix made by hand in SQL) leaves it exact:
//   - the report copies of lines written without them, and of every line when its invoice's
//     date, customer GSTIN or status changes;
//   - stock_balances: per product, the sum of the stock ledger (purchases in, counted sales out);
//   - hsn_daily_totals and product_monthly_totals: sums of the stored amounts of the lines that
//     count, per day and HSN code, per month and product; invoice_daily_totals: invoice count
//     and amounts per day and status. Only stored values are added up: nothing computes a tax.
// - invoices.settled and purchases.settled (what live vouchers applied to each document) are
//   kept by the triggers of settled-amounts.ts, which are not part of this set: they are created
//   once by their own migration (2026-11-25T0700), like the guards, because older migrations'
//   downs re-create this whole set on schemas that have no `settled` column.
// - hsn_monthly_names and hsn_yearly_names (the HSN summary's descriptions) and
//   stock_monthly_totals are kept by the triggers of hsn-month-names.ts and stock-months.ts,
//   created once by their own migrations.
//   The app never writes these tables; it reads them for the stock screens, reports and dashboard.
// - The view stock_ledger is the stock ledger: purchase movements (+) and counted sale lines (−).
// - Opening stock is a column of products, not part of the ledger or of stock_balances.
// reports/report-totals.test.ts recounts every total from the documents after each kind of write
// (the app's and plain SQL's); reports/report-stock.test.ts checks the ledger against the report.
//
// To change a definition: edit it here, add a migration that calls
// reapplyDerivedData(db, '<its name>') (and backfills or recounts what the change needs), and
// point DERIVED_DATA_REVISION at it with the new fingerprint. An object renamed or removed here
// must also be dropped by name in that migration: dropDerivedData only knows the current names.
// Landed migrations are never edited; the older ones that created these objects
// (2026-11-22T0800 to T1110) show their history only.

export type DerivedObject =
  | { kind: 'view'; name: string; sql: string }
  /** PostgreSQL only: a PL/pgSQL function, with no arguments, run by triggers. */
  | { kind: 'function'; name: string; sql: string }
  | { kind: 'trigger'; name: string; table: string; sql: string };

export type DerivedDialect = 'sqlite' | 'postgres';

/** A Kysely instance or transaction, of any table types. */
type AnyDb = QueryExecutorProvider;

export function dialectOfDb(db: AnyDb): DerivedDialect {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres') ? 'postgres' : 'sqlite';
}

/** Every derived object of a dialect, in creation order (a trigger after its function). */
export function derivedDataOf(dialect: DerivedDialect): readonly DerivedObject[] {
  return dialect === 'postgres' ? POSTGRES_DERIVED_DATA : SQLITE_DERIVED_DATA;
}

/** The names of a dialect's derived objects of one kind, sorted. */
export function derivedNamesOf(dialect: DerivedDialect, kind: DerivedObject['kind']): string[] {
  return derivedDataOf(dialect)
    .filter((object) => object.kind === kind)
    .map((object) => object.name)
    .sort();
}

/** Creates every derived object. They must not exist yet (see dropDerivedData). */
export async function applyDerivedData(db: AnyDb): Promise<void> {
  for (const object of derivedDataOf(dialectOfDb(db))) await sql.raw(object.sql).execute(db);
}

function dropStatement(dialect: DerivedDialect, object: DerivedObject): string {
  if (object.kind === 'view') return `drop view if exists ${object.name}`;
  if (object.kind === 'function') return `drop function if exists ${object.name}()`;
  return dialect === 'postgres'
    ? `drop trigger if exists ${object.name} on ${object.table}`
    : `drop trigger if exists ${object.name}`;
}

/**
 * Creates a set kept apart from this module's (stock-months.ts, hsn-month-names.ts), in order;
 * dropDerivedObjects takes it away again, triggers before their functions.
 */
export async function createDerivedObjects(db: AnyDb, objects: readonly DerivedObject[]): Promise<void> {
  for (const object of objects) await sql.raw(object.sql).execute(db);
}

export async function dropDerivedObjects(db: AnyDb, objects: readonly DerivedObject[]): Promise<void> {
  const dialect = dialectOfDb(db);
  for (const object of [...objects].reverse()) await sql.raw(dropStatement(dialect, object)).execute(db);
}

/** Drops every derived object this module names, where it exists (triggers before functions). */
export async function dropDerivedData(db: AnyDb): Promise<void> {
  const dialect = dialectOfDb(db);
  for (const object of [...derivedDataOf(dialect)].reverse()) {
    await sql.raw(dropStatement(dialect, object)).execute(db);
  }
}

/**
 * The migration that last applied these definitions, and their fingerprint (derivedDataFingerprint).
 * derived.test.ts fails when the definitions change and this does not, so that a change always
 * comes with a migration that brings existing databases to it.
 */
export const DERIVED_DATA_REVISION = {
  migration: '2026-11-24T1700-decimal-quantities-and-price-basis',
  fingerprint: 'c1ac54cafb49cd796308b0bb53c98c29cb4a0d98d0f5af214eaa5788f214aee7',
} as const;

/** sha256 of both dialects' definitions, whitespace collapsed. */
export function derivedDataFingerprint(): string {
  const definitions = (['sqlite', 'postgres'] as const).flatMap((dialect) =>
    derivedDataOf(dialect).map((object) => [dialect, object.kind, object.name, squeeze(object.sql)]),
  );
  return crypto.createHash('sha256').update(JSON.stringify(definitions)).digest('hex');
}

/** Collapses every run of whitespace to one space. */
export function squeeze(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * What a migration that brings derived data up to date calls: drops every derived object and
 * creates it again from this module, in one transaction. Re-creating a trigger or view touches
 * no row, so this is as quick on a million invoices as on none. A migration other than the one
 * DERIVED_DATA_REVISION names does nothing: it was written for older definitions (perhaps over
 * columns a later migration adds), and the newer migration re-applies them after it runs.
 */
export async function reapplyDerivedData<T>(db: Kysely<T>, migration: string): Promise<void> {
  if (migration !== DERIVED_DATA_REVISION.migration) return;
  const replace = async (trx: Kysely<T>) => {
    await dropDerivedData(trx);
    await applyDerivedData(trx);
  };
  // Kysely runs PostgreSQL migrations in a transaction already, SQLite ones outside any.
  if (db.isTransaction) await replace(db);
  else await db.transaction().execute(replace);
}
