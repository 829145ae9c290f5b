import { z } from 'zod';
import { categoryInputSchema, categorySchema } from '../schemas/category';
import { listResponseSchema } from '../schemas/common';
import { customerInputSchema, customerSchema } from '../schemas/customer';
import { gstRateInputSchema, gstRateSchema } from '../schemas/gst-rate';
import { hsnCodeListSchema, hsnCodeQuerySchema } from '../schemas/hsn-code';
import { productInputSchema, productLookupSchema, productSchema } from '../schemas/product';
import { supplierInputSchema, supplierSchema } from '../schemas/supplier';
import { partyListRowSchema } from '../schemas/voucher-detail';
import { resourceRoutes } from './resource';
import { ACCESS, type RouteRoles } from './roles';
import { defineRoute } from './route';

// The masters: GST rates, categories, products, customers and suppliers, each with the five
// calls of a resource; products and parties also answer a lookup of every record for pickers.

const REFERRED = [400, 404, 409] as const;

export const gstRateRoutes = resourceRoutes({
  path: '/gst-rates',
  tag: 'GST rates',
  list: listResponseSchema(gstRateSchema),
  record: gstRateSchema,
  input: gstRateInputSchema,
  roles: { read: ACCESS.anyone, create: ACCESS.accounts, change: ACCESS.accounts },
  removeErrors: REFERRED,
  summaries: {
    list: 'List GST rates, lowest first (search: the rate, e.g. 18)',
    get: 'One GST rate',
    create: 'Add a GST rate to the master',
    update: 'Change a GST rate (products using it follow)',
    remove: 'Delete a GST rate no product uses',
  },
});

export const categoryRoutes = resourceRoutes({
  path: '/categories',
  tag: 'Categories',
  list: listResponseSchema(categorySchema),
  record: categorySchema,
  input: categoryInputSchema,
  roles: { read: ACCESS.anyone, create: ACCESS.accounts, change: ACCESS.accounts },
  removeErrors: REFERRED,
  summaries: {
    list: 'List categories, newest first (search: name contains)',
    get: 'One category',
    create: 'Add a category (names are unique, ignoring case)',
    update: 'Rename a category',
    remove: 'Delete a category no product belongs to',
  },
});

/** POST /admin/products: every product by name, for the purchase form's picker. */
export const productLookupListSchema = z.object({ data: z.array(productLookupSchema) });

export const productRoutes = {
  ...resourceRoutes({
    path: '/products',
    tag: 'Products',
    list: listResponseSchema(productSchema),
    record: productSchema,
    input: productInputSchema,
    roles: { read: ACCESS.anyone, create: ACCESS.accounts, change: ACCESS.accounts },
    removeErrors: REFERRED,
    summaries: {
      list: 'List products, newest first, with category name and current GST rate (search: name contains)',
      get: 'One product',
      create: 'Add a product; gst_rate must be a rate of the GST rate master',
      update: 'Replace a product (fields left out take their defaults)',
      remove: 'Delete a product nothing refers to',
    },
  }),
  lookup: defineRoute({
    method: 'POST',
    path: '/admin/products',
    tags: ['Admin lookups'],
    summary: 'Every product, by name, for the purchase form picker',
    success: { status: 200, schema: productLookupListSchema },
    errors: [400],
    roles: ACCESS.anyone,
  }),
} as const;

/** The GST HSN/SAC code master the server ships, for the product form's HSN Code suggestions. */
export const hsnCodeRoutes = {
  search: defineRoute({
    method: 'GET',
    path: '/hsn-codes',
    tags: ['Products'],
    summary:
      'HSN/SAC codes of the GST master, in code order: those beginning with q (digits) or whose description holds every word of q',
    query: hsnCodeQuerySchema,
    success: { status: 200, schema: hsnCodeListSchema },
    errors: [400],
    roles: ACCESS.anyone,
  }),
} as const;

/** POST /admin/customers and /admin/suppliers: every party by name, for pickers. */
export const partyLookupListSchema = z.object({ data: z.array(customerSchema) });

// Customers and suppliers answer the same calls with the same words, but for their names.
function partyRoutes<
  const K extends 'customers' | 'suppliers',
  const L extends 'Customer' | 'Supplier',
  I extends z.ZodType,
>(kind: K, label: L, input: I, roles: { read: RouteRoles; create: RouteRoles; change: RouteRoles }) {
  const name = label.toLowerCase();
  return {
    ...resourceRoutes({
      path: `/${kind}`,
      tag: `${label}s`,
      list: listResponseSchema(partyListRowSchema),
      record: kind === 'customers' ? customerSchema : supplierSchema,
      input,
      roles,
      removeErrors: REFERRED,
      summaries: {
        list: `List ${kind}, newest first (search: name, GSTIN or phone contains), each with its outstanding balance`,
        get: `One ${name}`,
        create: `Add a ${name}; a GSTIN without a state sets the state`,
        update: `Replace a ${name} (fields left out become empty)`,
        remove: `Delete a ${name} nothing refers to`,
      },
    }),
    lookup: defineRoute({
      method: 'POST',
      path: `/admin/${kind}`,
      tags: ['Admin lookups'],
      summary: `Every ${name}, by name, for pickers`,
      success: { status: 200, schema: partyLookupListSchema },
      errors: [400],
      roles: roles.read,
    }),
  } as const;
}

// Billing adds customers at the counter; changing or deleting one is the accounts' work.
export const customerRoutes = partyRoutes('customers', 'Customer', customerInputSchema, {
  read: ACCESS.anyone,
  create: ACCESS.billing,
  change: ACCESS.accounts,
});
export const supplierRoutes = partyRoutes('suppliers', 'Supplier', supplierInputSchema, {
  read: ACCESS.readers,
  create: ACCESS.accounts,
  change: ACCESS.accounts,
});
