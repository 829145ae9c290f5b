import {
  defaultSupplyCategory,
  hsnCodeProblem,
  milliToQuantity,
  percentToBasisPoints,
  rupeesToPaise,
  supplyCategoryProblem,
} from '@bahi/domain';
import type { ListQuery, Product, ProductLookup, ProductValues } from '@bahi/domain/schemas';
import type { Db } from '../../core/db/database';
import { inTransaction } from '../../core/db/transactions';
import { recordChange } from '../../core/edit-log/record-change';
import { findRequiredHsnDigits } from '../../core/hsn/hsn-digits-repository';
import { hsnMaster } from '../../core/hsn/hsn-master-file';
import { ConflictError, type FieldErrors, NotFoundError, ValidationError } from '../../core/http/errors';
import { type RequestContext, withDb } from '../../core/http/request-context';
import { claimNextVersion } from '../../core/versions/version-guard';
import { findProductDocumentReferences } from '../../documents/product-references';
import { productFieldsShown } from '../../documents/product-shown';
import { findOnHandByProduct } from '../../documents/stock-ledger/on-hand-by-product';
import { findOnHandMilli } from '../../documents/stock-ledger/on-hand-repository';
import { findCategoryById } from '../categories/category-repository';
import { findGstRateByBasisPoints } from '../gst-rates/gst-rate-repository';
import { describeReferences } from '../references';
import {
  countProducts,
  deleteProduct,
  findAllProductsByName,
  findProductById,
  findProducts,
  insertProduct,
  type ProductRow,
  type ProductValuesRow,
  updateProduct,
} from './product-repository';

function toProduct(row: ProductRow, onHand: number): Product {
  return {
    ...productFieldsShown(row),
    tracks_batches: row.tracks_batches === 1,
    on_hand: onHand,
    low_stock: onHand <= row.reorder_level,
  };
}

function toProductLookup(row: ProductRow, onHand: number): ProductLookup {
  const { id, name, hsn_code, mrp, rate, gst_rate, unit, price_editable, tracks_batches, on_hand } =
    toProduct(row, onHand);
  return { id, name, hsn_code, mrp, rate, gst_rate, unit, price_editable, tracks_batches, on_hand };
}

function notFound(id: number): NotFoundError {
  return new NotFoundError(`Product ${id} not found`);
}

export async function listProducts(
  ctx: RequestContext,
  query: ListQuery,
): Promise<{ data: Product[]; total: number }> {
  const { db } = ctx;
  const [rows, total] = await Promise.all([findProducts(db, query), countProducts(db, query)]);
  const onHand = await findOnHandByProduct(db, rows);
  return { data: rows.map((row) => toProduct(row, onHand.get(row.id) ?? row.opening_stock)), total };
}

export async function lookupProducts(ctx: RequestContext): Promise<{ data: ProductLookup[] }> {
  const { db } = ctx;
  const [rows, onHand] = await Promise.all([findAllProductsByName(db), findOnHandMilli(db, 'all')]);
  // The pickers show and warn about the stock on hand (one read of stock_balances for all products).
  const onHandById = new Map(
    onHand.map((row) => [row.product_id, milliToQuantity(Number(row.on_hand_milli))]),
  );
  return { data: rows.map((row) => toProductLookup(row, onHandById.get(row.id) ?? row.opening_stock)) };
}

export async function getProduct(ctx: RequestContext, id: number): Promise<Product> {
  const { db } = ctx;
  const row = await findProductById(db, id);
  if (!row) throw notFound(id);
  const onHand = await findOnHandByProduct(db, [row]);
  return toProduct(row, onHand.get(row.id) ?? row.opening_stock);
}

/**
 * The stored row for validated input: money to paise, and the GST rate to the id of its row in
 * the rate master. Reports every broken reference at once, and an HSN code the GST master does not
 * hold: a product saved before the check keeps its code until it is next edited.
 */
async function toProductValuesRow(db: Db, values: ProductValues): Promise<ProductValuesRow> {
  const errors: FieldErrors = {};
  const hsnProblem = hsnCodeProblem(values.hsn_code, hsnMaster(), await findRequiredHsnDigits(db));
  if (hsnProblem) errors.hsn_code = [hsnProblem];
  const gstRate = await findGstRateByBasisPoints(db, percentToBasisPoints(values.gst_rate));
  if (!gstRate) errors.gst_rate = ['GST Rate must be one of the GST rates in the master'];
  if (values.category_id !== null && !(await findCategoryById(db, values.category_id))) {
    errors.category_id = [`Category ${values.category_id} does not exist`];
  }
  const rateBp = percentToBasisPoints(values.gst_rate);
  const supplyCategory = values.supply_category ?? defaultSupplyCategory(rateBp);
  const categoryProblem = supplyCategoryProblem(supplyCategory, rateBp);
  if (categoryProblem) errors.supply_category = [categoryProblem];
  if (!gstRate || Object.keys(errors).length > 0) throw new ValidationError(errors);
  return {
    name: values.name,
    hsn_code: values.hsn_code,
    mrp: rupeesToPaise(values.mrp),
    rate: rupeesToPaise(values.rate),
    gst_rate_id: gstRate.id,
    supply_category: supplyCategory,
    reorder_level: values.reorder_level,
    category_id: values.category_id,
    unit: values.unit,
    price_editable: values.price_editable ? 1 : 0,
    opening_stock: values.opening_stock,
    opening_rate: values.opening_rate === null ? null : rupeesToPaise(values.opening_rate),
    tracks_batches: values.tracks_batches ? 1 : 0,
  };
}

export function createProduct(ctx: RequestContext, values: ProductValues): Promise<Product> {
  const { db } = ctx;
  return inTransaction(db, async (trx) => {
    const id = await insertProduct(trx, await toProductValuesRow(trx, values));
    const after = await getProduct(withDb(ctx, trx), id);
    await recordChange(withDb(ctx, trx), {
      recordType: 'product',
      recordId: id,
      action: 'create',
      before: null,
      after,
    });
    return after;
  });
}

export function changeProduct(ctx: RequestContext, id: number, values: ProductValues): Promise<Product> {
  const { db } = ctx;
  return inTransaction(db, async (trx) => {
    if (!(await findProductById(trx, id))) throw notFound(id);
    const before = await getProduct(withDb(ctx, trx), id);
    await claimNextVersion(withDb(ctx, trx), {
      table: 'products',
      recordType: 'product',
      id,
      label: `Product "${before.name}"`,
      fromVersion: values.version,
    });
    // Stock already on hand has no batch: the flag changes only while there is none, so a batch
    // product's stock is always the sum of its batches.
    if (before.tracks_batches !== values.tracks_batches && before.on_hand !== 0) {
      throw new ValidationError({
        tracks_batches: [
          `Tracks Batches can change only while the product has no stock on hand (it has ${before.on_hand})`,
        ],
      });
    }
    await updateProduct(trx, id, await toProductValuesRow(trx, values));
    const after = await getProduct(withDb(ctx, trx), id);
    await recordChange(withDb(ctx, trx), {
      recordType: 'product',
      recordId: id,
      action: 'update',
      before,
      after,
    });
    return after;
  });
}

export async function removeProduct(ctx: RequestContext, id: number): Promise<void> {
  const { db } = ctx;
  await inTransaction(db, async (trx) => {
    const row = await findProductById(trx, id);
    if (!row) throw notFound(id);
    const refusal = describeReferences(`Product "${row.name}"`, await findProductDocumentReferences(trx, id));
    if (refusal) throw new ConflictError(refusal);
    const before = await getProduct(withDb(ctx, trx), id);
    await deleteProduct(trx, id);
    await recordChange(withDb(ctx, trx), {
      recordType: 'product',
      recordId: id,
      action: 'delete',
      before,
      after: null,
    });
  });
}
