import type { Db } from '../core/db/database';

// The masters a Tally export carries: every customer, supplier and product (few rows beside the
// documents; Tally skips a master it already has only if the name matches, so all go every time).

export type TallyPartyRow = {
  id: number;
  name: string;
  gstin: string | null;
  state_code: string | null;
  address: string | null;
};

export function findAllCustomers(db: Db): Promise<TallyPartyRow[]> {
  return db
    .selectFrom('customers')
    .select(['id', 'name', 'gstin', 'state_code', 'address'])
    .orderBy('id')
    .execute();
}

export function findAllSuppliers(db: Db): Promise<TallyPartyRow[]> {
  return db
    .selectFrom('suppliers')
    .select(['id', 'name', 'gstin', 'state_code', 'address'])
    .orderBy('id')
    .execute();
}

export type TallyProductRow = { id: number; name: string; unit: string; hsn_code: string; rate_bp: number };

export function findAllProducts(db: Db): Promise<TallyProductRow[]> {
  return db
    .selectFrom('products')
    .innerJoin('gst_rates', 'gst_rates.id', 'products.gst_rate_id')
    .select(['products.id', 'products.name', 'products.unit', 'products.hsn_code', 'gst_rates.rate_bp'])
    .orderBy('products.id')
    .execute();
}
