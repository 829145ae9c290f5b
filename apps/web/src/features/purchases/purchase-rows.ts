import type { ProductLookup } from '@bahi/domain/schemas';
import { parseDecimalText } from './number-text';
import { fillPrice, type PriceTyped } from './row-price';

// The item rows of the purchase form and what each edit does to them.
// Rows carry a key of their own, so deleting one never shifts another's typing or messages.

export const DUPLICATE_PRODUCT = 'This product is already added.';

/** The payload fields of a row that can carry a message ('items.0.quantity' → 'quantity'). */
export type RowField =
  | 'product_id'
  | 'quantity'
  | 'free_quantity'
  | 'amount'
  | 'discount'
  | 'gst_rate'
  | 'mrp'
  | 'rate'
  | 'batch_number'
  | 'expiry_date';

export type PurchaseRow = {
  key: number;
  product: ProductLookup | null;
  /** As typed (digits and one point): 2.5 for a product sold by the kg, whole for PCS. */
  qty: string;
  /** Units the supplier gave free (a scheme), as typed; blank is none. Missing on older drafts. */
  free?: string;
  /** Per unit, as typed or worked out from the amount (row-price.ts). */
  rate: string;
  /** Rate x quantity, as typed or worked out from the rate; empty until one of them is typed. */
  amount: string;
  /** Which of the two the user typed last: a new quantity keeps it and works out the other. */
  priceTyped: PriceTyped;
  discount: string;
  /** A product that tracks batches: the batch's number, expiry (YYYY-MM-DD) and MRP as typed. */
  batchNumber?: string;
  expiry?: string;
  batchMrp?: string;
  errors: Partial<Record<RowField, string>>;
};

/** A new row: no product yet, qty 1 and discount 0. */
export function createRow(key: number): PurchaseRow {
  return {
    key,
    product: null,
    qty: '1',
    rate: '',
    amount: '',
    priceTyped: 'amount',
    discount: '0',
    errors: {},
  };
}

/** '+ Add Row' waits until every row has its product. */
export function canAddRow(rows: readonly PurchaseRow[]): boolean {
  return rows.every((row) => row.product !== null);
}

/** A quantity typed before the product was picked is kept; an empty or unusable one starts at 1. */
function startingQty(typed: string): string {
  const quantity = parseDecimalText(typed);
  return quantity !== null && quantity > 0 && !typed.trim().startsWith('-') ? typed : '1';
}

/**
 * Puts a product on a row: the quantity typed so far (else 1) and discount 0, the amount kept. A product another row already
 * has is refused: the row is left without a product and says why.
 */
export function chooseProduct(
  rows: readonly PurchaseRow[],
  key: number,
  product: ProductLookup,
): PurchaseRow[] {
  // Two batches of one product are two rows (the schema refuses the same batch twice).
  const taken =
    !product.tracks_batches && rows.some((row) => row.key !== key && row.product?.id === product.id);
  return rows.map((row) => {
    if (row.key !== key) return row;
    if (taken) return { ...row, product: null, errors: { ...row.errors, product_id: DUPLICATE_PRODUCT } };
    const filled = fillPrice({ ...row, qty: startingQty(row.qty) });
    return { ...filled, product, discount: '0', errors: withoutErrors(row.errors, FILLED_BY_PRODUCT) };
  });
}

const FILLED_BY_PRODUCT: readonly RowField[] = [
  'product_id',
  'quantity',
  'discount',
  'gst_rate',
  'mrp',
  'batch_number',
  'expiry_date',
];

export type RowEdit =
  | { qty: string }
  | { free: string }
  | { rate: string }
  | { amount: string }
  | { discount: string }
  | { batchNumber: string }
  | { expiry: string }
  | { batchMrp: string };

/** Edits that do not touch the row's price. */
const UNPRICED_EDITS = ['discount', 'free', 'batchNumber', 'expiry', 'batchMrp'] as const;

function fieldsOf(edit: RowEdit): RowField[] {
  if ('qty' in edit) return ['quantity'];
  if ('free' in edit) return ['free_quantity'];
  if ('rate' in edit || 'amount' in edit) return ['rate', 'amount'];
  if ('batchNumber' in edit) return ['batch_number'];
  if ('expiry' in edit) return ['expiry_date'];
  if ('batchMrp' in edit) return ['mrp'];
  return ['discount'];
}

/**
 * Changes one number of a row; the message on that field goes, since the user is fixing it. Rate
 * and Amount fill each other (row-price.ts).
 */
export function editRow(rows: readonly PurchaseRow[], key: number, edit: RowEdit): PurchaseRow[] {
  return rows.map((row) => {
    if (row.key !== key) return row;
    const errors = withoutErrors(row.errors, fieldsOf(edit));
    if (UNPRICED_EDITS.some((field) => field in edit)) return { ...row, ...edit, errors };
    const typed: Partial<PurchaseRow> =
      'rate' in edit ? { priceTyped: 'rate' } : 'amount' in edit ? { priceTyped: 'amount' } : {};
    return { ...fillPrice({ ...row, ...edit, ...typed }), errors };
  });
}

export function removeRow(rows: readonly PurchaseRow[], key: number): PurchaseRow[] {
  return rows.filter((row) => row.key !== key);
}

/** Puts field messages ({ 'items.1.quantity': '...' }) on the rows, by position in the payload. */
export function setRowErrors(rows: readonly PurchaseRow[], errors: Record<string, string>): PurchaseRow[] {
  return rows.map((row, index) => {
    const rowErrors: PurchaseRow['errors'] = {};
    const prefix = `items.${index}.`;
    for (const [path, message] of Object.entries(errors)) {
      if (path.startsWith(prefix)) rowErrors[path.slice(prefix.length) as RowField] = message;
    }
    return { ...row, errors: rowErrors };
  });
}

function withoutErrors(errors: PurchaseRow['errors'], fields: readonly RowField[]): PurchaseRow['errors'] {
  const kept = { ...errors };
  for (const field of fields) delete kept[field];
  return kept;
}
