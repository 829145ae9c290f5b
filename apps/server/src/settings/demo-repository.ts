import { type Insertable, sql } from 'kysely';
import type { Db } from '../core/db/database';
import type { Database, PartyTable, ProductTable } from '../core/db/schema';
import { documentTablesInWipeOrder } from '../documents/document-kind-lists';

// The queries behind the sample shop: filling it and wiping every record it (or its visitor) made.

/** What the shop's visitor may add beside documents, children before parents. */
const MASTER_TABLES = [
  'stock_movements',
  'customer_rates',
  'price_level_rates',
  'price_levels',
  'product_batches',
  'products',
  'categories',
  'customers',
  'suppliers',
] as const satisfies readonly (keyof Database)[];

/** A GSTR-2B the visitor imported: left behind, it would rule the credit of a real shop's month. */
const GSTR2B_TABLES = [
  'gstr2b_decisions',
  'gstr2b_documents',
  'gstr2b_imports',
] as const satisfies readonly (keyof Database)[];

/**
 * What filed returns reported of the visitor's documents, and any GSTIN the visitor saved in
 * Settings: gone with the documents, so the shop set up next starts its own registration history.
 */
const RETURN_TABLES = [
  'gstr1_reported_documents',
  'gst_registrations',
] as const satisfies readonly (keyof Database)[];

/** Totals the triggers keep from the documents: emptied last, whatever the triggers left. */
const DERIVED_TOTAL_TABLES = [
  'invoice_daily_totals',
  'stock_balances',
  'stock_monthly_totals',
  'monthly_latest_purchases',
  'hsn_daily_totals',
  'hsn_monthly_names',
  'hsn_yearly_names',
  'hsn_monthly_totals',
  'product_monthly_totals',
  'outward_daily_totals',
  'outward_monthly_tax',
  'purchase_monthly_credit',
] as const satisfies readonly (keyof Database)[];

/**
 * Every table a wipe empties: every kind's documents (documents/document-kinds.ts), the masters,
 * then the derived totals. Children before parents, so no foreign key stops a delete. The kinds'
 * number series go too (documents/document-series.ts).
 */
export const WIPED_TABLES: readonly (keyof Database)[] = [
  ...documentTablesInWipeOrder(),
  ...MASTER_TABLES,
  ...GSTR2B_TABLES,
  ...RETURN_TABLES,
  ...DERIVED_TOTAL_TABLES,
];

export async function countDocuments(db: Db): Promise<number> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('invoices')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('invoices'),
      eb
        .selectFrom('purchases')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('purchases'),
      eb
        .selectFrom('vouchers')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('vouchers'),
    ])
    .executeTakeFirstOrThrow();
  return Number(row.invoices) + Number(row.purchases) + Number(row.vouchers);
}

export async function deleteAllRows(db: Db, table: keyof Database): Promise<void> {
  await sql`delete from ${sql.table(table)}`.execute(db);
}

export async function findGstRateIds(db: Db): Promise<Map<number, number>> {
  const rows = await db.selectFrom('gst_rates').select(['id', 'rate_bp']).execute();
  return new Map(rows.map((row) => [row.rate_bp, row.id]));
}

export async function insertProducts(db: Db, rows: Insertable<ProductTable>[]): Promise<void> {
  await db.insertInto('products').values(rows).execute();
}

export async function insertParties(
  db: Db,
  table: 'customers' | 'suppliers',
  rows: Insertable<PartyTable>[],
): Promise<void> {
  await db.insertInto(table).values(rows).execute();
}

/** Back to first-run: no seller details at all, so nothing made up can reach a document. */
export async function blankSettings(db: Db, updatedAt: string): Promise<void> {
  await db
    .updateTable('settings')
    .set({
      name: '',
      gstin: '',
      state_code: '',
      address: '',
      phone: null,
      email: null,
      bank_name: null,
      bank_account_number: null,
      bank_ifsc: null,
      bank_branch: null,
      upi_id: null,
      invoice_first_number: 1,
      invoice_first_number_year: null,
      configured: 0,
      demo: 0,
      updated_at: updatedAt,
    })
    .where('id', '=', 1)
    .execute();
}
