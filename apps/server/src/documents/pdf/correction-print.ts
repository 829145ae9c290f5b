import type { InvoiceDetail } from '@bahi/domain/schemas';

// A document that corrects another (a credit or debit note, a purchase return) is printed in the
// invoice's A4 layout: this turns its figures into the shape that layout reads. Its lines are at
// the rate per unit they were valued at (the taxable value over the units; the value itself on a
// line without units), with no MRP or discount; nothing on it is to be paid by UPI.

type CorrectionLine = Pick<
  InvoiceDetail['items'][number],
  | 'id'
  | 'line_no'
  | 'product_id'
  | 'product'
  | 'unit'
  | 'batch'
  | 'quantity'
  | 'gst_rate'
  | 'subtotal'
  | 'tax_amount'
  | 'cgst_amount'
  | 'sgst_amount'
  | 'igst_amount'
  | 'total'
>;

export type PrintedCorrection = Pick<
  InvoiceDetail,
  | 'id'
  | 'date'
  | 'created_at'
  | 'supply_type'
  | 'place_of_supply'
  | 'gst_summary'
  | 'hsn_summary'
  | 'total_amount'
  | 'tax'
  | 'gst_amount'
  | 'round_off'
  | 'grand_total'
  | 'amount_in_words'
> & {
  number: string;
  status: 'Issued' | 'Cancelled';
  /** The party the document is addressed to: the customer, or the supplier goods go back to. */
  partyId: number;
  party: InvoiceDetail['customer'];
  seller: Omit<InvoiceDetail['seller'], 'upi_id'>;
  items: readonly CorrectionLine[];
};

export function asPrintedInvoiceLayout(document: PrintedCorrection): InvoiceDetail {
  return {
    id: document.id,
    invoice_number: document.number,
    date: document.date,
    created_at: document.created_at,
    version: 1,
    status: document.status === 'Cancelled' ? 'Cancelled' : 'Unpaid',
    customer_id: document.partyId,
    customer: document.party,
    seller: { ...document.seller, upi_id: null },
    supply_type: document.supply_type,
    place_of_supply: document.place_of_supply,
    items: document.items.map((item) => ({
      ...item,
      price_basis: 'rate',
      free_quantity: 0,
      mrp: 0,
      rate: item.quantity > 0 ? Math.round((item.subtotal / item.quantity) * 100) / 100 : item.subtotal,
      discount: 0,
    })),
    gst_summary: document.gst_summary,
    hsn_summary: document.hsn_summary,
    total_amount: document.total_amount,
    tax: document.tax,
    gst_amount: document.gst_amount,
    round_off: document.round_off,
    grand_total: document.grand_total,
    received: 0,
    balance: 0,
    receipts: [],
    opening_advances: [],
    notes: [],
    amount_in_words: document.amount_in_words,
    reverse_charge: false,
  };
}
