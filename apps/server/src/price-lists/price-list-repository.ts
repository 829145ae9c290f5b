import { sql } from 'kysely';
import type { Db } from '../core/db/database';

// Price levels, their rates, a customer's level and own rates, and the customer's last billed rate.

export type RateRow = { product_id: number; rate: number };
export type PriceLevelRow = { id: number; name: string };

export function findPriceLevels(db: Db): Promise<PriceLevelRow[]> {
  return db.selectFrom('price_levels').select(['id', 'name']).orderBy('name').orderBy('id').execute();
}

export function findPriceLevelById(db: Db, id: number): Promise<PriceLevelRow | undefined> {
  return db.selectFrom('price_levels').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

/** Another level of the same name, case ignored. */
export function findPriceLevelByName(db: Db, name: string, exceptId = 0): Promise<PriceLevelRow | undefined> {
  return db
    .selectFrom('price_levels')
    .select(['id', 'name'])
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
}

export function findAllLevelRates(db: Db): Promise<(RateRow & { price_level_id: number })[]> {
  return db
    .selectFrom('price_level_rates')
    .select(['price_level_id', 'product_id', 'rate'])
    .orderBy('price_level_id')
    .orderBy('product_id')
    .execute();
}

export async function insertPriceLevel(db: Db, name: string): Promise<number> {
  const row = await db.insertInto('price_levels').values({ name }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function renamePriceLevel(db: Db, id: number, name: string): Promise<void> {
  await db.updateTable('price_levels').set({ name }).where('id', '=', id).execute();
}

export async function replaceLevelRates(db: Db, levelId: number, rates: readonly RateRow[]): Promise<void> {
  await db.deleteFrom('price_level_rates').where('price_level_id', '=', levelId).execute();
  if (rates.length === 0) return;
  await db
    .insertInto('price_level_rates')
    .values(rates.map((entry) => ({ price_level_id: levelId, ...entry })))
    .execute();
}

export function findLevelRates(db: Db, levelId: number): Promise<RateRow[]> {
  return db
    .selectFrom('price_level_rates')
    .select(['product_id', 'rate'])
    .where('price_level_id', '=', levelId)
    .orderBy('product_id')
    .execute();
}

/** The customer's price level, or undefined when there is no such customer. */
export async function findCustomerLevel(
  db: Db,
  customerId: number,
): Promise<{ price_level_id: number | null } | undefined> {
  const { rows } = await sql<{ price_level_id: number | null }>`select price_level_id from customers
    where id = ${customerId}`.execute(db);
  return rows[0];
}

export async function setCustomerLevel(db: Db, customerId: number, levelId: number | null): Promise<void> {
  await sql`update customers set price_level_id = ${levelId} where id = ${customerId}`.execute(db);
}

export function findCustomerRates(db: Db, customerId: number): Promise<RateRow[]> {
  return db
    .selectFrom('customer_rates')
    .select(['product_id', 'rate'])
    .where('customer_id', '=', customerId)
    .orderBy('product_id')
    .execute();
}

export async function replaceCustomerRates(
  db: Db,
  customerId: number,
  rates: readonly RateRow[],
): Promise<void> {
  await db.deleteFrom('customer_rates').where('customer_id', '=', customerId).execute();
  if (rates.length === 0) return;
  await db
    .insertInto('customer_rates')
    .values(rates.map((entry) => ({ customer_id: customerId, ...entry })))
    .execute();
}

/** One rate of the customer (own) or of a level for a product. */
export async function findRateOf(
  db: Db,
  table: 'customer_rates' | 'price_level_rates',
  ownerId: number,
  productId: number,
): Promise<number | undefined> {
  const owner = table === 'customer_rates' ? 'customer_id' : 'price_level_id';
  const { rows } = await sql<{ rate: number }>`select rate from ${sql.table(table)}
    where ${sql.ref(owner)} = ${ownerId} and product_id = ${productId}`.execute(db);
  return rows[0] === undefined ? undefined : Number(rows[0].rate);
}

export type LastBilledRow = { rate: number; invoice_number: string; date: string };

/** The customer's latest invoice line of the product on an invoice not cancelled. */
export async function findLastBilledRate(
  db: Db,
  customerId: number,
  productId: number,
): Promise<LastBilledRow | undefined> {
  const { rows } = await sql<LastBilledRow>`select invoice_items.rate, invoices.invoice_number, invoices.date
    from invoices join invoice_items on invoice_items.invoice_id = invoices.id
    where invoices.customer_id = ${customerId} and invoice_items.product_id = ${productId}
      and invoices.status <> 'Cancelled'
    order by invoices.date desc, invoices.id desc limit 1`.execute(db);
  return rows[0];
}
