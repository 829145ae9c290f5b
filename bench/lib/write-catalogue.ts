import { buildCustomers, buildSuppliers, type Party } from './build-parties';
import { buildCategories, buildProducts, type Product } from './build-products';
import type { Random } from './random';
import type { RowSink } from './row-sink';

export type Catalogue = { customers: Party[]; suppliers: Party[]; products: Product[] };

type CatalogueOptions = {
  customers: number;
  products: number;
  suppliers: number;
  sellerStateCode: string;
  gstRateIds: ReadonlyMap<number, number>;
  /** First day with documents: the catalogue is entered the week before. */
  firstDate: string;
};

/** Writes categories, products, customers and suppliers, and returns them for the documents. */
export function writeCatalogue(sink: RowSink, random: Random, options: CatalogueOptions): Catalogue {
  const createdAt = new Date(Date.parse(`${options.firstDate}T06:00:00Z`) - 7 * 86_400_000).toISOString();
  const categories = buildCategories();
  const products = buildProducts(random, options.products, categories, options.gstRateIds);
  const customers = buildCustomers(random, options.customers, options.sellerStateCode, createdAt);
  const suppliers = buildSuppliers(random, options.suppliers, options.sellerStateCode, createdAt);
  for (const category of categories) sink.add('categories', [category.id, category.name, createdAt]);
  for (const product of products) {
    sink.add('products', [
      product.id,
      product.name,
      product.hsnCode,
      product.mrp,
      product.rate,
      product.gstRateId,
      product.reorderLevel,
      product.categoryId,
      product.unit,
      product.priceEditable ? 1 : 0,
      product.openingStock,
      createdAt,
    ]);
  }
  for (const [table, parties] of [
    ['customers', customers],
    ['suppliers', suppliers],
  ] as const) {
    for (const party of parties) {
      sink.add(table, [
        party.id,
        party.name,
        party.email,
        party.phone,
        party.gstin,
        party.address,
        party.stateCode,
        party.createdAt,
      ]);
    }
  }
  return { customers, suppliers, products };
}
