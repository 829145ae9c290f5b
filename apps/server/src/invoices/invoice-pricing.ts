import { computeInvoice, financialYearOf, rupeesToPaise } from '@bahi/domain';
import type { InvoiceInput } from '@bahi/domain/schemas';
import type { Db } from '../db/database';
import { computeOrRefuse, loadDocumentParties, partySnapshotColumns } from '../documents/document-pricing';
import { toLineSnapshot } from '../documents/line-products';
import type { FieldErrors } from '../http/errors';
import type { InvoiceItemValuesRow, InvoiceValuesRow } from './invoice-repository';
import { findInvoiceByNumber } from './invoice-repository';
import { reportCopiesOf } from './report-line-copies';

export type PricedInvoice = { header: InvoiceValuesRow; items: InvoiceItemValuesRow[] };

/**
 * Turns a validated payload into the rows to store: checks every reference (customer, products,
 * rates, number unused in its financial year), works out place of supply from the customer and
 * every amount with the domain's computeInvoice. Totals sent by the client play no part.
 * All problems are reported at once, per field.
 */
export async function priceInvoice(db: Db, input: InvoiceInput, exceptInvoiceId = 0): Promise<PricedInvoice> {
  const errors: FieldErrors = {};
  const financialYear = financialYearOf(input.date).label;
  const numberKey = input.invoice_number.toUpperCase();
  const customer = { kind: 'customers', id: input.customer_id, field: 'customer_id' } as const;
  const { seller, party, place, productsById } = await loadDocumentParties(
    db,
    { ...customer, missingMessage: `Customer Details: customer ${input.customer_id} does not exist` },
    input.items,
    errors,
    async () => {
      if (await findInvoiceByNumber(db, financialYear, numberKey, exceptInvoiceId)) {
        errors.invoice_number = [duplicateNumberMessage(input.invoice_number, financialYear)];
      }
    },
  );
  const lines = input.items.map((item) => {
    const product = productsById.get(item.product_id);
    const openPrice = product?.price_editable === 1 && item.rate != null;
    return {
      mrp: rupeesToPaise(item.mrp),
      discountPercent: item.discount,
      quantity: item.quantity,
      gstRate: item.gst_rate,
      ...(openPrice && item.rate != null ? { rate: rupeesToPaise(item.rate) } : {}),
    };
  });
  const totals = computeOrRefuse(
    () => computeInvoice(lines, { supplyType: place.supplyType, roundOff: seller.round_off === 1 }),
    'The amounts on this invoice are too large',
  );

  const header = {
    invoice_number: input.invoice_number,
    number_key: numberKey,
    financial_year: financialYear,
    date: input.date,
    ...partySnapshotColumns('customer', party, place),
    place_of_supply: place.stateCode,
    supply_type: place.supplyType,
    status: input.status,
    total_amount: totals.totalAmount,
    cgst_amount: totals.cgst,
    sgst_amount: totals.sgst,
    igst_amount: totals.igst,
    gst_amount: totals.gstAmount,
    round_off: totals.roundOff,
    grand_total: totals.grandTotal,
  };
  const copies = reportCopiesOf(header);
  return {
    header,
    items: input.items.map((item, index) => {
      const product = productsById.get(item.product_id);
      const line = totals.lines[index];
      const priced = lines[index];
      if (!product || !line || !priced) throw new Error('Invoice line lost while pricing');
      return {
        ...toLineSnapshot(index, product, item),
        mrp: priced.mrp,
        rate: line.rate,
        subtotal: line.subtotal,
        cgst_amount: line.cgst,
        sgst_amount: line.sgst,
        igst_amount: line.igst,
        tax_amount: line.taxAmount,
        total: line.total,
        ...copies,
      };
    }),
  };
}

export function duplicateNumberMessage(invoiceNumber: string, financialYear: string): string {
  return `Invoice No ${invoiceNumber} is already used in financial year ${financialYear}`;
}
