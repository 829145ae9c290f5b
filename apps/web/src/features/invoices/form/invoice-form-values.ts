import type { InvoiceEdit, InvoiceStatus, ProductLookup } from '@bahi/domain/schemas';

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
  gst_rate: number;
};

export type ItemRow = {
  /** Stable React key: rows can be removed from the middle. */
  key: number;
  product: LineProduct | null;
  quantity: string;
  discount: string;
  /** Typed rate, sent only for open-price (price_editable) products. */
  rate: string;
};

export type InvoiceFormValues = {
  date: string;
  /** Typed number; ignored until the user edits the suggested one. */
  invoiceNumber: string;
  numberEdited: boolean;
  status: InvoiceStatus;
  customerId: number | null;
  rows: ItemRow[];
};

export const DEFAULT_QUANTITY = '1';
export const DEFAULT_DISCOUNT = '0';

export function emptyRow(key: number): ItemRow {
  return { key, product: null, quantity: DEFAULT_QUANTITY, discount: DEFAULT_DISCOUNT, rate: '' };
}

/** A new invoice: today, the suggested number, Unpaid (docs/product.md, Statuses), one empty line. */
export function newInvoiceValues(today: string): InvoiceFormValues {
  return {
    date: today,
    invoiceNumber: '',
    numberEdited: false,
    status: 'Unpaid',
    customerId: null,
    rows: [emptyRow(0)],
  };
}

export function toLineProduct(product: ProductLookup): LineProduct {
  const { id, name, hsn_code, unit, mrp, gst_rate } = product;
  return { id, name, hsn_code, unit, mrp, gst_rate };
}

/** A saved invoice loaded for editing; each line keeps the MRP and rate it was sold at. */
export function toInvoiceFormValues(invoice: InvoiceEdit): InvoiceFormValues {
  return {
    date: invoice.date,
    invoiceNumber: invoice.invoice_number,
    numberEdited: true,
    status: invoice.status,
    customerId: invoice.customer_id,
    rows: invoice.items.map((item, index) => ({
      key: index,
      product: {
        id: item.product_id,
        name: item.product_name,
        hsn_code: item.hsn_code,
        unit: item.unit,
        mrp: item.mrp,
        gst_rate: item.gst_rate,
      },
      quantity: String(item.quantity),
      discount: String(item.discount),
      // Only read on open-price lines, where it is the rate the user typed.
      rate: String(item.rate),
    })),
  };
}
