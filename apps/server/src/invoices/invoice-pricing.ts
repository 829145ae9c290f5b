import {
  chargesGst,
  computeInvoice,
  financialYearOf,
  type InvoiceLineInput,
  NO_GST_RATE_MESSAGE,
  rupeesToPaise,
} from '@bahi/domain';
import type { InvoiceInput, SettableInvoiceStatus } from '@bahi/domain/schemas';
import type { Db } from '../core/db/database';
import { type FieldErrors, ValidationError } from '../core/http/errors';
import {
  computeOrRefuse,
  type DocumentLookupsAtHand,
  loadDocumentParties,
  partySnapshotColumns,
} from '../documents/document-pricing';
import { quantityColumns } from '../documents/free-quantity';
import { toLineSnapshot } from '../documents/line-products';
import type { PartyRow } from '../documents/party-repository';
import type { InvoiceItemValuesRow, InvoiceValuesRow } from './invoice-repository';
import { findInvoiceByNumber } from './invoice-repository';
import { checkStockOnHand } from './invoice-stock-check';
import { keptRateTotalsOf } from './kept-rate-totals';
import { reportCopiesOf } from './report-line-copies';

export type PricedInvoice = {
  header: InvoiceValuesRow;
  items: InvoiceItemValuesRow[];
  /** The customer as read for pricing, for the save's other checks (credit) not to read it again. */
  customer: PartyRow;
};

/**
 * Turns a validated payload into the rows to store: checks every reference (customer, products,
 * rates, number unused in its financial year), works out place of supply from the customer and
 * every amount with the domain's computeInvoice. Totals sent by the client play no part.
 * All problems are reported at once, per field.
 */
export async function priceInvoice(
  db: Db,
  input: InvoiceInput & { status: SettableInvoiceStatus },
  exceptInvoiceId = 0,
  atHand: DocumentLookupsAtHand = {},
): Promise<PricedInvoice> {
  const errors: FieldErrors = {};
  const financialYear = financialYearOf(input.date).label;
  const numberKey = input.invoice_number.toUpperCase();
  const customer = { kind: 'customers', id: input.customer_id, field: 'customer_id' } as const;
  const { seller, party, place, productsById } = await loadDocumentParties(
    db,
    { ...customer, missingMessage: `Customer Details: customer ${input.customer_id} does not exist` },
    input.items,
    errors,
    async ({ seller, productsById }) => {
      // A number left as suggested was checked when it was chosen (invoice-number-choice.ts); a
      // save that takes it meanwhile is caught by the unique index and the save starts over.
      const chosenBySave = input.invoice_number_suggested && exceptInvoiceId === 0;
      if (!chosenBySave && (await findInvoiceByNumber(db, financialYear, numberKey, exceptInvoiceId))) {
        errors.invoice_number = [duplicateNumberMessage(input.invoice_number, financialYear)];
      }
      if (!chargesGst(seller)) checkBillOfSupplyRates(input.items, errors);
      if (seller.allow_negative_stock === 0) {
        await checkStockOnHand(db, input, productsById, errors, exceptInvoiceId);
      }
    },
    atHand,
  );
  const lines = input.items.map((item): InvoiceLineInput => {
    // A trade-rate line sent without an MRP keeps the product's MRP for reference (and the PDF).
    const mrp = item.mrp == null ? (productsById.get(item.product_id)?.mrp ?? 0) : rupeesToPaise(item.mrp);
    return {
      priceBasis: item.price_basis,
      mrp,
      discountPercent: item.discount,
      quantity: item.quantity,
      gstRate: item.gst_rate,
      ...(item.price_basis === 'rate' ? { rate: rupeesToPaise(item.rate ?? 0) } : {}),
    };
  });
  const totals = computeOrRefuse(
    () => computeInvoice(lines, { supplyType: place.supplyType, roundOff: seller.round_off === 1 }),
    'The amounts on this invoice are too large',
  );
  if (totals.grandTotal <= 0) {
    throw new ValidationError({ items: ['The invoice payable must be more than 0'] });
  }

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
  const items = input.items.map((item, index) => {
    const product = productsById.get(item.product_id);
    const line = totals.lines[index];
    const priced = lines[index];
    if (!product || !line || !priced) throw new Error('Invoice line lost while pricing');
    // Object.assign, not a literal that begins with a spread: see invoice-presenter.ts.
    return Object.assign(
      toLineSnapshot(index, product, item),
      quantityColumns(item),
      {
        batch_id: item.batch_id ?? null,
        price_basis: line.priceBasis,
        mrp: priced.mrp,
        rate: line.rate,
        subtotal: line.subtotal,
        cgst_amount: line.cgst,
        sgst_amount: line.sgst,
        igst_amount: line.igst,
        tax_amount: line.taxAmount,
        total: line.total,
      },
      copies,
    );
  });
  return { header: { ...header, rate_totals: keptRateTotalsOf(items) }, items, customer: party };
}

/**
 * A shop not registered under GST sells at 0% on every line (a bill of supply). 0 needs no row in
 * the rate master, as no GST is charged; any other rate is refused on its line.
 */
function checkBillOfSupplyRates(items: InvoiceInput['items'], errors: FieldErrors): void {
  items.forEach((item, index) => {
    const key = `items.${index}.gst_rate`;
    if (item.gst_rate === 0) delete errors[key];
    else errors[key] = [NO_GST_RATE_MESSAGE];
  });
}

export function duplicateNumberMessage(invoiceNumber: string, financialYear: string): string {
  return `Invoice No ${invoiceNumber} is already used in financial year ${financialYear}`;
}
