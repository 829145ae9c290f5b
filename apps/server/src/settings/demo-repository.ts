import type { Insertable } from 'kysely';
import type { Db } from '../core/db/database';
import type { Database, PartyTable, ProductTable } from '../core/db/schema';
import { OPENING_BILL_KIND } from '../opening/opening-bill-kind';

// The queries behind the sample shop: filling it and wiping every record it (or its visitor) made.

/** Children before parents, so no foreign key stops a delete; derived totals last. */
export const WIPED_TABLES = [
  ...OPENING_BILL_KIND.tables,
  'voucher_allocations',
  'vouchers',
  'sales_note_items',
  'sales_notes',
  'note_series',
  'invoice_items',
  'invoices',
  'purchase_items',
  'purchases',
  'stock_movements',
  'expenses',
  'products',
  'categories',
  'customers',
  'suppliers',
  'invoice_daily_totals',
  'stock_balances',
  'hsn_daily_totals',
  'product_monthly_totals',
] as const satisfies readonly (keyof Database)[];

export type WipedTable = (typeof WIPED_TABLES)[number];

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

export async function deleteAllRows(db: Db, table: WipedTable): Promise<void> {
  await db.deleteFrom(table).execute();
}

export async function restartVoucherSeries(db: Db): Promise<void> {
  await db.updateTable('voucher_series').set({ last_seq: 0 }).execute();
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
