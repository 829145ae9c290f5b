import { apiRoutes } from '@bahi/domain/contract';
import type { FastifyInstance } from 'fastify';
import { registerAuditRoutes } from './audit/audit-routes';
import { type AuthRouteDeps, registerAuthRoutes } from './auth/auth-routes';
import { registerTokenRoutes } from './auth/tokens/token-routes';
import { registerUserRoutes } from './auth/users/user-routes';
import type { BackupConfig } from './backups/backup-config';
import { registerBackupRoutes } from './backups/backup-routes';
import { registerCategoryRoutes } from './catalogue/categories/category-routes';
import { registerGstRateRoutes } from './catalogue/gst-rates/gst-rate-routes';
import { registerPartyRoutes } from './catalogue/parties/party-routes';
import { registerProductRoutes } from './catalogue/products/product-routes';
import type { Db } from './core/db/database';
import { createApiRouter } from './core/http/api-router';
import type { SignIn } from './core/http/sign-in';
import { registerEDocumentRoutes } from './e-documents/e-document-routes';
import { registerEInvoiceRoutes } from './e-invoices/e-invoice-routes';
import { registerEmailRoutes } from './email/email-routes';
import { registerEwayBillRoutes } from './eway-bills/eway-bill-routes';
import { registerExpenseRoutes } from './expenses/expense-routes';
import { registerExportRoutes } from './export/export-routes';
import { registerHealthRoutes } from './health/health-routes';
import { registerImportRoutes } from './imports/import-routes';
import { dayInvoiceInv01s, recordInvoiceIrpAnswer } from './invoices/invoice-e-invoice-batch';
import { registerInvoiceEmailRoutes } from './invoices/invoice-email-routes';
import { invoiceEwaySource } from './invoices/invoice-eway';
import { registerInvoiceRoutes } from './invoices/invoice-routes';
import { dayNoteInv01s, getNoteEInvoice } from './notes/note-e-invoice';
import { registerNoteRoutes } from './notes/note-routes';
import { registerOnAccountRoutes } from './on-account/on-account-routes';
import { registerOpeningRoutes } from './opening/opening-routes';
import { registerPriceListRoutes } from './price-lists/price-list-routes';
import { purchaseReturnEwaySource } from './purchase-returns/purchase-return-eway';
import { registerPurchaseReturnRoutes } from './purchase-returns/purchase-return-routes';
import { registerPurchaseRoutes } from './purchases/purchase-routes';
import { registerRefundRoutes } from './refunds/refund-routes';
import { registerDashboardRoutes } from './reports/dashboard-routes';
import { registerReportRoutes } from './reports/report-routes';
import { registerGstr2bRoutes } from './returns/gstr2b-routes';
import { registerReturnRoutes } from './returns/returns-routes';
import { registerSettingsRoutes } from './settings/settings-routes';
import { registerStatementRoutes } from './statements/statement-routes';
import { registerStockRoutes } from './stock/stock-routes';
import { registerTallyRoutes } from './tally-export/tally-export-routes';
import { registerVoucherRoutes } from './vouchers/voucher-routes';
import { createVoucher } from './vouchers/voucher-service';

/**
 * Every /api route. Each feature adds its handlers for the calls the contract declares; a call of
 * the contract that no feature serves stops the server at start-up rather than answering 404.
 */
export function registerApiRoutes(
  app: FastifyInstance,
  db: Db,
  signIn: SignIn,
  auth: AuthRouteDeps,
  backups: BackupConfig | undefined,
  checkAnswers: boolean,
): void {
  const api = createApiRouter(app, db, signIn, checkAnswers);
  registerHealthRoutes(api);
  registerGstRateRoutes(api);
  registerCategoryRoutes(api);
  registerProductRoutes(api);
  registerPartyRoutes(api);
  registerPriceListRoutes(api);
  registerSettingsRoutes(api);
  registerEmailRoutes(api);
  registerInvoiceRoutes(api, (ctx, receipt) => createVoucher(ctx, 'receipt', receipt));
  registerInvoiceEmailRoutes(api);
  registerNoteRoutes(api);
  registerStockRoutes(api);
  registerPurchaseRoutes(api);
  registerPurchaseReturnRoutes(api);
  registerRefundRoutes(api);
  registerReportRoutes(api);
  registerReturnRoutes(api);
  registerGstr2bRoutes(api);
  registerDashboardRoutes(api);
  registerExpenseRoutes(api);
  registerVoucherRoutes(api);
  registerAuthRoutes(api, auth);
  registerUserRoutes(api);
  registerTokenRoutes(api);
  registerAuditRoutes(api);
  registerBackupRoutes(api, backups);
  registerExportRoutes(api);
  registerTallyRoutes(api);
  registerImportRoutes(api);
  registerOpeningRoutes(api);
  registerOnAccountRoutes(api);
  registerStatementRoutes(api);
  registerEwayBillRoutes(api, [invoiceEwaySource, purchaseReturnEwaySource]);
  registerEInvoiceRoutes(api, {
    invoices: { dayInv01s: dayInvoiceInv01s, recordAnswer: recordInvoiceIrpAnswer },
    notes: {
      view: (ctx, type, id) => getNoteEInvoice(ctx, type === 'credit_note' ? 'credit' : 'debit', id),
      dayInv01s: dayNoteInv01s,
    },
  });
  registerEDocumentRoutes(api);
  const unserved = apiRoutes.filter((route) => !api.served.has(route));
  if (unserved.length > 0) {
    throw new Error(`No handler for ${unserved.map((route) => `${route.method} ${route.path}`).join(', ')}`);
  }
}
