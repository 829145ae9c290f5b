import { computeInvoice, formatSeriesNumber, type InvoiceLineInput } from '@bahi/domain';
import { type DocumentContext, gstRateOn, pickProducts, toBasisPoints } from './document-context';
import type { SalesDay } from './sales-calendar';

const DISCOUNTS = [1, 2, 2.5, 3, 5, 7.5, 10, 15];

/** Payment comes from receipts (write-receipts.ts), so an invoice stands (Unpaid) or is cancelled. */
function pickStatus(context: DocumentContext): 'Cancelled' | 'Unpaid' {
  return context.random.next() < 0.02 ? 'Cancelled' : 'Unpaid';
}

/** The share of all invoices billed to the shop's biggest retailer (20,000 of 1,000,000). */
const RETAILER_SHARE = 0.02;

/** The biggest retailer (the first customer) now and then, else a few regulars more than the rest. */
function pickCustomer(context: DocumentContext) {
  const { customers, random } = context;
  if (random.chance(RETAILER_SHARE)) return customers[0];
  return customers[1 + random.skewedIndex(customers.length - 1, 1.8)];
}

/**
 * Writes one invoice of 1 to 15 lines with its items. Every amount comes from computeInvoice,
 * exactly as the app stores it. Sold lines leave stock through their own rows (view
 * stock_ledger), so an invoice writes no stock movement.
 */
export function addInvoice(context: DocumentContext, day: SalesDay, seq: number, createdAt: string): void {
  const { random, sink, ids } = context;
  const customer = pickCustomer(context);
  if (!customer) throw new Error('No customers to invoice');
  const products = pickProducts(context, random.int(1, 15), 2);
  const lines: InvoiceLineInput[] = products.map((product) => ({
    mrp: product.mrp,
    discountPercent: random.chance(0.65) ? 0 : random.pick(DISCOUNTS),
    // Most lines are a few units, a few are bulk orders.
    quantity: 1 + Math.floor(random.next() ** 2 * 12),
    gstRate: gstRateOn(product, day.date),
  }));
  const totals = computeInvoice(lines, { supplyType: customer.supplyType, roundOff: false });
  const status = pickStatus(context);
  const invoiceId = ++ids.invoice;
  const invoiceNumber = formatSeriesNumber(context.invoicePrefix, day.financialYear, seq);
  sink.add('invoices', [
    invoiceId,
    invoiceNumber,
    invoiceNumber.toUpperCase(),
    day.financialYear,
    day.date,
    customer.id,
    customer.name,
    customer.gstin,
    customer.email,
    customer.phone,
    customer.address,
    customer.stateCode ?? customer.placeOfSupply,
    customer.placeOfSupply,
    customer.supplyType,
    status,
    totals.totalAmount,
    totals.cgst,
    totals.sgst,
    totals.igst,
    totals.gstAmount,
    totals.roundOff,
    totals.grandTotal,
    createdAt,
    createdAt,
  ]);
  products.forEach((product, index) => {
    const line = lines[index];
    const result = totals.lines[index];
    if (!line || !result) throw new Error('computeInvoice returned fewer lines than it was given');
    sink.add('invoice_items', [
      ++ids.invoiceItem,
      invoiceId,
      index + 1,
      product.id,
      product.name,
      product.hsnCode,
      product.unit,
      line.quantity,
      toBasisPoints(line.discountPercent),
      toBasisPoints(line.gstRate),
      line.mrp,
      result.rate,
      result.subtotal,
      result.cgst,
      result.sgst,
      result.igst,
      result.taxAmount,
      result.total,
    ]);
  });
}
