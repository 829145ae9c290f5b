import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { registerCategoryRoutes } from './category-routes';
import { registerCustomerRoutes } from './customer-routes';
import { registerDashboardRoutes } from './dashboard-routes';
import { registerExpenseRoutes } from './expense-routes';
import { registerGstRateRoutes } from './gst-rate-routes';
import { registerHealthRoutes } from './health';
import { registerInvoicePdfRoutes } from './invoice-pdf-routes';
import { registerInvoiceRoutes } from './invoice-routes';
import { registerProductRoutes } from './product-routes';
import { registerPurchaseRoutes } from './purchase-routes';
import { registerReportRoutes } from './report-routes';
import { registerSettingsRoutes } from './settings-routes';
import { registerStockRoutes } from './stock-routes';
import { registerSupplierRoutes } from './supplier-routes';
import { registerVoucherRoutes } from './voucher-routes';

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
