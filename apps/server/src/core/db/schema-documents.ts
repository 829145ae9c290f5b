import type { Generated } from 'kysely';
import type {
  BillColumns,
  LineAmountColumns,
  LineProductColumns,
  PartySnapshotColumns,
} from './schema-columns';

// Table types of the documents: invoices, purchases and the stock ledger (migration
// 2026-11-22T0600). Money is integer paise; rates and discounts integer basis points.

/**
 * Stored status: 'Cancelled', or 'Unpaid' for an invoice that stands (migration 2026-11-25T0100
 * turned the hand-set 'Paid' into receipts). Unpaid, Partly paid and Paid are worked out from
 * receipts when read (invoices/invoice-payments.ts); 'Paid' is never written any more.
 */
export type InvoiceStatusColumn = 'Unpaid' | 'Paid' | 'Cancelled';
export type SupplyTypeColumn = 'intra' | 'inter';

export type InvoiceTable = PartySnapshotColumns<'customer'> &
  BillColumns & {
    invoice_number: string;
    /** The customer's GST scheme when saved, as its GSTIN is kept (migration 2026-11-27T1810). */
    customer_gst_scheme: Generated<'regular' | 'composition'>;
    number_key: string;
    date: string;
    place_of_supply: string;
    status: Generated<InvoiceStatusColumn>;
    round_off: number;
    /** Paise live credit notes less live debit notes take off it, written with each note (migration 2026-11-25T0900). */
    noted: Generated<number>;
    updated_at: Generated<string>;
    /**
     * Its lines summed per GST rate, as the list shows them, written with the lines (migration
     * 2026-11-28T1100; format in invoices/kept-rate-totals.ts). Null: read them from the lines.
     */
    rate_totals: string | null;
  };

export type InvoiceItemTable = LineProductColumns &
  LineAmountColumns & {
    id: Generated<number>;
    invoice_id: number;
    line_no: number;
    /** Whole thousandths of the unit: 2.5 kg is 2500 (migration 2026-11-24T1400). Every unit that moves stock, free ones included. */
    quantity_milli: number;
    /** Of quantity_milli, the units given free (a scheme), not charged for (migration 2026-11-26T0810). */
    free_milli: Generated<number>;
    discount_bp: number;
    gst_rate_bp: number;
    /** How the line was priced: a trade rate before GST, or its tax-inclusive MRP. */
    price_basis: Generated<'rate' | 'mrp'>;
    mrp: number;
    /** Trade-rate line: the rate typed. MRP line: taxable value / quantity. */
    rate: number;
    // The line's report copies of its invoice (migration 2026-11-22T0800). The app writes them with
    // each line (invoices/report-line-copies.ts); triggers (db/derived) fill a line written without
    // them (invoice_date '') and rewrite them when the invoice's date, customer GSTIN or status changes.
    /** The invoice's date. */
    invoice_date: Generated<string>;
    /** 1 when the invoice's customer snapshot has a GSTIN. */
    b2b: Generated<number>;
    /** 1 while the invoice is not cancelled: the line counts in reports and leaves stock. */
    counts: Generated<number>;
  };

export type PurchaseTable = PartySnapshotColumns<'supplier'> &
  BillColumns & {
    purchase_number: string;
    /** The supplier's GST scheme when saved, as its GSTIN is kept (migration 2026-11-27T1810). */
    supplier_gst_scheme: Generated<'regular' | 'composition'>;
    supplier_invoice_number: string | null;
    purchase_date: string;
    /** 'Cancelled' once cancelled: kept, its stock movements removed (migration 2026-11-25T0600). */
    status: Generated<'Recorded' | 'Cancelled'>;
    /**
     * The supplier's bill number upper-cased without spaces (supplierBillKey): unique per supplier
     * and financial year; null without a bill number and on cancelled purchases.
     */
    supplier_bill_key: string | null;
    /** Paise rounding to the nearest rupee added, as the supplier's bill (migration 2026-11-26T0800). */
    round_off: Generated<number>;
    /** Paise live purchase returns take off it (migration 2026-11-25T1200), written by their transaction. */
    returned: Generated<number>;
  };

export type PurchaseItemTable = LineProductColumns & {
  id: Generated<number>;
  purchase_id: number;
  line_no: number;
  /** Whole thousandths of the unit: 2.5 kg is 2500 (migration 2026-11-24T1400). Every unit that moves stock, free ones included. */
  quantity_milli: number;
  /** Of quantity_milli, the units given free (a scheme), not charged for (migration 2026-11-26T0810). */
  free_milli: Generated<number>;
  discount_bp: number;
  gst_rate_bp: number;
  mrp: number | null;
  amount: number;
  /** The rate per unit before discount the person typed; null when they typed the amount (migration 2026-11-26T0800). */
  typed_rate: number | null;
  rate: number;
  subtotal: number;
  tax_amount: number;
  /** The row's GST by head (migration 2026-11-25T0600). */
  cgst_amount: number;
  sgst_amount: number;
  igst_amount: number;
  total: number;
};

/**
 * Purchase lines entering stock. Until migration 2026-11-22T1110 sold lines had rows here too
 * (source_type 'invoice'); they now leave stock straight from invoice_items (see StockLedgerView).
 * Since migration 2026-11-25T0900 source_type 'invoice' rows are sales returns: goods a credit
 * note took back (+), source_id the note's id (sales_notes), removed when the note is cancelled.
 */
/** Every kind of document the shop keeps, by name (documents/document-kinds.ts declares each). */
export type DocumentKindTable = { kind: string };

export type StockMovementTable = {
  id: Generated<number>;
  product_id: number;
  date: string;
  /** Whole thousandths of the unit: 2.5 kg is 2500 (migration 2026-11-24T1400). */
  quantity_milli: number;
  /**
   * A row of document_kinds (its foreign key since migration 2026-11-27T0200), as each kind's
   * `stock.sourceType` in documents/document-kinds.ts declares: 'purchase', 'invoice' (a credit
   * note's returned goods), 'purchase_return' (goods sent back, negative). A string here, so that
   * a new kind's movements need no edit of this file; the database refuses a name it does not keep.
   */
  source_type: string;
  source_id: number;
  /**
   * A purchase movement's taxable rate per unit in paise, from its line (migration
   * 2026-11-25T1440): the stock report's valuation. null for the other kinds.
   */
  rate: number | null;
  /** The batch moved (migration 2026-11-27T0500); null for a product without batches. */
  batch_id: number | null;
};

/**
 * The view stock_ledger (db/derived; since migration 2026-11-22T1110): purchases (+) from
 * stock_movements and the lines of invoices that are not cancelled (−) from invoice_items, one
 * signed row each.
 */
export type StockLedgerView = {
  product_id: number;
  date: string;
  /** Whole thousandths of the unit: 2.5 kg is 2500 (migration 2026-11-24T1400). */
  quantity_milli: number;
};

/** Per day and invoice status: invoice count and amounts, kept by triggers (db/derived). */
export type InvoiceDailyTotalsTable = {
  date: string;
  status: InvoiceStatusColumn;
  invoices: number;
  total_amount: number;
  gst_amount: number;
  grand_total: number;
};

/** Per product: the sum of its stock ledger, kept by triggers (db/derived). */
export type StockBalanceTable = {
  product_id: number;
  /** Whole thousandths of the unit: 2.5 kg is 2500 (migration 2026-11-24T1400). */
  quantity_milli: number;
};

/**
 * Per month ('YYYY-MM') and product, the stock ledger's positive rows summed (in_milli) and its
 * negative rows summed as a positive number (out_milli), in thousandths; kept by triggers
 * (db/derived/stock-months.ts, migration 2026-11-25T1300).
 */
export type StockMonthlyTotalsTable = {
  month: string;
  product_id: number;
  in_milli: number;
  out_milli: number;
};

/**
 * Per month ('YYYY-MM') and product, the product's latest purchase movement of that month, in
 * the order of derived/latest-purchases.ts: its date, purchase (source_id) and rate in paise;
 * kept by triggers (migration 2026-11-28T1200).
 */
export type MonthlyLatestPurchasesTable = {
  month: string;
  product_id: number;
  date: string;
  source_id: number;
  rate: number | null;
};
