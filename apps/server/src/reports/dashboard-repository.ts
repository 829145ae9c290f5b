import { sql } from 'kysely';
import type { Db } from '../core/db/database';
import type { DateRange } from '../core/db/date-range';

// The dashboard's figures. Invoice counts and amounts come from invoice_daily_totals (per day
// and status, kept by triggers) so a year of figures is a few hundred rows; "sales" leave out
// cancelled invoices.

export type SalesTotalsRow = { invoices: number; grand_total: number };

export async function findSalesTotals(db: Db, range: DateRange): Promise<SalesTotalsRow> {
  const row = await db
    .selectFrom('invoice_daily_totals')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('invoices'), sql<number>`0`).as('invoices'),
      eb.fn.coalesce(eb.fn.sum<number>('grand_total'), sql<number>`0`).as('grand_total'),
    ])
    .where((eb) => eb.between('date', range.from, range.to))
    .where('status', '!=', 'Cancelled')
    .executeTakeFirstOrThrow();
  return { invoices: Number(row.invoices), grand_total: Number(row.grand_total) };
}

export type MonthlySalesRow = { month: string; grand_total: number; gst_amount: number };

export function findMonthlySales(db: Db, range: DateRange): Promise<MonthlySalesRow[]> {
  const month = sql<string>`substr(date, 1, 7)`;
  return db
    .selectFrom('invoice_daily_totals')
    .select((eb) => [
      month.as('month'),
      eb.fn.sum<number>('grand_total').as('grand_total'),
      eb.fn.sum<number>('gst_amount').as('gst_amount'),
    ])
    .where((eb) => eb.between('date', range.from, range.to))
    .where('status', '!=', 'Cancelled')
    .groupBy(month)
    .execute();
}

export async function findPurchaseTotal(db: Db, range: DateRange): Promise<number> {
  const row = await db
    .selectFrom('purchases')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('grand_total'), sql<number>`0`).as('total'))
    .where((eb) => eb.between('purchase_date', range.from, range.to))
    .where('status', '!=', 'Cancelled')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function countCustomers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('customers')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export type TopCustomerRow = {
  customer_id: number;
  customer_name: string;
  invoices: number;
  grand_total: number;
};

/** The customers billed most in the range (invoices not cancelled), under their current names. */
export function findTopCustomers(db: Db, range: DateRange, limit: number): Promise<TopCustomerRow[]> {
  const billed = db
    .selectFrom('invoices')
    .select((eb) => [
      'customer_id',
      eb.fn.countAll<number>().as('invoices'),
      eb.fn.sum<number>('grand_total').as('grand_total'),
    ])
    .where((eb) => eb.between('date', range.from, range.to))
    .where('status', '!=', 'Cancelled')
    .groupBy('customer_id');
  return db
    .selectFrom(billed.as('b'))
    .innerJoin('customers', 'customers.id', 'b.customer_id')
    .select(['b.customer_id', 'customers.name as customer_name', 'b.invoices', 'b.grand_total'])
    .orderBy('b.grand_total', 'desc')
    .orderBy('b.customer_id')
    .limit(limit)
    .execute();
}

export type RecentInvoiceRow = {
  id: number;
  invoice_number: string;
  customer_name: string;
  status: 'Unpaid' | 'Paid' | 'Cancelled';
  grand_total: number;
  date: string;
};

/** The latest invoices by date (then the latest issued), whatever their status. */
export function findRecentInvoices(db: Db, limit: number): Promise<RecentInvoiceRow[]> {
  return db
    .selectFrom('invoices')
    .select(['id', 'invoice_number', 'customer_name', 'status', 'grand_total', 'date'])
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
