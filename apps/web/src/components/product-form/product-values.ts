import type { Product } from '@bahi/domain/schemas';
import { DEFAULT_UNIT } from '@bahi/domain/schemas';

// The product drawer's fields as typed text (numbers stay text until the schema reads them), on
// the products screen and in quick add from an invoice or purchase.
export type ProductFormValues = {
  name: string;
  hsn_code: string;
  mrp: string;
  rate: string;
  gst_rate: string;
  /** '' until chosen: the server takes nil-rated at 0%, taxable above. */
  supply_category: string;
  reorder_level: string;
  category_id: string;
  unit: string;
  price_editable: boolean;
  opening_stock: string;
  opening_rate: string;
  /** Stock kept per batch (number, expiry, MRP), recorded on purchases. */
  tracks_batches: boolean;
};

export const emptyProductValues: ProductFormValues = {
  name: '',
  hsn_code: '',
  mrp: '',
  rate: '',
  gst_rate: '',
  supply_category: '',
  reorder_level: '',
  category_id: '',
  unit: DEFAULT_UNIT,
  price_editable: false,
  opening_stock: '0',
  opening_rate: '',
  tracks_batches: false,
};

export function toProductValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    hsn_code: product.hsn_code,
    mrp: String(product.mrp),
    rate: String(product.rate),
    gst_rate: String(product.gst_rate),
    supply_category: product.supply_category,
    reorder_level: String(product.reorder_level),
    category_id: product.category_id === null ? '' : String(product.category_id),
    unit: product.unit,
    price_editable: product.price_editable,
    opening_stock: String(product.opening_stock),
    opening_rate: product.opening_rate === null ? '' : String(product.opening_rate),
    tracks_batches: product.tracks_batches,
  };
}
