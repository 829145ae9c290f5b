import type { Generated } from 'kysely';

// Price lists (migration 2026-11-26T0820). Rates are paise before GST. A customer's level is
// customers.price_level_id, read and written by the price-lists repository only (suppliers share
// the party table type and have no level).

export type PriceLevelTable = {
  id: Generated<number>;
  name: string;
};

export type PriceLevelRateTable = {
  price_level_id: number;
  product_id: number;
  rate: number;
};

export type CustomerRateTable = {
  customer_id: number;
  product_id: number;
  rate: number;
};
