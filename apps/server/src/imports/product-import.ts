import { paiseToRupees, rupeesToPaise } from '@bahi/domain';
import { type ProductValues, productInputSchema } from '@bahi/domain/schemas';
import type { RowProblem } from '../http/errors';
import type { RequestContext } from '../http/request-context';
import { type ImportedChange, logImport } from './import-edit-log';
import {
  findAllProducts,
  findCategories,
  findGstRates,
  insertProducts,
  type ProductColumns,
  type ProductImportRow,
  updateProductColumns,
} from './import-repository';
import { changesNothing, folded, type ImportPlan, type ImportRecord, problemsOf, yesNo } from './import-rows';

// Products: each row checked by the product form's schema, its GST rate against the rate master
// and its category by name. A row matches a product of the same name (ignoring case) and HSN code.

/** Fields a row may leave out: a product it updates keeps its own value of those not in the file. */
const KEPT_WHEN_UNMAPPED = ['category', 'unit', 'price_editable', 'opening_stock', 'reorder_level'] as const;

type Lookups = {
  rateIdByBp: Map<number, number>;
  rateBpById: Map<number, number>;
  categoryByName: Map<string, { id: number; name: string }>;
  categoryNameById: Map<number, string>;
};

/** The product as the API shows it, for the edit log. */
function productView(row: ProductImportRow, lookups: Lookups) {
  return {
    id: row.id,
    name: row.name,
    hsn_code: row.hsn_code,
    mrp: paiseToRupees(row.mrp),
    rate: paiseToRupees(row.rate),
    gst_rate: (lookups.rateBpById.get(row.gst_rate_id) ?? 0) / 100,
    gst_rate_id: row.gst_rate_id,
    reorder_level: row.reorder_level,
    category_id: row.category_id,
    category_name: row.category_id === null ? null : (lookups.categoryNameById.get(row.category_id) ?? null),
    unit: row.unit,
    price_editable: row.price_editable === 1,
    opening_stock: row.opening_stock,
    created_at: row.created_at,
    version: row.version,
  };
}

export function productKey(name: string, hsn: string): string {
  return `${folded(name)}|${hsn.trim()}`;
}

/** Existing products by name + HSN (productKey); the first of any two that share one. */
export function productsByKey(products: readonly ProductImportRow[]): Map<string, ProductImportRow> {
  const byKey = new Map<string, ProductImportRow>();
  for (const product of products) {
    const key = productKey(product.name, product.hsn_code);
    if (!byKey.has(key)) byKey.set(key, product);
  }
  return byKey;
}

export async function planProductImport(
  db: Parameters<typeof findAllProducts>[0],
  records: readonly ImportRecord[],
  onMatch: 'update' | 'skip',
): Promise<ImportPlan> {
  const [rates, categories, existing] = await Promise.all([
    findGstRates(db),
    findCategories(db),
    findAllProducts(db),
  ]);
  const lookups: Lookups = {
    rateIdByBp: new Map(rates.map((rate) => [rate.rate_bp, rate.id])),
    rateBpById: new Map(rates.map((rate) => [rate.id, rate.rate_bp])),
    categoryByName: new Map(categories.map((category) => [folded(category.name), category])),
    categoryNameById: new Map(categories.map((category) => [category.id, category.name])),
  };
  const byKey = productsByKey(existing);

  const problems: RowProblem[] = [];
  const creates: ProductColumns[] = [];
  const updates: { before: ProductImportRow; values: Partial<ProductColumns> }[] = [];
  const firstRowOf = new Map<string, number>();
  let toSkip = 0;
  for (const record of records) {
    const v = record.values;
    const parsed = productInputSchema.safeParse({
      name: v.name,
      hsn_code: v.hsn_code,
      mrp: v.mrp,
      rate: v.rate,
      gst_rate: v.gst_rate,
      reorder_level: v.reorder_level,
      unit: v.unit,
      price_editable: yesNo(v.price_editable),
      opening_stock: v.opening_stock,
      category_id: null,
    });
    const rowProblems = parsed.success ? [] : problemsOf(record.row, parsed.error);
    const categoryText = v.category?.trim() ?? '';
    const category = categoryText === '' ? null : lookups.categoryByName.get(folded(categoryText));
    if (category === undefined) {
      rowProblems.push({
        row: record.row,
        field: 'category',
        message: `Category ${categoryText} does not exist`,
      });
    }
    let gstRateId: number | undefined;
    if (parsed.success) {
      gstRateId = lookups.rateIdByBp.get(Math.round(parsed.data.gst_rate * 100));
      if (gstRateId === undefined) {
        rowProblems.push({
          row: record.row,
          field: 'gst_rate',
          message: 'GST Rate must be one of the GST rates in the master',
        });
      }
      const key = productKey(parsed.data.name, parsed.data.hsn_code);
      const first = firstRowOf.get(key);
      if (first !== undefined) {
        rowProblems.push({
          row: record.row,
          field: 'name',
          message: `Product Name and HSN Code repeat row ${first}`,
        });
      } else firstRowOf.set(key, record.row);
    }
    if (rowProblems.length > 0 || !parsed.success || gstRateId === undefined || category === undefined) {
      problems.push(...rowProblems);
      continue;
    }
    const values = columnsOf(parsed.data, gstRateId, category?.id ?? null);
    const match = byKey.get(productKey(parsed.data.name, parsed.data.hsn_code));
    if (!match) creates.push(values);
    else if (onMatch === 'skip') toSkip += 1;
    else {
      const changed = keepUnmapped(values, v);
      if (changesNothing(match, changed)) toSkip += 1;
      else updates.push({ before: match, values: changed });
    }
  }

  return {
    problems,
    toCreate: creates.length,
    toUpdate: updates.length,
    toSkip,
    async write(ctx: RequestContext) {
      const created = await insertProducts(ctx.db, creates);
      const updated: ImportedChange<ProductImportRow>[] = [];
      for (const { before, values } of updates) {
        const after = await updateProductColumns(ctx.db, before.id, values);
        if (after) updated.push({ before, after });
      }
      await logImport(ctx, 'product', { created, updated }, (row) => productView(row, lookups));
    },
  };
}

function columnsOf(values: ProductValues, gstRateId: number, categoryId: number | null): ProductColumns {
  return {
    name: values.name,
    hsn_code: values.hsn_code,
    mrp: rupeesToPaise(values.mrp),
    rate: rupeesToPaise(values.rate),
    gst_rate_id: gstRateId,
    reorder_level: values.reorder_level,
    category_id: categoryId,
    unit: values.unit,
    price_editable: values.price_editable ? 1 : 0,
    opening_stock: values.opening_stock,
  };
}

/** The columns an update writes: those of fields the file has. */
function keepUnmapped(values: ProductColumns, text: ImportRecord['values']): Partial<ProductColumns> {
  const out: Partial<ProductColumns> = { ...values };
  for (const field of KEPT_WHEN_UNMAPPED) {
    if (text[field] !== undefined) continue;
    if (field === 'category') delete out.category_id;
    else delete out[field];
  }
  return out;
}
