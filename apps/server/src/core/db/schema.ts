import type { SupplyCategory } from '@bahi/domain';
import type { Generated } from 'kysely';
import type {
  ApiTokenTable,
  AuditLogTable,
  AuthSettingsTable,
  SessionTable,
  SignInAttemptTable,
  UserTable,
} from './schema-auth';
import type { BackupScheduleTable } from './schema-backups';
import type { PartyBalanceTable, PartyOpenMonthTable } from './schema-balances';
import type { ProductBatchTable } from './schema-batches';
import type {
  DocumentKindTable,
  InvoiceDailyTotalsTable,
  InvoiceItemTable,
  InvoiceTable,
  MonthlyLatestPurchasesTable,
  PurchaseItemTable,
  PurchaseTable,
  StockBalanceTable,
  StockLedgerView,
  StockMonthlyTotalsTable,
  StockMovementTable,
} from './schema-documents';
import type { EDocumentSettingsTable, EInvoiceTable, EwayBillTable } from './schema-e-documents';
import type { EmailSettingsTable, InvoiceEmailTable } from './schema-email';
import type { ExpenseTable } from './schema-expenses';
import type { GstRegistrationTable } from './schema-gst-registrations';
import type { Gstr2bDecisionTable, Gstr2bDocumentTable, Gstr2bImportTable } from './schema-gstr2b';
import type { IdempotencyKeyTable } from './schema-idempotency';
import type { SalesNoteItemTable, SalesNoteTable } from './schema-notes';
import type {
  OpeningAdvanceApplicationTable,
  OpeningBillAllocationTable,
  OpeningBillTable,
} from './schema-opening';
import type { CustomerRateTable, PriceLevelRateTable, PriceLevelTable } from './schema-price-lists';
import type { RefundTable } from './schema-refunds';
import type {
  HsnDailyTotalsTable,
  HsnMonthlyNamesTable,
  HsnMonthlyTotalsTable,
  HsnYearlyNamesTable,
  ProductMonthlyTotalsTable,
} from './schema-reports';
import type {
  Gstr1ReportedDocumentsTable,
  OutwardDailyTotalTable,
  OutwardMonthlyTaxTable,
  PurchaseMonthlyCreditTable,
  ReturnFilingsTable,
  ReturnSettingsTable,
} from './schema-returns';
import type { DocumentSeriesTable } from './schema-series';
import type { SettingsImageTable } from './schema-settings-images';
import type { TallySettingsTable } from './schema-tally';
import type { VoucherAllocationTable, VoucherTable } from './schema-vouchers';

// Table types for Kysely. Each migration that adds a table adds its type here.
// Money columns hold integer paise; dates are 'YYYY-MM-DD' strings; timestamps ISO-8601 UTC strings.
// GST rates are integer basis points (1800 = 18%); booleans are 0/1 in both dialects.

export type GstRateTable = {
  /** One more with every change (migration 2026-11-25T0500): a stale edit is refused. */
  version: Generated<number>;
  id: Generated<number>;
  rate_bp: number;
  created_at: Generated<string>;
};

export type CategoryTable = {
  /** One more with every change (migration 2026-11-25T0500): a stale edit is refused. */
  version: Generated<number>;
  id: Generated<number>;
  name: string;
  created_at: Generated<string>;
};

export type ProductTable = {
  /** One more with every change (migration 2026-11-25T0500): a stale edit is refused. */
  version: Generated<number>;
  id: Generated<number>;
  name: string;
  hsn_code: string;
  mrp: number;
  rate: number;
  gst_rate_id: number;
  /** taxable, nil_rated, exempt or non_gst (migration 2026-11-27T1900; domain supply-category.ts). */
  supply_category: Generated<SupplyCategory>;
  reorder_level: Generated<number>;
  category_id: number | null;
  /** UQC code, e.g. NOS, KGS. */
  unit: Generated<string>;
  price_editable: Generated<number>;
  opening_stock: Generated<number>;
  /** The opening stock's taxable cost per unit in paise, null when not given (2026-11-27T0900). */
  opening_rate: number | null;
  /** 1: stock kept per batch (product_batches, migration 2026-11-27T0500); 0 for every earlier product. */
  tracks_batches: Generated<number>;
  created_at: Generated<string>;
};

/** Customers and suppliers share one shape (a trading party). */
export type PartyTable = {
  /** One more with every change (migration 2026-11-25T0500): a stale edit is refused. */
  version: Generated<number>;
  id: Generated<number>;
  name: string;
  email: string | null;
  phone: string | null;
  gstin: string | null;
  address: string | null;
  state_code: string | null;
  /** Days of credit the party gets: a bill's due date (migration 2026-11-26T0400); null when not set. */
  credit_days: number | null;
  /** The most the party may owe, paise (migration 2026-11-27T0600); null: no limit. */
  credit_limit: number | null;
  /** Six digits (migration 2026-11-26T0500). */
  pin_code: Generated<string | null>;
  /** 'regular' or 'composition' (migration 2026-11-27T1000): a composition dealer's GSTIN looks regular. */
  gst_scheme: Generated<'regular' | 'composition'>;
  created_at: Generated<string>;
};

export type SettingsTable = {
  /** One more with every change (migration 2026-11-25T0500): a stale edit is refused. */
  version: Generated<number>;
  id: number;
  name: string;
  /** '' for a shop not registered under GST, and before setup. */
  gstin: string;
  state_code: string;
  phone: string | null;
  email: string | null;
  address: string;
  bank_name: string | null;
  bank_account_number: string | null;
  bank_ifsc: string | null;
  bank_branch: string | null;
  invoice_prefix: string;
  round_off: Generated<number>;
  /** The basis a new invoice line starts with: 'rate' (when the product has one) or 'mrp'. */
  default_price_basis: Generated<'rate' | 'mrp'>;
  /** 1: a sale beyond the stock on hand is only warned about; 0: it is refused. */
  allow_negative_stock: Generated<number>;
  /** 0 until the shop saves its own details (migration 2026-11-24T1500); documents are refused. */
  configured: Generated<number>;
  /** 1 for the sample shop: a banner on every screen and DEMO on every PDF. */
  demo: Generated<number>;
  upi_id: string | null;
  /** The series' first number in the financial year `invoice_first_number_year` (migration 2026-11-25T1410). */
  invoice_first_number: Generated<number>;
  invoice_first_number_year: string | null;
  /** The first day the books in Bahi cover; opening balances are dated before it (migration 2026-11-26T0400). */
  books_start_date: string | null;
  updated_at: Generated<string>;
};

/**
 * Kysely's map of the tables. An interface, so that a schema file can add its own tables to it
 * (`declare module './schema'`, as schema-purchase-returns.ts does): a new document kind's tables
 * join here without an edit of this file.
 */
export interface Database {
  gst_rates: GstRateTable;
  categories: CategoryTable;
  products: ProductTable;
  product_batches: ProductBatchTable;
  customers: PartyTable;
  suppliers: PartyTable;
  customer_balances: PartyBalanceTable & { customer_id: number };
  supplier_balances: PartyBalanceTable & { supplier_id: number };
  customer_open_months: PartyOpenMonthTable & { customer_id: number };
  supplier_open_months: PartyOpenMonthTable & { supplier_id: number };
  settings: SettingsTable;
  invoices: InvoiceTable;
  invoice_items: InvoiceItemTable;
  sales_notes: SalesNoteTable;
  sales_note_items: SalesNoteItemTable;
  purchases: PurchaseTable;
  purchase_items: PurchaseItemTable;
  refunds: RefundTable;
  opening_bills: OpeningBillTable;
  opening_bill_allocations: OpeningBillAllocationTable;
  opening_advance_applications: OpeningAdvanceApplicationTable;
  document_series: DocumentSeriesTable;
  document_kinds: DocumentKindTable;
  stock_movements: StockMovementTable;
  stock_ledger: StockLedgerView;
  invoice_daily_totals: InvoiceDailyTotalsTable;
  stock_balances: StockBalanceTable;
  stock_monthly_totals: StockMonthlyTotalsTable;
  monthly_latest_purchases: MonthlyLatestPurchasesTable;
  hsn_daily_totals: HsnDailyTotalsTable;
  hsn_monthly_totals: HsnMonthlyTotalsTable;
  product_monthly_totals: ProductMonthlyTotalsTable;
  hsn_monthly_names: HsnMonthlyNamesTable;
  hsn_yearly_names: HsnYearlyNamesTable;
  vouchers: VoucherTable;
  voucher_allocations: VoucherAllocationTable;
  expenses: ExpenseTable;
  idempotency_keys: IdempotencyKeyTable;
  users: UserTable;
  sessions: SessionTable;
  sign_in_attempts: SignInAttemptTable;
  api_tokens: ApiTokenTable;
  auth_settings: AuthSettingsTable;
  audit_log: AuditLogTable;
  backup_schedule: BackupScheduleTable;
  return_settings: ReturnSettingsTable;
  return_filings: ReturnFilingsTable;
  gstr1_reported_documents: Gstr1ReportedDocumentsTable;
  outward_daily_totals: OutwardDailyTotalTable;
  outward_monthly_tax: OutwardMonthlyTaxTable;
  purchase_monthly_credit: PurchaseMonthlyCreditTable;
  gstr2b_imports: Gstr2bImportTable;
  gstr2b_documents: Gstr2bDocumentTable;
  gstr2b_decisions: Gstr2bDecisionTable;
  email_settings: EmailSettingsTable;
  settings_images: SettingsImageTable;
  gst_registrations: GstRegistrationTable;
  invoice_emails: InvoiceEmailTable;
  e_document_settings: EDocumentSettingsTable;
  eway_bills: EwayBillTable;
  e_invoices: EInvoiceTable;
  tally_settings: TallySettingsTable;
  price_levels: PriceLevelTable;
  price_level_rates: PriceLevelRateTable;
  customer_rates: CustomerRateTable;
}
