import type { SupplyCategory } from '@bahi/domain';
import { hsnCodeProblem, rupeesToPaise } from '@bahi/domain';
import { type ProductValues, productInputSchema } from '@bahi/domain/schemas';
import { findRequiredHsnDigits } from '../core/hsn/hsn-digits-repository';
import { hsnMaster } from '../core/hsn/hsn-master-file';
import type { RowProblem } from '../core/http/errors';
import type { RequestContext } from '../core/http/request-context';
import { productFieldsShown } from '../documents/product-shown';
import { planCategories } from './import-categories';
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
import {
  changesNothing,
  folded,
  type ImportOptions,
  type ImportPlan,
  type ImportRecord,
  problemsOf,
  yesNo,
} from './import-rows';
import { rowSupplyCategory } from './product-supply-category';

// Products: each row checked by the product form's schema, its GST rate against the rate master,
// its HSN code against the GST HSN/SAC master, its supply category against its GST rate
// (product-supply-category.ts) and its category by name. A row matches a product of the same name
// (ignoring case) and HSN code.

/** Fields a row may leave out: a product it updates keeps its own value of those not in the file. */
const KEPT_WHEN_UNMAPPED = [
  'category',
  'unit',
  'price_editable',
  'opening_stock',
  'opening_rate',
  'reorder_level',
] as const;

type Lookups = {
  rateIdByBp: Map<number, number>;
  rateBpById: Map<number, number>;
  categoryNameById: Map<number, string>;
};

/** The product as the API shows it, for the edit log. */
function productView(row: ProductImportRow, lookups: Lookups) {
  return productFieldsShown({
    ...row,
    rate_bp: lookups.rateBpById.get(row.gst_rate_id) ?? 0,
    category_name: row.category_id === null ? null : (lookups.categoryNameById.get(row.category_id) ?? null),
  });
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

/** A row's columns, with the folded name of a category the import creates for it. */
type Planned<Columns> = { values: Columns; createdCategory: string | null };

export async function planProductImport(
  db: Parameters<typeof findAllProducts>[0],
  records: readonly ImportRecord[],
  onMatch: 'update' | 'skip',
  options: ImportOptions,
): Promise<ImportPlan> {
  const [rates, categories, existing, hsnDigits] = await Promise.all([
    findGstRates(db),
    findCategories(db),
    findAllProducts(db),
    findRequiredHsnDigits(db),
  ]);
  const lookups: Lookups = {
    rateIdByBp: new Map(rates.map((rate) => [rate.rate_bp, rate.id])),
    rateBpById: new Map(rates.map((rate) => [rate.id, rate.rate_bp])),
    categoryNameById: new Map(categories.map((category) => [category.id, category.name])),
  };
  const byKey = productsByKey(existing);
  const categoryPlan = planCategories(categories, options.createCategories);

  const problems: RowProblem[] = [];
  const creates: Planned<ProductColumns>[] = [];
  const updates: (Planned<Partial<ProductColumns>> & { before: ProductImportRow })[] = [];
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
      opening_rate: v.opening_rate?.trim() ? v.opening_rate : null,
      category_id: null,
    });
    const rowProblems = parsed.success ? [] : problemsOf(record.row, parsed.error);
    const resolved = categoryPlan.resolve(record.row, v.category);
    const category = 'message' in resolved ? undefined : resolved;
    if ('message' in resolved) rowProblems.push(resolved);
    let gstRateId: number | undefined;
    let supplyCategory: SupplyCategory | undefined;
    if (parsed.success) {
      gstRateId = lookups.rateIdByBp.get(Math.round(parsed.data.gst_rate * 100));
      if (gstRateId === undefined) {
        rowProblems.push({
          row: record.row,
          field: 'gst_rate',
          message: 'GST Rate must be one of the GST rates in the master',
        });
      }
      const match = byKey.get(productKey(parsed.data.name, parsed.data.hsn_code));
      const supply = rowSupplyCategory(v.supply_category, Math.round(parsed.data.gst_rate * 100), match);
      if ('message' in supply) rowProblems.push({ row: record.row, field: 'supply_category', ...supply });
      else supplyCategory = supply.category;
      const hsnProblem = hsnCodeProblem(parsed.data.hsn_code, hsnMaster(), hsnDigits);
      if (hsnProblem) rowProblems.push({ row: record.row, field: 'hsn_code', message: hsnProblem });
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
    if (
      rowProblems.length > 0 ||
      !parsed.success ||
      gstRateId === undefined ||
      category === undefined ||
      supplyCategory === undefined
    ) {
      problems.push(...rowProblems);
      continue;
    }
    const values = { ...columnsOf(parsed.data, gstRateId, category.id), supply_category: supplyCategory };
    const createdCategory = category.created;
    const match = byKey.get(productKey(parsed.data.name, parsed.data.hsn_code));
    if (!match) creates.push({ values, createdCategory });
    else if (onMatch === 'skip') toSkip += 1;
    else {
      const changed = keepUnmapped(values, v);
      if (createdCategory === null && changesNothing(match, changed)) toSkip += 1;
      else updates.push({ before: match, values: changed, createdCategory });
    }
  }

  return {
    problems,
    toCreate: creates.length,
    toUpdate: updates.length,
    toSkip,
    newCategories: categoryPlan.newNames(),
    async write(ctx: RequestContext) {
      const categoryByName = await categoryPlan.write(ctx);
      for (const category of categoryByName.values())
        lookups.categoryNameById.set(category.id, category.name);
      const withCategory = <Columns>({ values, createdCategory }: Planned<Columns>): Columns =>
        createdCategory === null
          ? values
          : { ...values, category_id: categoryByName.get(createdCategory)?.id ?? null };
      const created = await insertProducts(ctx.db, creates.map(withCategory));
      const updated: ImportedChange<ProductImportRow>[] = [];
      for (const update of updates) {
        const after = await updateProductColumns(ctx.db, update.before.id, withCategory(update));
        if (after) updated.push({ before: update.before, after });
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
    opening_rate: values.opening_rate === null ? null : rupeesToPaise(values.opening_rate),
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
