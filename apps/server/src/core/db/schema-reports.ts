// Table types of the report totals (migration 2026-11-22T0810): sums of the stored amounts of
// invoice lines whose invoice is not cancelled, kept by database triggers. Money in paise.

/** Per invoice date, B2B flag (1: the customer snapshot has a GSTIN), HSN code, GST rate and unit. */
export type HsnDailyTotalsTable = {
  date: string;
  b2b: number;
  hsn_code: string;
  gst_rate_bp: number;
  unit: string;
  /** How many lines make up the row; 0 once all of them are cancelled or edited away. */
  lines: number;
  /** Whole thousandths of the unit. */
  quantity_milli: number;
  subtotal: number;
  cgst_amount: number;
  sgst_amount: number;
  igst_amount: number;
};

/**
 * Per month ('YYYY-MM'), B2B flag, HSN code, GST rate, unit and product name as sold: how many
 * lines that count carry the name (migration 2026-11-25T1420). The HSN summary's descriptions.
 */
export type HsnMonthlyNamesTable = {
  month: string;
  b2b: number;
  hsn_code: string;
  gst_rate_bp: number;
  unit: string;
  product_name: string;
  lines: number;
};

/** The same names per financial year; year_start is its first month, 'YYYY-04'. */
export type HsnYearlyNamesTable = Omit<HsnMonthlyNamesTable, 'month'> & { year_start: string };

/** Per month ('YYYY-MM'), product, HSN code and GST rate. */
export type ProductMonthlyTotalsTable = {
  month: string;
  product_id: number;
  hsn_code: string;
  gst_rate_bp: number;
  lines: number;
  /** Whole thousandths of the unit. */
  quantity_milli: number;
  subtotal: number;
  tax_amount: number;
};

/** hsn_daily_totals per month 'YYYY-MM' (migration 2026-11-28T0620), for ranges of whole months. */
export type HsnMonthlyTotalsTable = Omit<HsnDailyTotalsTable, 'date'> & { month: string };
