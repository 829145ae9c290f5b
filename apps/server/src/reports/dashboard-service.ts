import { firstDayOfMonth, lastDayOfMonth, milliToQuantity, shiftMonth, todayIso } from '@bahi/domain';
import type { Dashboard, DashboardQuery } from '@bahi/domain/schemas';
import type { Db } from '../core/db/database';
import type { DateRange } from '../core/db/date-range';
import type { RequestContext } from '../core/http/request-context';
import { rupees } from '../documents/document-presenter';
import { findPaymentsOfInvoices } from '../documents/invoice-payments';
import { sumNotesByMonth, sumNotesInRange } from '../documents/note-report-repository';
import { sumOnAccount } from '../documents/on-account-repository';
import { sumOutstanding } from '../documents/outstanding-repository';
import { countLowStock, findLowStock } from '../documents/stock-ledger/low-stock-repository';
import {
  countCustomers,
  findMonthlySales,
  findPurchaseTotal,
  findRecentInvoices,
  findSalesTotals,
  findTopCustomers,
} from './dashboard-repository';
import { findTopProductsOfMonth } from './product-report-repository';

// The dashboard from the database: this month's and today's sales, what is left to receive (the
// one outstanding query: invoices with a balance, whatever their date), what runs
// low, the best products and customers of the month, the latest invoices and twelve months of
// sales. Sales are invoice grand totals, GST included, of invoices that are not cancelled.

const LIST_SIZE = 5;

/** The twelve months up to the day's, oldest first, each with its sales (0 when none). */
async function monthlySales(db: Db, date: string) {
  const months = Array.from({ length: 12 }, (_, index) => shiftMonth(date, index - 11));
  const range = { from: `${months[0]}-01`, to: lastDayOfMonth(date) };
  const [rows, notes] = await Promise.all([findMonthlySales(db, range), sumNotesByMonth(db, range)]);
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  const notesByMonth = new Map(notes.map((row) => [row.month, row]));
  return months.map((month) => {
    const row = byMonth.get(month);
    const note = notesByMonth.get(month);
    // Net of the month's live credit notes (taken off) and debit notes (added).
    const sales = Number(row?.grand_total ?? 0) + (note?.grand_total ?? 0);
    const gst = Number(row?.gst_amount ?? 0) + (note?.gst_amount ?? 0);
    return { month, sales: rupees(sales), gst: rupees(gst) };
  });
}

/** Invoices that stand in a range, their total less live credit notes and plus debit notes dated in it. */
async function salesNetOfNotes(db: Db, range: DateRange) {
  const [sales, notes] = await Promise.all([findSalesTotals(db, range), sumNotesInRange(db, range)]);
  return { invoices: sales.invoices, grand_total: sales.grand_total + notes.grand_total };
}

export async function getDashboard(ctx: RequestContext, query: DashboardQuery): Promise<Dashboard> {
  const { db } = ctx;
  const date = query.date ?? todayIso();
  const month = { from: firstDayOfMonth(date), to: lastDayOfMonth(date) };
  // One connection in SQLite runs these one after the other anyway; in PostgreSQL they overlap.
  const [
    customers,
    thisMonth,
    today,
    unpaid,
    purchases,
    lowCount,
    lowItems,
    products,
    customersTop,
    recent,
    chart,
  ] = await Promise.all([
    countCustomers(db),
    salesNetOfNotes(db, month),
    salesNetOfNotes(db, { from: date, to: date }),
    sumOutstanding(db, 'invoices'),
    findPurchaseTotal(db, month),
    countLowStock(db),
    findLowStock(db, LIST_SIZE),
    findTopProductsOfMonth(db, date.slice(0, 7), LIST_SIZE),
    findTopCustomers(db, month, LIST_SIZE),
    findRecentInvoices(db, LIST_SIZE),
    monthlySales(db, date),
  ]);
  const onAccount = await sumOnAccount(db, 'invoices');
  const payments = await findPaymentsOfInvoices(db, recent);
  return {
    date,
    customers,
    invoices_this_month: thisMonth.invoices,
    sales_this_month: rupees(thisMonth.grand_total),
    purchases_this_month: rupees(purchases),
    today_orders: today.invoices,
    today_sales: rupees(today.grand_total),
    pending_invoices: {
      count: unpaid.documents,
      amount: rupees(unpaid.outstanding),
      on_account: rupees(onAccount),
      balance: rupees(unpaid.outstanding - onAccount),
    },
    low_stock: {
      count: lowCount,
      items: lowItems.map(({ on_hand_milli, ...item }) => ({
        ...item,
        on_hand: milliToQuantity(Number(on_hand_milli)),
      })),
    },
    top_products: products.map((row) => ({
      product_id: row.product_id,
      product_name: row.product_name,
      quantity: milliToQuantity(Number(row.quantity_milli)),
      amount: rupees(Number(row.subtotal)),
    })),
    top_customers: customersTop.map((row) => ({
      customer_id: row.customer_id,
      customer_name: row.customer_name,
      invoices: Number(row.invoices),
      amount: rupees(Number(row.grand_total)),
    })),
    recent_orders: recent.map((row) => ({
      id: row.id,
      invoice_number: row.invoice_number,
      customer_name: row.customer_name,
      status: payments.get(row.id)?.status ?? 'Unpaid',
      total: rupees(row.grand_total),
      date: row.date,
    })),
    monthly_sales: chart,
  };
}
