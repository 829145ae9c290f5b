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

// What each record drawer saves and shows, for quick add inside a document form and for the
// master screens' own Add and Edit. A walk-in (B2C)
// customer needs only a name: the address is asked for only with a GSTIN.

/** A customer's or supplier's drawer: the same fields and texts, named for the side. */
function partyKind<Row extends Customer | Supplier>(
  noun: 'Customer' | 'Supplier',
  resource: QuickAddKind<Row, unknown, PartyFormValues>['resource'],
  schema: QuickAddKind<Row, unknown, PartyFormValues>['schema'],
): QuickAddKind<Row, unknown, PartyFormValues> {
  const kind = noun === 'Customer' ? 'customer' : 'supplier';
  return {
    title: `Add ${noun}`,
    size: 350,
    resource,
    schema,
    emptyValues: emptyPartyValues,
    toValues: toPartyValues,
    messages: {
      created: `${noun} added successfully!`,
      updated: `${noun} updated successfully!`,
      failure: standardFailure(`Failed to submit ${kind}.`),
    },
    fields: (form, editingId) => (
      <PartyFields form={form} nameLabel={`${noun} Name`} kind={kind} editingId={editingId} />
    ),
  };
}

export const QUICK_ADD_CUSTOMER = partyKind<Customer>('Customer', customerRoutes, customerInputSchema);

export const QUICK_ADD_SUPPLIER = partyKind<Supplier>('Supplier', supplierRoutes, supplierInputSchema);

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
