import { computeInvoice, financialYearOf, placeOfSupply, rupeesToPaise } from '@bahi/domain';
import type { InvoiceInput } from '@bahi/domain/schemas';
import type { Db } from '../db/database';
import { type FieldErrors, ValidationError } from '../http/errors';
import { findAllGstRateBasisPoints, findProductsByIds } from '../repositories/document-lookups';
import type { InvoiceItemValuesRow, InvoiceValuesRow } from '../repositories/invoice-repository';
import { findInvoiceByNumber } from '../repositories/invoice-repository';
import { findPartyById } from '../repositories/party-repository';
import { findSettings } from '../repositories/settings-repository';
import { percentToBasisPoints } from './gst-rate-service';

export type PricedInvoice = { header: InvoiceValuesRow; items: InvoiceItemValuesRow[] };

/**
 * Turns a validated payload into the rows to store: checks every reference (customer, products,
 * rates, number unused in its financial year), works out place of supply from the customer and
 * every amount with the domain's computeInvoice. Totals sent by the client play no part.
 * All problems are reported at once, per field.
 */
export async function priceInvoice(db: Db, input: InvoiceInput, exceptInvoiceId = 0): Promise<PricedInvoice> {
  const [seller, customer, products, masterRates] = await Promise.all([
    findSettings(db),
    findPartyById(db, 'customers', input.customer_id),
    findProductsByIds(
      db,
      input.items.map((item) => item.product_id),
    ),
    findAllGstRateBasisPoints(db),
  ]);
  const errors: FieldErrors = {};
  const addError = (field: string, message: string) => {
    errors[field] ??= [];
    errors[field].push(message);
  };

  if (!customer) addError('customer_id', `Customer Details: customer ${input.customer_id} does not exist`);
  const productsById = new Map(products.map((product) => [product.id, product]));
  input.items.forEach((item, index) => {
    if (!productsById.has(item.product_id)) {
      addError(`items.${index}.product_id`, `Product ${item.product_id} does not exist`);
    }
    if (!masterRates.includes(percentToBasisPoints(item.gst_rate))) {
      addError(`items.${index}.gst_rate`, 'GST Rate must be one of the GST rates in the master');
    }
  });

  const financialYear = financialYearOf(input.date).label;
  const numberKey = input.invoice_number.toUpperCase();
  if (await findInvoiceByNumber(db, financialYear, numberKey, exceptInvoiceId)) {
    addError('invoice_number', duplicateNumberMessage(input.invoice_number, financialYear));
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

  return {
    header: {
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
    },
    items: input.items.map((item, index) => {
      const product = productsById.get(item.product_id);
      const line = totals.lines[index];
      const priced = lines[index];
      if (!product || !line || !priced) throw new Error('Invoice line lost while pricing');
      return {
        line_no: index + 1,
        product_id: product.id,
        product_name: product.name,
        hsn_code: product.hsn_code,
        unit: product.unit,
        quantity: item.quantity,
        discount_bp: percentToBasisPoints(item.discount),
        gst_rate_bp: percentToBasisPoints(item.gst_rate),
        mrp: priced.mrp,
        rate: line.rate,
        subtotal: line.subtotal,
        cgst_amount: line.cgst,
        sgst_amount: line.sgst,
        igst_amount: line.igst,
        tax_amount: line.taxAmount,
        total: line.total,
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
