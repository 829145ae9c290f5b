import {
  customerPriceListInputSchema,
  customerPriceListSchema,
  customerProductParamsSchema,
  customerProductRateSchema,
  priceLevelInputSchema,
  priceLevelListSchema,
  priceLevelSchema,
} from '../schemas/price-lists';
import { changeCall, createCall, readCall } from './calls';
import { ACCESS } from './roles';
import { defineRoute } from './route';

// Price lists: price levels with a rate per product, a customer's level and own rates, and the
// rate an invoice line for a customer starts at.

const tags = ['Price lists'] as const;

export const priceListRoutes = {
  levels: defineRoute({
    method: 'GET',
    path: '/price-levels',
    tags,
    summary: 'Every price level with its rates per product, by name',
    success: { status: 200, schema: priceLevelListSchema },
    errors: [400],
    roles: ACCESS.anyone,
  }),
  createLevel: createCall({
    path: '/price-levels',
    tags,
    summary: 'Add a price level (e.g. Wholesaler) with its rates per product',
    body: priceLevelInputSchema,
    schema: priceLevelSchema,
    errors: [400, 409, 422],
    roles: ACCESS.accounts,
  }),
  updateLevel: changeCall({
    method: 'PUT',
    path: '/price-levels/:id',
    tags,
    summary: "Replace a price level's name and rates",
    body: priceLevelInputSchema,
    schema: priceLevelSchema,
    errors: [400, 404, 409, 422],
    roles: ACCESS.accounts,
  }),
  customerPriceList: readCall({
    path: '/customers/:id/price-list',
    tags,
    summary: "A customer's price level and own rates per product",
    schema: customerPriceListSchema,
    roles: ACCESS.anyone,
  }),
  setCustomerPriceList: changeCall({
    method: 'PUT',
    path: '/customers/:id/price-list',
    tags,
    summary: "Replace a customer's price level and own rates",
    body: customerPriceListInputSchema,
    schema: customerPriceListSchema,
    errors: [400, 404, 422],
    roles: ACCESS.accounts,
  }),
  customerProductRate: defineRoute({
    method: 'GET',
    path: '/customers/:id/product-rates/:productId',
    tags,
    summary:
      "The rate an invoice line of the product starts at for the customer (own rate, else level's, else product's) and the last rate they were billed",
    params: customerProductParamsSchema,
    success: { status: 200, schema: customerProductRateSchema },
    errors: [400, 404],
    roles: ACCESS.billing,
  }),
} as const;
