import type { Generated } from 'kysely';

// Batches (migration 2026-11-27T0500): a product's lot as the supplier labels it. Only products
// with tracks_batches = 1 have them. The lines that move stock name their batch in batch_id
// (purchase, invoice, credit note and purchase return lines, and stock_movements); null on every
// line of a product without batches.

export type ProductBatchTable = {
  id: Generated<number>;
  product_id: number;
  /** As typed, trimmed; unique per product. */
  batch_number: string;
  /** 'YYYY-MM-DD': the batch is expired from the day after. */
  expiry_date: string;
  /** The batch's own MRP in paise (tax inclusive): MRP-priced sales of the batch are capped at it. */
  mrp: number;
};
