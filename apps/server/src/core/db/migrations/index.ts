import type { Migration } from 'kysely';
import { catalogueMigration } from './2026-11-22T0500-catalogue';
import { invoicesPurchasesStockMigration } from './2026-11-22T0600-invoices-purchases-stock';
import { reportColumnsMigration } from './2026-11-22T0800-report-columns';
import { reportTotalsMigration } from './2026-11-22T0810-report-totals';
import { vouchersMigration } from './2026-11-22T0900-vouchers';
import { expensesMigration } from './2026-11-22T0910-expenses';
import { reportTriggersPerStatementMigration } from './2026-11-22T1000-report-triggers-per-statement';
import { reportLineCopiesOnceMigration } from './2026-11-22T1010-report-line-copies-once';
import { appendFriendlyIndexesMigration } from './2026-11-22T1100-append-friendly-indexes';
import { salesStockFromInvoiceLinesMigration } from './2026-11-22T1110-sales-stock-from-invoice-lines';
import { derivedDataInOnePlaceMigration } from './2026-11-24T0100-derived-data-in-one-place';
import { usersAndEditLogMigration } from './2026-11-24T0400-users-and-edit-log';
import { firstRunSetupMigration } from './2026-11-24T1500-first-run-setup';
import { idempotencyKeysMigration } from './2026-11-24T1500-idempotency-keys';
import { backupScheduleMigration } from './2026-11-24T1600-backup-schedule';
import { decimalQuantitiesAndPriceBasisMigration } from './2026-11-24T1700-decimal-quantities-and-price-basis';
import { sellerSnapshotsAndReceiptsForPaidMigration } from './2026-11-25T0100-seller-snapshots-and-receipts-for-paid';
import { recordVersionsMigration } from './2026-11-25T0500-record-versions';
import { purchaseStatusBillKeysAndGstHeadsMigration } from './2026-11-25T0600-purchase-status-bill-keys-and-gst-heads';
import { settledKeptOnDocumentsMigration } from './2026-11-25T0700-settled-kept-on-documents';
import { creditAndDebitNotesMigration } from './2026-11-25T0900-credit-and-debit-notes';
import { returnSettingsMigration } from './2026-11-25T1100-return-settings';
import { purchaseReturnsMigration } from './2026-11-25T1200-purchase-returns';
import { refundsAndNoteRoundOffMigration } from './2026-11-25T1210-refunds-and-note-round-off';
import { emailMigration } from './2026-11-25T1220-email';
import { productSearchAndStockMonthsMigration } from './2026-11-25T1300-product-search-and-stock-months';
import { settingsImagesMigration } from './2026-11-25T1400-settings-images';
import { invoiceFirstNumberMigration } from './2026-11-25T1410-invoice-first-number';
import { hsnMonthNamesMigration } from './2026-11-25T1420-hsn-month-names';
import { purchaseRateIndexMigration } from './2026-11-25T1430-purchase-rate-index';
import { purchaseRateOnMovementsMigration } from './2026-11-25T1440-purchase-rate-on-movements';
import { signInAttemptsMigration } from './2026-11-26T0100-sign-in-attempts';
import { openingCreditMigration } from './2026-11-26T0300-opening-credit';
import { returnFilingsMigration } from './2026-11-26T0310-return-filings';
import { openingBalancesMigration } from './2026-11-26T0400-opening-balances';
import { eWayBillsAndEInvoicesMigration } from './2026-11-26T0500-e-way-bills-and-e-invoices';
import { partyBalancesKeptMigration } from './2026-11-26T0600-party-balances-kept';
import { tallySettingsMigration } from './2026-11-26T0700-tally-settings';
import { expenseGstMigration } from './2026-11-26T0710-expense-gst';
import { purchaseRoundOffAndTypedRateMigration } from './2026-11-26T0800-purchase-round-off-and-typed-rate';
import { freeQuantityMigration } from './2026-11-26T0810-free-quantity';
import { priceListsMigration } from './2026-11-26T0820-price-lists';
import { openingBillsInPartyBalancesMigration } from './2026-11-26T0900-opening-bills-in-party-balances';
import { documentKindsMigration } from './2026-11-27T0200-document-kinds';
import { editLogHashChainMigration } from './2026-11-27T0300-edit-log-hash-chain';
import { oneDocumentSeriesMigration } from './2026-11-27T0400-one-document-series';
import { productBatchesMigration } from './2026-11-27T0500-product-batches';
import { creditLimitsMigration } from './2026-11-27T0600-credit-limits';
import { purchaseReturnRoundOffMigration } from './2026-11-27T0610-purchase-return-round-off';
import { gstr2bMigration } from './2026-11-27T0700-gstr2b';
import { openingStockCostRateMigration } from './2026-11-27T0900-opening-stock-cost-rate';
import { partyGstSchemeMigration } from './2026-11-27T1000-party-gst-scheme';
import { openMonthsKeptMigration } from './2026-11-27T1400-open-months-kept';
import { batchReferencesMigration } from './2026-11-27T1600-batch-references';
import { purchaseValueNotesMigration } from './2026-11-27T1800-purchase-value-notes';
import { keptPartyGstSchemeMigration } from './2026-11-27T1810-kept-party-gst-scheme';
import { supplyCategoryMigration } from './2026-11-27T1900-supply-category';
import { outwardDailyTotalsMigration } from './2026-11-27T2000-outward-daily-totals';
import { outwardTotalsByCategoryMigration } from './2026-11-28T0400-outward-totals-by-category';
import { openingAdvanceApplicationsMigration } from './2026-11-28T0600-opening-advance-applications';
import { purchaseMonthlyCreditMigration } from './2026-11-28T0610-purchase-monthly-credit';
import { hsnMonthTotalsMigration } from './2026-11-28T0620-hsn-month-totals';
import { gstr1ReportedDocumentsMigration } from './2026-11-28T0630-gstr1-reported-documents';
import { gstRegistrationsMigration } from './2026-11-28T0640-gst-registrations';
import { invoiceItemsReportHeadsMigration } from './2026-11-28T0650-invoice-items-report-heads';
import { stockMonthsByProductMigration } from './2026-11-28T0900-stock-months-by-product';
import { invoicesBillsOfSupplyIndexMigration } from './2026-11-28T0910-invoices-bills-of-supply-index';
import { stockReturnsIndexMigration } from './2026-11-28T0920-stock-returns-index';
import { partyStatementIndexesMigration } from './2026-11-28T0930-party-statement-indexes';
import { openDocumentsByDateMigration } from './2026-11-28T1000-open-documents-by-date';
import { hsnYearNamesMigration } from './2026-11-28T1010-hsn-year-names';
import { invoiceRateTotalsMigration } from './2026-11-28T1100-invoice-rate-totals';
import { monthlyLatestPurchasesMigration } from './2026-11-28T1200-monthly-latest-purchases';

// Every migration, keyed by its timestamp-prefixed name. Kysely runs them in name order.
// Migrations are written once and never edited after they land: add a new one instead.
export const migrations: Record<string, Migration> = {
  '2026-11-22T0500-catalogue': catalogueMigration,
  '2026-11-22T0600-invoices-purchases-stock': invoicesPurchasesStockMigration,
  '2026-11-22T0800-report-columns': reportColumnsMigration,
  '2026-11-22T0810-report-totals': reportTotalsMigration,
  '2026-11-22T0900-vouchers': vouchersMigration,
  '2026-11-22T0910-expenses': expensesMigration,
  '2026-11-22T1000-report-triggers-per-statement': reportTriggersPerStatementMigration,
  '2026-11-22T1010-report-line-copies-once': reportLineCopiesOnceMigration,
  '2026-11-22T1100-append-friendly-indexes': appendFriendlyIndexesMigration,
  '2026-11-22T1110-sales-stock-from-invoice-lines': salesStockFromInvoiceLinesMigration,
  '2026-11-24T0100-derived-data-in-one-place': derivedDataInOnePlaceMigration,
  '2026-11-24T0400-users-and-edit-log': usersAndEditLogMigration,
  '2026-11-24T1500-first-run-setup': firstRunSetupMigration,
  '2026-11-24T1500-idempotency-keys': idempotencyKeysMigration,
  '2026-11-24T1600-backup-schedule': backupScheduleMigration,
  '2026-11-24T1700-decimal-quantities-and-price-basis': decimalQuantitiesAndPriceBasisMigration,
  '2026-11-25T0100-seller-snapshots-and-receipts-for-paid': sellerSnapshotsAndReceiptsForPaidMigration,
  '2026-11-25T0500-record-versions': recordVersionsMigration,
  '2026-11-25T0600-purchase-status-bill-keys-and-gst-heads': purchaseStatusBillKeysAndGstHeadsMigration,
  '2026-11-25T0700-settled-kept-on-documents': settledKeptOnDocumentsMigration,
  '2026-11-25T0900-credit-and-debit-notes': creditAndDebitNotesMigration,
  '2026-11-25T1100-return-settings': returnSettingsMigration,
  '2026-11-25T1200-purchase-returns': purchaseReturnsMigration,
  '2026-11-25T1210-refunds-and-note-round-off': refundsAndNoteRoundOffMigration,
  '2026-11-25T1220-email': emailMigration,
  '2026-11-25T1300-product-search-and-stock-months': productSearchAndStockMonthsMigration,
  '2026-11-25T1400-settings-images': settingsImagesMigration,
  '2026-11-25T1410-invoice-first-number': invoiceFirstNumberMigration,
  '2026-11-25T1420-hsn-month-names': hsnMonthNamesMigration,
  '2026-11-25T1430-purchase-rate-index': purchaseRateIndexMigration,
  '2026-11-25T1440-purchase-rate-on-movements': purchaseRateOnMovementsMigration,
  '2026-11-26T0100-sign-in-attempts': signInAttemptsMigration,
  '2026-11-26T0300-opening-credit': openingCreditMigration,
  '2026-11-26T0310-return-filings': returnFilingsMigration,
  '2026-11-26T0400-opening-balances': openingBalancesMigration,
  '2026-11-26T0500-e-way-bills-and-e-invoices': eWayBillsAndEInvoicesMigration,
  '2026-11-26T0600-party-balances-kept': partyBalancesKeptMigration,
  '2026-11-26T0700-tally-settings': tallySettingsMigration,
  '2026-11-26T0710-expense-gst': expenseGstMigration,
  '2026-11-26T0800-purchase-round-off-and-typed-rate': purchaseRoundOffAndTypedRateMigration,
  '2026-11-26T0810-free-quantity': freeQuantityMigration,
  '2026-11-26T0820-price-lists': priceListsMigration,
  '2026-11-26T0900-opening-bills-in-party-balances': openingBillsInPartyBalancesMigration,
  '2026-11-27T0200-document-kinds': documentKindsMigration,
  '2026-11-27T0300-edit-log-hash-chain': editLogHashChainMigration,
  '2026-11-27T0400-one-document-series': oneDocumentSeriesMigration,
  '2026-11-27T0500-product-batches': productBatchesMigration,
  '2026-11-27T0600-credit-limits': creditLimitsMigration,
  '2026-11-27T0610-purchase-return-round-off': purchaseReturnRoundOffMigration,
  '2026-11-27T0700-gstr2b': gstr2bMigration,
  '2026-11-27T0900-opening-stock-cost-rate': openingStockCostRateMigration,
  '2026-11-27T1000-party-gst-scheme': partyGstSchemeMigration,
  '2026-11-27T1400-open-months-kept': openMonthsKeptMigration,
  '2026-11-27T1600-batch-references': batchReferencesMigration,
  '2026-11-27T1800-purchase-value-notes': purchaseValueNotesMigration,
  '2026-11-27T1810-kept-party-gst-scheme': keptPartyGstSchemeMigration,
  '2026-11-27T1900-supply-category': supplyCategoryMigration,
  '2026-11-27T2000-outward-daily-totals': outwardDailyTotalsMigration,
  '2026-11-28T0400-outward-totals-by-category': outwardTotalsByCategoryMigration,
  '2026-11-28T0600-opening-advance-applications': openingAdvanceApplicationsMigration,
  '2026-11-28T0610-purchase-monthly-credit': purchaseMonthlyCreditMigration,
  '2026-11-28T0620-hsn-month-totals': hsnMonthTotalsMigration,
  '2026-11-28T0630-gstr1-reported-documents': gstr1ReportedDocumentsMigration,
  '2026-11-28T0640-gst-registrations': gstRegistrationsMigration,
  '2026-11-28T0650-invoice-items-report-heads': invoiceItemsReportHeadsMigration,
  '2026-11-28T0900-stock-months-by-product': stockMonthsByProductMigration,
  '2026-11-28T0910-invoices-bills-of-supply-index': invoicesBillsOfSupplyIndexMigration,
  '2026-11-28T0920-stock-returns-index': stockReturnsIndexMigration,
  '2026-11-28T0930-party-statement-indexes': partyStatementIndexesMigration,
  '2026-11-28T1000-open-documents-by-date': openDocumentsByDateMigration,
  '2026-11-28T1010-hsn-year-names': hsnYearNamesMigration,
  '2026-11-28T1100-invoice-rate-totals': invoiceRateTotalsMigration,
  '2026-11-28T1200-monthly-latest-purchases': monthlyLatestPurchasesMigration,
};
