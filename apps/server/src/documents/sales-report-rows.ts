// The rows the sales reports add up, shared by the reports (invoice lines) and by the notes that
// net into them (notes/note-report-repository.ts): stored amounts in paise, never recomputed.

/** Per HSN code, GST rate and unit. */
export type HsnTotalsRow = {
  hsn_code: string;
  gst_rate_bp: number;
  unit: string;
  /** Whole thousandths of the unit. */
  quantity_milli: number;
  subtotal: number;
  cgst: number;
  sgst: number;
  igst: number;
};

/** Per product, HSN code and GST rate. */
export type ProductSalesRow = {
  product_id: number;
  product_name: string;
  hsn_code: string;
  gst_rate_bp: number;
  /** Whole thousandths of the unit. */
  quantity_milli: number;
  subtotal: number;
  tax: number;
};
