import { z } from 'zod';
import { dateAnswer, dateText } from './formats';
import { INVOICE_STATUSES } from './invoice';

// GET /api/dashboard: the figures of the dashboard, from the database. "Sales" is what the
// invoices bill (grand total, GST included) on invoices that are not cancelled; amounts are rupees.

const DATE_MESSAGE = 'date must be a date (YYYY-MM-DD)';

export const dashboardQuerySchema = z.object({
  /** The day the dashboard is for (its month is "this month"); the server's today by default. */
  date: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    dateText(DATE_MESSAGE).optional(),
  ),
});

export type DashboardQuery = z.output<typeof dashboardQuerySchema>;

export const lowStockItemSchema = z.object({
  product_id: z.number(),
  product_name: z.string(),
  unit: z.string(),
  on_hand: z.number(),
  reorder_level: z.number(),
});

export const topProductSchema = z.object({
  product_id: z.number(),
  product_name: z.string(),
  quantity: z.number(),
  /** Taxable value sold. */
  amount: z.number(),
});

export const topCustomerSchema = z.object({
  customer_id: z.number(),
  customer_name: z.string(),
  invoices: z.number(),
  amount: z.number(),
});

export const recentOrderSchema = z.object({
  id: z.number(),
  invoice_number: z.string(),
  customer_name: z.string(),
  status: z.enum(INVOICE_STATUSES),
  total: z.number(),
  date: dateAnswer(),
});

export const monthlySalesSchema = z.object({
  /** 'YYYY-MM'. */
  month: z.string(),
  sales: z.number(),
  gst: z.number(),
});

export const dashboardSchema = z.object({
  date: dateAnswer(),
  customers: z.number(),
  invoices_this_month: z.number(),
  sales_this_month: z.number(),
  purchases_this_month: z.number(),
  today_orders: z.number(),
  today_sales: z.number(),
  /**
   * amount: left on invoices and opening bills; on_account: money received not applied (advances);
   * balance: amount − on_account, what customers owe in all (the customer list's balances added up).
   */
  pending_invoices: z.object({
    count: z.number(),
    amount: z.number(),
    on_account: z.number(),
    balance: z.number(),
  }),
  low_stock: z.object({ count: z.number(), items: z.array(lowStockItemSchema) }),
  /** This month, by taxable value. */
  top_products: z.array(topProductSchema),
  /** This month, by sales. */
  top_customers: z.array(topCustomerSchema),
  recent_orders: z.array(recentOrderSchema),
  /** The twelve months up to this one, oldest first, months without sales included. */
  monthly_sales: z.array(monthlySalesSchema),
});

export type LowStockItem = z.infer<typeof lowStockItemSchema>;
export type TopProduct = z.infer<typeof topProductSchema>;
export type TopCustomer = z.infer<typeof topCustomerSchema>;
export type RecentOrder = z.infer<typeof recentOrderSchema>;
export type MonthlySales = z.infer<typeof monthlySalesSchema>;
export type Dashboard = z.infer<typeof dashboardSchema>;
