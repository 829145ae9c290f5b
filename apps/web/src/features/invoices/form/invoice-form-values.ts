import type { PriceBasis } from '@bahi/domain';
import type { InvoiceEdit, ProductLookup, SettableInvoiceStatus, VoucherMode } from '@bahi/domain/schemas';

// The invoice form's values as typed. Numbers stay text until the shared schema reads them, so
// a half-typed '2.' or a cleared box is kept as the user left it.

/** What a line needs to know about its product; for a saved line, the figures it was sold at. */
export type LineProduct = {
  id: number;
  name: string;
  hsn_code: string;
  unit: string;
  /** Rupees, tax-inclusive. */
  mrp: number;
  /** The product's trade rate before GST, in rupees (0: none); prefills a new line's rate. */
  rate: number;
  gst_rate: number;
  /** Stock on hand when the picker loaded; undefined for a saved line. */
  on_hand?: number;
  /** The line sells from a batch: picked by hand, or earliest expiry first when none is. */
  tracks_batches?: boolean;
};

/** The batch a line was chosen to sell from (docs/product.md, "Batches and expiry"). */
export type LineBatchChoice = { id: number; batch_number: string; expiry_date: string };

export type ItemRow = {
  /** Stable React key: rows can be removed from the middle. */
  key: number;
  product: LineProduct | null;
  quantity: string;
  /** Units given free (a scheme), as typed; blank is none. Missing on a draft kept before free units. */
  free_quantity?: string;
  discount: string;
  /** How the line is priced: at the typed trade rate, or at the product's MRP (docs/gst-rules.md). */
  basis: PriceBasis;
  /** The trade rate as typed (sent on 'rate' lines only), prefilled with the product's rate. */
  rate: string;
  /** A batch chosen by hand; null or missing: earliest expiry first, as the server picks. */
  batch?: LineBatchChoice | null;
};

/** Money taken with the invoice (saved as a receipt) and, when editing, the seller's copy. */
export type InvoicePaymentValues = {
  /** Rupees as typed; blank records nothing. */
  receivedNow: string;
  mode: VoucherMode;
  chequeNumber: string;
  /** Editing: what receipts applied before, in rupees. */
  receivedBefore: number;
  /** Editing: print the shop's current particulars instead of those the invoice was issued with. */
  refreshSeller: boolean;
};

export type InvoiceFormValues = {
  date: string;
  /** Typed number; ignored until the user edits the suggested one. */
  invoiceNumber: string;
  numberEdited: boolean;
  /**
   * The number is Bahi's suggestion, not one the clerk typed (also once a save has pinned it in the
   * field): the server may move it on to the next free one if another save took it first.
   */
  numberIsSuggestion: boolean;
  /** Not a field of the form: an edited invoice stays Cancelled if it was (docs/product.md, Statuses). */
  status: SettableInvoiceStatus;
  customerId: number | null;
  rows: ItemRow[];
  payment: InvoicePaymentValues;
};

export function newPaymentValues(receivedBefore = 0): InvoicePaymentValues {
  return { receivedNow: '', mode: 'cash', chequeNumber: '', receivedBefore, refreshSeller: false };
}

export const DEFAULT_QUANTITY = '1';
export const DEFAULT_DISCOUNT = '0';

export function emptyRow(key: number): ItemRow {
  return {
    key,
    product: null,
    quantity: DEFAULT_QUANTITY,
    discount: DEFAULT_DISCOUNT,
    basis: 'rate',
    rate: '',
  };
}

/** A new invoice: today, the suggested number, nothing received yet, one empty line. */
export function newInvoiceValues(today: string): InvoiceFormValues {
  return {
    date: today,
    invoiceNumber: '',
    numberEdited: false,
    numberIsSuggestion: true,
    status: 'Unpaid',
    customerId: null,
    rows: [emptyRow(0)],
    payment: newPaymentValues(),
  };
}

export function toLineProduct(product: ProductLookup): LineProduct {
  const { id, name, hsn_code, unit, mrp, rate, gst_rate, on_hand, tracks_batches } = product;
  return { id, name, hsn_code, unit, mrp, rate, gst_rate, on_hand, tracks_batches };
}

/**
 * The basis a new line starts with: the shop's setting, unless the product lacks that price (a
 * product without a trade rate starts at its MRP, one without an MRP at a typed rate).
 */
export function startingBasis(product: LineProduct, preferred: PriceBasis): PriceBasis {
  if (preferred === 'rate') return product.rate > 0 || product.mrp <= 0 ? 'rate' : 'mrp';
  return product.mrp > 0 ? 'mrp' : 'rate';
}

/** A saved invoice loaded for editing; each line keeps the MRP, rate and batch it was sold at. */
export function toInvoiceFormValues(invoice: InvoiceEdit): InvoiceFormValues {
  return {
    date: invoice.date,
    invoiceNumber: invoice.invoice_number,
    numberEdited: true,
    numberIsSuggestion: false,
    status: invoice.status === 'Cancelled' ? 'Cancelled' : 'Unpaid',
    customerId: invoice.customer_id,
    payment: newPaymentValues(invoice.received),
    rows: invoice.items.map((item, index) => ({
      key: index,
      product: {
        id: item.product_id,
        name: item.product_name,
        hsn_code: item.hsn_code,
        unit: item.unit,
        mrp: item.mrp,
        rate: item.price_basis === 'rate' ? item.rate : 0,
        gst_rate: item.gst_rate,
        tracks_batches: item.batch !== null,
      },
      // A saved line keeps the batch it sold from: its goods have left that batch.
      batch: item.batch,
      quantity: String(item.quantity),
      free_quantity: item.free_quantity ? String(item.free_quantity) : '',
      discount: String(item.discount),
      basis: item.price_basis,
      // On an MRP line the stored rate is worked out (taxable / quantity), not typed.
      rate: item.price_basis === 'rate' ? String(item.rate) : '',
    })),
  };
}
