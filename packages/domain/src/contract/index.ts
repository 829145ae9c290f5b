// The typed API contract: every /api call's method, path, request and answer schemas.
import { auditRoutes } from './audit';
import { authRoutes } from './auth';
import { backupRoutes } from './backups';
import {
  categoryRoutes,
  customerRoutes,
  gstRateRoutes,
  hsnCodeRoutes,
  productRoutes,
  supplierRoutes,
} from './catalogue';
import { customerCreditRoutes } from './customer-credit';
import { dashboardRoutes } from './dashboard';
import { eDocumentDueRoutes } from './e-documents';
import { creditNoteEInvoiceRoutes, debitNoteEInvoiceRoutes, eInvoiceRoutes } from './e-invoices';
import { emailRoutes } from './email';
import { eDocumentSettingsRoutes, ewayBillRoutes, purchaseReturnEwayBillRoutes } from './eway-bills';
import { expenseRoutes } from './expenses';
import { exportRoutes } from './export';
import { gstr2bRoutes } from './gstr2b';
import { healthRoutes } from './health';
import { importRoutes } from './imports';
import { invoiceRoutes } from './invoices';
import { creditNoteRoutes, debitNoteRoutes, noteRoutes } from './notes';
import { customerOnAccountRoutes, supplierOnAccountRoutes } from './on-account';
import {
  customerOpeningRoutes,
  customerStatementRoutes,
  openingBillRoutes,
  supplierOpeningRoutes,
  supplierStatementRoutes,
} from './opening';
import { priceListRoutes } from './price-lists';
import { purchaseReturnRoutes } from './purchase-returns';
import { purchaseRoutes } from './purchases';
import { invoiceRefundRoutes, purchaseRefundRoutes, refundRoutes } from './refunds';
import { reportRoutes } from './reports';
import { returnRoutes } from './returns';
import type { RouteSpec } from './route';
import { settingsRoutes } from './settings';
import { stockRoutes } from './stock';
import { tallyRoutes } from './tally';
import { apiTokenRoutes, userRoutes } from './users';
import { paymentRoutes, receiptRoutes, voucherRoutes } from './vouchers';

export * from './audit';
export * from './auth';
export * from './backups';
export * from './catalogue';
export * from './customer-credit';
export * from './dashboard';
export * from './e-documents';
export * from './e-invoices';
export * from './email';
export * from './eway-bills';
export * from './expenses';
export * from './export';
export * from './gstr2b';
export * from './health';
export * from './imports';
export * from './invoices';
export * from './notes';
export * from './on-account';
export * from './opening';
export * from './price-lists';
export * from './purchase-returns';
export * from './purchases';
export * from './refunds';
export * from './reports';
export * from './resource';
export * from './returns';
export * from './roles';
export * from './route';
export * from './settings';
export * from './stock';
export * from './tally';
export * from './users';
export * from './vouchers';

/**
 * Every /api route, once, in the order the server registers them (which is the order of the
 * OpenAPI description's paths).
 */
export const apiRoutes: readonly RouteSpec[] = [
  healthRoutes.check,
  ...Object.values(gstRateRoutes),
  ...Object.values(categoryRoutes),
  ...Object.values(productRoutes),
  ...Object.values(hsnCodeRoutes),
  ...Object.values(customerRoutes),
  ...Object.values(supplierRoutes),
  ...Object.values(customerCreditRoutes),
  ...Object.values(priceListRoutes),
  ...Object.values(settingsRoutes),
  ...Object.values(emailRoutes),
  ...Object.values(invoiceRoutes),
  ...Object.values(noteRoutes),
  ...Object.values(creditNoteRoutes),
  ...Object.values(debitNoteRoutes),
  ...Object.values(stockRoutes),
  ...Object.values(purchaseRoutes),
  ...Object.values(purchaseReturnRoutes),
  ...Object.values(invoiceRefundRoutes),
  ...Object.values(purchaseRefundRoutes),
  ...Object.values(refundRoutes),
  ...Object.values(reportRoutes),
  ...Object.values(returnRoutes),
  ...Object.values(gstr2bRoutes),
  ...Object.values(dashboardRoutes),
  ...Object.values(expenseRoutes),
  voucherRoutes.list,
  ...Object.values(receiptRoutes),
  ...Object.values(paymentRoutes),
  voucherRoutes.openInvoices,
  voucherRoutes.openPurchases,
  voucherRoutes.customerBalance,
  voucherRoutes.supplierBalance,
  ...Object.values(customerOnAccountRoutes),
  ...Object.values(supplierOnAccountRoutes),
  ...Object.values(authRoutes),
  ...Object.values(userRoutes),
  ...Object.values(apiTokenRoutes),
  ...Object.values(auditRoutes),
  ...Object.values(backupRoutes),
  ...Object.values(exportRoutes),
  ...Object.values(tallyRoutes),
  ...Object.values(importRoutes),
  ...Object.values(customerOpeningRoutes),
  ...Object.values(supplierOpeningRoutes),
  ...Object.values(openingBillRoutes),
  ...Object.values(customerStatementRoutes),
  ...Object.values(supplierStatementRoutes),
  ...Object.values(eDocumentSettingsRoutes),
  ...Object.values(ewayBillRoutes),
  ...Object.values(purchaseReturnEwayBillRoutes),
  ...Object.values(eInvoiceRoutes),
  ...Object.values(creditNoteEInvoiceRoutes),
  ...Object.values(debitNoteEInvoiceRoutes),
  ...Object.values(eDocumentDueRoutes),
];
