import type { Party } from './build-parties';
import type { Product } from './build-products';
import type { Random } from './random';
import type { RowSink } from './row-sink';

/** Everything the invoice and purchase builders share while streaming documents out. */
export type DocumentContext = {
  random: Random;
  sink: RowSink;
  customers: readonly Party[];
  suppliers: readonly Party[];
  products: readonly Product[];
  invoicePrefix: string;
  /** The last id given out per table: ids are explicit so child rows need no lookups. */
  ids: { invoice: number; invoiceItem: number; purchase: number; purchaseItem: number; movement: number };
};

/** Rates moved to the GST 2.0 slabs on this day; earlier documents keep the old ones. */
const GST_REFORM_DATE = '2025-09-22';

export function gstRateOn(product: Product, date: string): number {
  return date < GST_REFORM_DATE ? product.rateBefore : product.rateAfter;
}

export function toBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** count different products, best sellers more often (skew as in Random.skewedIndex). */
export function pickProducts(context: DocumentContext, count: number, skew: number): Product[] {
  const { products, random } = context;
  const picked: Product[] = [];
  while (picked.length < count) {
    const product = products[random.skewedIndex(products.length, skew)];
    if (product && !picked.includes(product)) picked.push(product);
  }
  return picked;
}

const DAY_MS = 86_400_000;
/** 10:00 in India (UTC+5:30) is 04:30 UTC; the shop writes documents over ten hours. */
const OPENING_MS = 16_200_000;
const BUSINESS_MS = 36_000_000;

/** The created_at of the index-th of count documents of a day, in order through the day. */
export function timestampOf(dayStartMs: number, index: number, count: number): string {
  const offset = Math.floor((index * BUSINESS_MS) / Math.max(count, 1));
  return new Date(dayStartMs + OPENING_MS + Math.min(offset, DAY_MS - OPENING_MS - 1)).toISOString();
}
