import { customerRoutes, productRoutes, supplierRoutes } from '@bahi/domain/contract';
import {
  type Customer,
  customerInputSchema,
  type Product,
  productInputSchema,
  type Supplier,
  supplierInputSchema,
} from '@bahi/domain/schemas';
import { standardFailure } from '../form/notify';
import { PartyFields } from '../party-form/party-fields';
import { emptyPartyValues, type PartyFormValues, toPartyValues } from '../party-form/party-values';
import { ProductFields } from '../product-form/product-fields';
import { emptyProductValues, type ProductFormValues, toProductValues } from '../product-form/product-values';
import type { QuickAddKind } from './quick-add';

// What each quick add saves and shows; the texts are the master screens' own. A walk-in (B2C)
// customer needs only a name: the address is asked for only with a GSTIN.

export const QUICK_ADD_CUSTOMER: QuickAddKind<Customer, unknown, PartyFormValues> = {
  title: 'Add Customer',
  size: 350,
  resource: customerRoutes,
  schema: customerInputSchema,
  emptyValues: emptyPartyValues,
  toValues: toPartyValues,
  messages: {
    created: 'Customer added successfully!',
    updated: 'Customer updated successfully!',
    failure: standardFailure('Failed to submit customer.'),
  },
  fields: (form) => <PartyFields form={form} nameLabel="Customer Name" kind="customer" />,
};

export const QUICK_ADD_SUPPLIER: QuickAddKind<Supplier, unknown, PartyFormValues> = {
  title: 'Add Supplier',
  size: 350,
  resource: supplierRoutes,
  schema: supplierInputSchema,
  emptyValues: emptyPartyValues,
  toValues: toPartyValues,
  messages: {
    created: 'Supplier added successfully!',
    updated: 'Supplier updated successfully!',
    failure: standardFailure('Failed to submit supplier.'),
  },
  fields: (form) => <PartyFields form={form} nameLabel="Supplier Name" kind="supplier" />,
};

export const QUICK_ADD_PRODUCT: QuickAddKind<Product, unknown, ProductFormValues> = {
  title: 'Add Product',
  size: 250,
  resource: productRoutes,
  schema: productInputSchema,
  emptyValues: emptyProductValues,
  toValues: toProductValues,
  messages: {
    created: 'Product added successfully!',
    updated: 'Product updated successfully!',
    failure: standardFailure('Failed to add product.'),
  },
  fields: (form) => <ProductFields form={form} />,
};
