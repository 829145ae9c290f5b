import { paiseToRupees } from '@bahi/domain';
import type { Selectable } from 'kysely';
import type { ProductTable } from '../core/db/schema';

/** A stored product with its GST rate (basis points) and category name, as read for showing it. */
export type ProductShownRow = Pick<
  Selectable<ProductTable>,
  | 'id'
  | 'name'
  | 'hsn_code'
  | 'mrp'
  | 'rate'
  | 'gst_rate_id'
  | 'supply_category'
  | 'reorder_level'
  | 'category_id'
  | 'unit'
  | 'price_editable'
  | 'opening_stock'
  | 'opening_rate'
  | 'created_at'
  | 'version'
> & { rate_bp: number; category_name: string | null };

/**
 * A product's own fields as the API and the edit log show them (rupees, percent, true/false): the
 * catalogue answers it with its stock, the product import logs it.
 */
export function productFieldsShown(row: ProductShownRow) {
  return {
    id: row.id,
    name: row.name,
    hsn_code: row.hsn_code,
    mrp: paiseToRupees(row.mrp),
    rate: paiseToRupees(row.rate),
    gst_rate: row.rate_bp / 100,
    gst_rate_id: row.gst_rate_id,
    supply_category: row.supply_category,
    reorder_level: row.reorder_level,
    category_id: row.category_id,
    category_name: row.category_name,
    unit: row.unit,
    price_editable: row.price_editable === 1,
    opening_stock: row.opening_stock,
    opening_rate: row.opening_rate === null ? null : paiseToRupees(Number(row.opening_rate)),
    created_at: row.created_at,
    version: row.version,
  };
}
