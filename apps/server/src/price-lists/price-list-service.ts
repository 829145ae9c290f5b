import { paiseToRupees, rupeesToPaise } from '@bahi/domain';
import type {
  CustomerPriceList,
  CustomerPriceListInput,
  CustomerProductRate,
  PriceLevel,
  PriceLevelInput,
} from '@bahi/domain/schemas';
import { inTransaction } from '../core/db/transactions';
import { recordChange, recordUpdated } from '../core/edit-log/record-change';
import { ConflictError, type FieldErrors, NotFoundError, ValidationError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import { findProductsByIds } from '../documents/document-lookups';
import {
  findAllLevelRates,
  findCustomerLevel,
  findCustomerRates,
  findLastBilledRate,
  findLevelRates,
  findPriceLevelById,
  findPriceLevelByName,
  findPriceLevels,
  findRateOf,
  insertPriceLevel,
  type RateRow,
  renamePriceLevel,
  replaceCustomerRates,
  replaceLevelRates,
  setCustomerLevel,
} from './price-list-repository';

// Price lists (docs/product.md, "Price lists"): the rate a customer's invoice line starts at is
// their own rate for the product, else their level's, else the product's.

const toRates = (rows: readonly RateRow[]) =>
  rows.map((row) => ({ product_id: row.product_id, rate: paiseToRupees(Number(row.rate)) }));

export async function listPriceLevels(ctx: RequestContext): Promise<{ data: PriceLevel[] }> {
  const [levels, rates] = await Promise.all([findPriceLevels(ctx.db), findAllLevelRates(ctx.db)]);
  return {
    data: levels.map((level) => ({
      ...level,
      rates: toRates(rates.filter((rate) => rate.price_level_id === level.id)),
    })),
  };
}

/** Rates of the input as stored (paise), refused per line when a product does not exist. */
async function storedRates(ctx: RequestContext, rates: PriceLevelInput['rates']): Promise<RateRow[]> {
  const found = new Set(
    (
      await findProductsByIds(
        ctx.db,
        rates.map((entry) => entry.product_id),
      )
    ).map((p) => p.id),
  );
  const errors: FieldErrors = {};
  rates.forEach((entry, index) => {
    if (!found.has(entry.product_id))
      errors[`rates.${index}.product_id`] = [`Product ${entry.product_id} does not exist`];
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return rates.map((entry) => ({ product_id: entry.product_id, rate: rupeesToPaise(entry.rate) }));
}

export function createPriceLevel(ctx: RequestContext, input: PriceLevelInput): Promise<PriceLevel> {
  return savePriceLevel(ctx, undefined, input);
}

export function changePriceLevel(
  ctx: RequestContext,
  id: number,
  input: PriceLevelInput,
): Promise<PriceLevel> {
  return savePriceLevel(ctx, id, input);
}

async function savePriceLevel(
  ctx: RequestContext,
  id: number | undefined,
  input: PriceLevelInput,
): Promise<PriceLevel> {
  return inTransaction(ctx.db, async (trx) => {
    const before = id === undefined ? null : await levelOf(trx, id);
    if (await findPriceLevelByName(trx, input.name, id ?? 0)) {
      throw new ConflictError(`Price level ${input.name} already exists`);
    }
    const rates = await storedRates(withDb(ctx, trx), input.rates);
    const levelId = id ?? (await insertPriceLevel(trx, input.name));
    if (id !== undefined) await renamePriceLevel(trx, id, input.name);
    await replaceLevelRates(trx, levelId, rates);
    const after = await levelOf(trx, levelId);
    await recordChange(withDb(ctx, trx), {
      recordType: 'price_level',
      recordId: levelId,
      action: id === undefined ? 'create' : 'update',
      before,
      after,
    });
    return after;
  });
}

async function levelOf(db: RequestContext['db'], id: number): Promise<PriceLevel> {
  const level = await findPriceLevelById(db, id);
  if (!level) throw new NotFoundError(`Price level ${id} not found`);
  return { ...level, rates: toRates(await findLevelRates(db, id)) };
}

async function customerListOf(db: RequestContext['db'], customerId: number): Promise<CustomerPriceList> {
  const customer = await findCustomerLevel(db, customerId);
  if (!customer) throw new NotFoundError(`Customer ${customerId} not found`);
  const level = customer.price_level_id === null ? null : Number(customer.price_level_id);
  return {
    customer_id: customerId,
    price_level_id: level,
    rates: toRates(await findCustomerRates(db, customerId)),
  };
}

export function getCustomerPriceList(ctx: RequestContext, customerId: number): Promise<CustomerPriceList> {
  return customerListOf(ctx.db, customerId);
}

export async function setCustomerPriceList(
  ctx: RequestContext,
  customerId: number,
  input: CustomerPriceListInput,
): Promise<CustomerPriceList> {
  return inTransaction(ctx.db, async (trx) => {
    const before = await customerListOf(trx, customerId);
    if (input.price_level_id !== null && !(await findPriceLevelById(trx, input.price_level_id))) {
      throw new ValidationError({ price_level_id: [`Price level ${input.price_level_id} does not exist`] });
    }
    const rates = await storedRates(withDb(ctx, trx), input.rates);
    await setCustomerLevel(trx, customerId, input.price_level_id);
    await replaceCustomerRates(trx, customerId, rates);
    const after = await customerListOf(trx, customerId);
    await recordUpdated(withDb(ctx, trx), 'customer_price_list', customerId, before, after);
    return after;
  });
}

/** The rate a new invoice line of the product starts at for the customer, and their last billed rate. */
export async function getCustomerProductRate(
  ctx: RequestContext,
  customerId: number,
  productId: number,
): Promise<CustomerProductRate> {
  const { db } = ctx;
  const [customer, products] = await Promise.all([
    findCustomerLevel(db, customerId),
    findProductsByIds(db, [productId]),
  ]);
  if (!customer) throw new NotFoundError(`Customer ${customerId} not found`);
  const product = products[0];
  if (!product) throw new NotFoundError(`Product ${productId} not found`);
  const levelId = customer.price_level_id === null ? null : Number(customer.price_level_id);
  const [own, level, last] = await Promise.all([
    findRateOf(db, 'customer_rates', customerId, productId),
    levelId === null ? Promise.resolve(undefined) : findRateOf(db, 'price_level_rates', levelId, productId),
    findLastBilledRate(db, customerId, productId),
  ]);
  const [rate, source] =
    own !== undefined
      ? [own, 'customer' as const]
      : level !== undefined
        ? [level, 'level' as const]
        : [Number(product.rate), 'product' as const];
  return {
    product_id: productId,
    rate: paiseToRupees(rate),
    source,
    last_rate: last ? paiseToRupees(Number(last.rate)) : null,
    last_invoice_number: last?.invoice_number ?? null,
    last_date: last?.date ?? null,
  };
}
