import { paiseToRupees, quantityProblem } from '@bahi/domain';
import { type PurchaseInput, purchaseInputSchema } from '@bahi/domain/schemas';
import type { FieldErrors } from '../../api/api-error';
import type { PricedRows } from './price-rows';
import { issuesToFieldErrors } from './purchase-errors';
import type { PurchaseRow } from './purchase-rows';

// The body of POST /api/admin/add-purchases, checked in the browser with the very schema the
// server validates it with, so the messages are the same whichever side finds the problem.

export type PurchaseHeader = {
  supplierId: number | null;
  purchaseNumber: string;
  invoiceNumber: string;
  date: string;
  roundOff: boolean;
};

export type PayloadResult = { ok: true; payload: PurchaseInput } | { ok: false; errors: FieldErrors };

export function buildPurchasePayload(
  header: PurchaseHeader,
  rows: readonly PurchaseRow[],
  priced: PricedRows,
): PayloadResult {
  const result = purchaseInputSchema.safeParse({
    supplier_id: header.supplierId,
    // Left out when the suggestion could not be fetched: the server then numbers the purchase.
    purchase_number: header.purchaseNumber || undefined,
    invoice_number: header.invoiceNumber,
    purchase_date: header.date,
    items: rows.map((row) => toItem(row, priced)),
    round_off: header.roundOff,
    subtotal: paiseToRupees(priced.subtotal),
    total_gst_amount: paiseToRupees(priced.gstTotal),
    grand_total: paiseToRupees(priced.payable),
  });
  const errors = result.success ? {} : issuesToFieldErrors(result.error.issues);
  // Whether a fraction is allowed depends on the product's unit (2.5 KGS yes, 2.5 PCS no), which
  // the schema cannot know; the server says the same.
  rows.forEach((row, index) => {
    const field = `items.${index}.quantity`;
    const quantity = Number(row.qty);
    const problem = row.product && Number.isFinite(quantity) && quantityProblem(quantity, row.product.unit);
    if (problem && !errors[field]) errors[field] = [problem];
  });
  if (result.success && Object.keys(errors).length === 0) return { ok: true, payload: result.data };
  return { ok: false, errors };
}

function toItem(row: PurchaseRow, priced: PricedRows) {
  const figures = priced.byKey.get(row.key);
  return {
    product_id: row.product?.id ?? null,
    quantity: typedOrNothing(row.qty),
    free_quantity: typedOrNothing(row.free ?? ''),
    // The figure typed goes: a rate stays the rate when the purchase is corrected later.
    ...(row.priceTyped === 'rate' && row.rate.trim() !== ''
      ? { rate: typedOrNothing(row.rate) }
      : { amount: typedOrNothing(row.amount) }),
    // A blank discount is no discount (the schema's default of 0).
    discount: typedOrNothing(row.discount),
    // A row without a product has no rate yet; 0 keeps its only message 'Product is required'.
    gst_rate: row.product?.gst_rate ?? 0,
    ...batchFields(row),
    subtotal: figures && paiseToRupees(figures.taxable),
    tax_amount: figures && paiseToRupees(figures.gst),
    total: figures && paiseToRupees(figures.total),
  };
}

/** A product that tracks batches sends the batch typed on the row, its MRP the batch's own. */
function batchFields(row: PurchaseRow) {
  if (!row.product?.tracks_batches) return { mrp: row.product?.mrp };
  return {
    batch_number: typedOrNothing(row.batchNumber ?? ''),
    expiry_date: typedOrNothing(row.expiry ?? ''),
    mrp: typedOrNothing(row.batchMrp ?? ''),
  };
}

function typedOrNothing(text: string): string | undefined {
  return text.trim() === '' ? undefined : text;
}
