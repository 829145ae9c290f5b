import { computeInvoice, financialYearOf, placeOfSupply, rupeesToPaise } from '@bahi/domain';
import type { InvoiceInput } from '@bahi/domain/schemas';
import { findPartyById } from '../catalogue/parties/party-repository';
import type { Db } from '../db/database';
import { loadLineProducts, toLineSnapshot } from '../documents/line-products';
import { type FieldErrors, ValidationError } from '../http/errors';
import { findSettings } from '../settings/settings-repository';
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
  const [seller, customer, productsById] = await Promise.all([
    findSettings(db),
    findPartyById(db, 'customers', input.customer_id),
    loadLineProducts(db, input.items, errors),
  ]);
  if (!customer) errors.customer_id = [`Customer Details: customer ${input.customer_id} does not exist`];

  const financialYear = financialYearOf(input.date).label;
  const numberKey = input.invoice_number.toUpperCase();
  if (await findInvoiceByNumber(db, financialYear, numberKey, exceptInvoiceId)) {
    errors.invoice_number = [duplicateNumberMessage(input.invoice_number, financialYear)];
  }
  if (!customer || Object.keys(errors).length > 0) throw new ValidationError(errors);

  const place = placeOfSupply({
    buyerGstin: customer.gstin,
    buyerStateCode: customer.state_code,
    sellerStateCode: seller.state_code,
  });
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
  const totals = computeTotalsOrRefuse(lines, place.supplyType, seller.round_off === 1);

  const header = {
    invoice_number: input.invoice_number,
    number_key: numberKey,
    financial_year: financialYear,
    date: input.date,
    customer_id: customer.id,
    customer_name: customer.name,
    customer_gstin: customer.gstin,
    customer_email: customer.email,
    customer_phone: customer.phone,
    customer_address: customer.address,
    customer_state_code: customer.state_code ?? place.stateCode,
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

function computeTotalsOrRefuse(
  lines: Parameters<typeof computeInvoice>[0],
  supplyType: 'intra' | 'inter',
  roundOff: boolean,
) {
  try {
    return computeInvoice(lines, { supplyType, roundOff });
  } catch (error) {
    // Only absurd inputs (amounts beyond what integers hold exactly) reach here.
    if (error instanceof RangeError) {
      throw new ValidationError({ items: [`The amounts on this invoice are too large: ${error.message}`] });
    }
    throw error;
  }
}
