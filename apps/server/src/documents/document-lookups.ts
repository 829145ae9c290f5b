import type { SupplyCategory } from '@bahi/domain';
import type { Db } from '../core/db/database';

// The catalogue reads an invoice or purchase needs while it is priced: the products on its lines
// and the rate master. One query each, for all lines at once.

export type DocumentProductRow = {
  id: number;
  name: string;
  hsn_code: string;
  unit: string;
  mrp: number;
  rate: number;
  price_editable: number;
  /** 1: the product's stock is kept per batch (documents/batches/). */
  tracks_batches: number;
  supply_category: SupplyCategory;
};

export function findProductsByIds(db: Db, ids: readonly number[]): Promise<DocumentProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('products')
    .select([
      'id',
      'name',
      'hsn_code',
      'unit',
      'mrp',
      'rate',
      'price_editable',
      'tracks_batches',
      'supply_category',
    ])
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

export async function findAllGstRateBasisPoints(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('gst_rates').select('rate_bp').execute();
  return rows.map((row) => row.rate_bp);
}
