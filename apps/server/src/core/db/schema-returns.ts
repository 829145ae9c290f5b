import type { SupplyCategory } from '@bahi/domain';
import type { Generated } from 'kysely';

/** How the shop files its GST returns: one row, id 1 (migrations 2026-11-25T1100, 2026-11-26T0300). */
export type ReturnSettingsTable = {
  id: number;
  frequency: 'monthly' | 'quarterly';
  /** First period MMYYYY whose HSN summary is split into B2B and B2C. */
  hsn_split_from: string;
  /** 4 or 6. */
  hsn_digits: number;
  /** Unused input tax credit per head (paise) at the start of opening_credit_period. */
  opening_credit_igst: Generated<number>;
  opening_credit_cgst: Generated<number>;
  opening_credit_sgst: Generated<number>;
  /** First period MMYYYY of the credit ledger; null: the first month of the books. */
  opening_credit_period: string | null;
  version: Generated<number>;
  updated_at: string;
};

/** A return marked filed for a period (migration 2026-11-26T0310). */
export type ReturnFilingsTable = {
  id: Generated<number>;
  return_type: 'GSTR1' | 'GSTR3B';
  /** MMYYYY as filed (a quarter's last month for quarterly filers). */
  period: string;
  /** ISO dates the period covers: the days locked while status is 'filed'. */
  period_from: string;
  period_to: string;
  status: 'filed' | 'unlocked';
  /** ISO date the return was filed on the portal. */
  filed_on: string;
  arn: string;
  unlock_reason: string | null;
  closing_credit_igst: Generated<number>;
  closing_credit_cgst: Generated<number>;
  closing_credit_sgst: Generated<number>;
  closing_reduction_igst: Generated<number>;
  closing_reduction_cgst: Generated<number>;
  closing_reduction_sgst: Generated<number>;
  version: Generated<number>;
  updated_at: string;
};

/**
 * The stored amounts of the invoice lines that stand, per day, supply type, place of supply, kind
 * of buyer and GST rate, kept by triggers (migration 2026-11-27T2000, db/derived/outward-totals.ts).
 * customer_id, customer_gstin and customer_gst_scheme (the invoice's kept scheme) are 0, '' and ''
 * except for inter-state sales to registered buyers.
 */
export type OutwardDailyTotalTable = {
  date: string;
  supply_type: 'intra' | 'inter';
  place_of_supply: string;
  registered: number;
  customer_id: number;
  customer_gstin: string;
  customer_gst_scheme: 'regular' | 'composition' | '';
  gst_rate_bp: number;
  /** The lines' own supply category (migration 2026-11-28T0400). */
  supply_category: SupplyCategory;
  lines: number;
  taxable: number;
  cgst_amount: number;
  sgst_amount: number;
  igst_amount: number;
};

/** The same lines' amounts per month 'YYYY-MM' only, for the credit ledger (migration 2026-11-27T2000). */
export type OutwardMonthlyTaxTable = {
  month: string;
  lines: number;
  taxable: number;
  cgst_amount: number;
  sgst_amount: number;
  igst_amount: number;
};

/**
 * The input tax credit of the purchases that stand from suppliers with a GSTIN, per month
 * 'YYYY-MM' of the purchase date (migration 2026-11-28T0610), for the credit ledger.
 */
export type PurchaseMonthlyCreditTable = {
  month: string;
  purchases: number;
  taxable: number;
  cgst_amount: number;
  sgst_amount: number;
  igst_amount: number;
};
