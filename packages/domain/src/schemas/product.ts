import { z } from 'zod';
import { HSN_PATTERN } from '../hsn';
import { SUPPLY_CATEGORIES } from '../supply-category';
import {
  amountField,
  optionalAmountField,
  optionalIdField,
  percentField,
  recordVersion,
  requiredText,
  versionField,
  wholeNumberField,
} from './fields';
import { unitField } from './units';

// A regex check, so the OpenAPI description shows the pattern the server enforces.
const hsnCodeField = requiredText('HSN Code', 100).regex(HSN_PATTERN, 'HSN Code must be 4, 6 or 8 digits');

/**
 * POST/PUT /api/products body. PUT replaces the whole record, so a field left out of a PUT takes
 * its default (no category, unit NOS, fixed price, opening stock 0 without a cost rate) just as on a POST.
 */
export const productInputSchema = z
  .object({
    name: requiredText('Product Name', 200),
    hsn_code: hsnCodeField,
    mrp: amountField('MRP'),
    rate: amountField('Rate'),
    /** Percent; must be one of the rates in the GST rate master (checked by the server). */
    gst_rate: percentField('GST Rate'),
    /**
     * taxable, nil_rated, exempt or non_gst; left out (or ""): nil_rated at 0%, taxable above. A
     * category other than taxable needs GST Rate 0% (checked by the server).
     */
    supply_category: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z
        .enum(SUPPLY_CATEGORIES, { error: 'Supply Category must be taxable, nil_rated, exempt or non_gst' })
        .optional(),
    ),
    reorder_level: wholeNumberField('Reorder Level'),
    category_id: optionalIdField('Category'),
    unit: unitField(),
    /** An open-price product: the rate may be typed on an invoice line. */
    price_editable: z.boolean({ error: 'Price Editable must be true or false' }).default(false),
    opening_stock: wholeNumberField('Opening Stock', 0),
    /**
     * What one unit of the opening stock cost, before GST (rupees; null when not known): the stock
     * report values stock at it until the product's first purchase, instead of at the selling rate.
     */
    opening_rate: optionalAmountField('Opening Cost Rate'),
    /**
     * Stock kept per batch: each purchase line records its batch number, expiry and MRP, each sale
     * takes a batch. Stock enters only on purchases then, so the opening stock stays 0.
     */
    tracks_batches: z.boolean({ error: 'Tracks Batches must be true or false' }).default(false),
    version: versionField(),
  })
  .superRefine((product, context) => {
    if (product.tracks_batches && product.opening_stock > 0) {
      context.addIssue({
        code: 'custom',
        path: ['opening_stock'],
        message:
          'Opening Stock must be 0 for a product that tracks batches: record its stock on a purchase, batch by batch',
      });
    }
  });

/** A product as the API answers it: money in rupees, gst_rate in percent. */
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  hsn_code: z.string(),
  mrp: z.number(),
  rate: z.number(),
  gst_rate: z.number(),
  gst_rate_id: z.number().int(),
  supply_category: z.enum(SUPPLY_CATEGORIES),
  reorder_level: z.number().int(),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  unit: z.string(),
  price_editable: z.boolean(),
  opening_stock: z.number().int(),
  opening_rate: z.number().nullable(),
  tracks_batches: z.boolean(),
  /** Opening stock + purchased − sold on invoices that are not cancelled. */
  on_hand: z.number(),
  /** On hand at or below the reorder level. */
  low_stock: z.boolean(),
  created_at: z.string(),
  version: recordVersion(),
});

/** The short product row of the POST /api/admin/products lookup (pickers). */
export const productLookupSchema = productSchema.pick({
  id: true,
  name: true,
  hsn_code: true,
  mrp: true,
  rate: true,
  gst_rate: true,
  unit: true,
  price_editable: true,
  tracks_batches: true,
  on_hand: true,
});

export type ProductInput = z.input<typeof productInputSchema>;
export type ProductValues = z.output<typeof productInputSchema>;
export type Product = z.output<typeof productSchema>;
export type ProductLookup = z.output<typeof productLookupSchema>;
