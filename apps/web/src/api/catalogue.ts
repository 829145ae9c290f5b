import type {
  Category,
  CategoryInput,
  Customer,
  CustomerInput,
  GstRate,
  GstRateInput,
  Product,
  ProductInput,
  Supplier,
  SupplierInput,
} from '@bahi/domain/schemas';
import { defineResource } from './resource';

// The catalogue entities and where they live under /api.
export const gstRatesResource = defineResource<GstRate, GstRateInput>('gst-rates');
export const categoriesResource = defineResource<Category, CategoryInput>('categories');
export const productsResource = defineResource<Product, ProductInput>('products');
export const customersResource = defineResource<Customer, CustomerInput>('customers');
export const suppliersResource = defineResource<Supplier, SupplierInput>('suppliers');
