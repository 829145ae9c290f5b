import { divideByQuantity, paiseToRupees, rupeesToPaise } from '@bahi/domain';
import type { ProductLookup, PurchaseDetail, Supplier } from '@bahi/domain/schemas';
import type { PurchaseRow } from './purchase-rows';

// A recorded purchase put back into the purchase form for correcting: each row as the supplier's
// bill gave it (the amount typed, its rate per unit before discount), the product as recorded on
// the line.

/** The purchase being corrected and its supplier as the supplier picker holds one. */
export type EditedPurchase = { purchase: PurchaseDetail; supplier: Supplier };

/** The line's product as the row picker holds one; rates and stock are not read by purchase rows. */
function productOfLine(item: PurchaseDetail['items'][number]): ProductLookup {
  return {
    id: item.product_id,
    name: item.product.name,
    hsn_code: item.product.hsn_code,
    mrp: item.mrp ?? 0,
    rate: item.rate,
    gst_rate: item.gst_rate,
    unit: item.unit,
    price_editable: false,
    tracks_batches: Boolean(item.batch),
    on_hand: 0,
  };
}

/** Rupees as the form's boxes show them: '21.50'. */
const rupeesText = (value: number) => value.toFixed(2);

export function rowsOfPurchase(purchase: PurchaseDetail): PurchaseRow[] {
  return purchase.items.map((item, index) => ({
    key: index + 1,
    product: productOfLine(item),
    qty: String(item.quantity),
    free: item.free_quantity ? String(item.free_quantity) : '',
    // The figure typed comes back as typed: a rate typed stays the rate (a new quantity changes
    // the amount); otherwise the amount is the bill's figure and the rate is that over the quantity.
    rate: rupeesText(
      item.typed_rate ?? paiseToRupees(divideByQuantity(rupeesToPaise(item.amount), item.quantity)),
    ),
    amount: rupeesText(item.amount),
    priceTyped: item.typed_rate === null ? 'amount' : 'rate',
    discount: String(item.discount),
    ...(item.batch && {
      batchNumber: item.batch.batch_number,
      expiry: item.batch.expiry_date,
      batchMrp: rupeesText(item.mrp ?? 0),
    }),
    errors: {},
  }));
}
