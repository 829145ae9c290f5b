import type { FastifyInstance } from 'fastify';
import { registerCategoryRoutes } from './catalogue/categories/category-routes';
import { registerGstRateRoutes } from './catalogue/gst-rates/gst-rate-routes';
import { registerCustomerRoutes } from './catalogue/parties/customer-routes';
import { registerSupplierRoutes } from './catalogue/parties/supplier-routes';
import { registerProductRoutes } from './catalogue/products/product-routes';
import { registerDashboardRoutes } from './dashboard/dashboard-routes';
import type { Db } from './db/database';
import { registerExpenseRoutes } from './expenses/expense-routes';
import { registerHealthRoutes } from './health/health-routes';
import { registerInvoicePdfRoutes } from './invoices/invoice-pdf-routes';
import { registerInvoiceRoutes } from './invoices/invoice-routes';
import { registerPurchaseRoutes } from './purchases/purchase-routes';
import { registerReportRoutes } from './reports/report-routes';
import { registerSettingsRoutes } from './settings/settings-routes';
import { registerStockRoutes } from './stock/stock-routes';
import { registerVoucherRoutes } from './vouchers/voucher-routes';

/** Every /api route. Each feature adds its register function here. */
export function registerApiRoutes(api: FastifyInstance, db: Db): void {
  registerHealthRoutes(api);
  registerGstRateRoutes(api, db);
  registerCategoryRoutes(api, db);
  registerProductRoutes(api, db);
  registerCustomerRoutes(api, db);
  registerSupplierRoutes(api, db);
  registerSettingsRoutes(api, db);
  registerInvoiceRoutes(api, db);
  registerInvoicePdfRoutes(api, db);
  registerStockRoutes(api, db);
  registerPurchaseRoutes(api, db);
  registerReportRoutes(api, db);
  registerDashboardRoutes(api, db);
  registerExpenseRoutes(api, db);
  registerVoucherRoutes(api, db);
}
