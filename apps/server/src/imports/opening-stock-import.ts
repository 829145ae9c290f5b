import { paiseToRupees, rupeesToPaise } from '@bahi/domain';
import { amountField, productInputSchema, wholeNumberField } from '@bahi/domain/schemas';
import { z } from 'zod';
import type { Db } from '../core/db/database';
import type { RowProblem } from '../core/http/errors';
import type { RequestContext } from '../core/http/request-context';
import { type ImportedChange, logImport } from './import-edit-log';
import { findAllProducts, type ProductImportRow, updateProductColumns } from './import-repository';
import { folded, type ImportPlan, type ImportRecord, problemsOf } from './import-rows';
import { productKey, productsByKey } from './product-import';

// Opening stock: the quantity a product starts the books with, as the product form's Opening Stock
// field records it (products.opening_stock: on hand = opening stock + purchased − sold). A row names
// its product by name, and by HSN code too when several products share the name. A product's
// opening stock already set (not 0) is replaced, or the row skipped when the import says skip.
// Cost Rate (optional) is what a unit of that stock cost before GST (products.opening_rate); a row
// without one keeps the product's.

const rowSchema = z.object({
  name: productInputSchema.shape.name,
  hsn_code: productInputSchema.shape.hsn_code.optional(),
  opening_stock: wholeNumberField('Opening Stock'),
  opening_rate: amountField('Cost Rate').optional(),
});

type OpeningStockUpdate = { before: ProductImportRow; quantity: number; rate: number | null };

export async function planOpeningStockImport(
  db: Db,
  records: readonly ImportRecord[],
  onMatch: 'update' | 'skip',
): Promise<ImportPlan> {
  const products = await findAllProducts(db);
  const byName = new Map<string, ProductImportRow[]>();
  const byKey = productsByKey(products);
  for (const product of products) {
    const name = folded(product.name);
    byName.set(name, [...(byName.get(name) ?? []), product]);
  }
  const problems: RowProblem[] = [];
  const updates: OpeningStockUpdate[] = [];
  const firstRowOf = new Map<number, number>();
  let toSkip = 0;
  for (const record of records) {
    const v = record.values;
    const parsed = rowSchema.safeParse({
      name: v.name,
      hsn_code: v.hsn_code?.trim() ? v.hsn_code : undefined,
      opening_stock: v.opening_stock,
      opening_rate: v.opening_rate?.trim() ? v.opening_rate : undefined,
    });
    if (!parsed.success) {
      problems.push(...problemsOf(record.row, parsed.error));
      continue;
    }
    const { name, hsn_code, opening_stock, opening_rate } = parsed.data;
    let product: ProductImportRow | undefined;
    if (hsn_code) {
      product = byKey.get(productKey(name, hsn_code));
      if (!product) {
        problems.push({
          row: record.row,
          field: 'name',
          message: `No product named ${name} with HSN Code ${hsn_code}`,
        });
        continue;
      }
    } else {
      const named = byName.get(folded(name)) ?? [];
      if (named.length !== 1) {
        problems.push({
          row: record.row,
          field: named.length === 0 ? 'name' : 'hsn_code',
          message:
            named.length === 0
              ? `No product named ${name}`
              : `${named.length} products are named ${name}: give the HSN Code of the one meant`,
        });
        continue;
      }
      product = named[0] as ProductImportRow;
    }
    const first = firstRowOf.get(product.id);
    if (first !== undefined) {
      problems.push({
        row: record.row,
        field: 'name',
        message: `Product ${product.name} repeats row ${first}`,
      });
      continue;
    }
    firstRowOf.set(product.id, record.row);
    const rate = opening_rate === undefined ? product.opening_rate : rupeesToPaise(opening_rate);
    const same = product.opening_stock === opening_stock && product.opening_rate === rate;
    if (same || (onMatch === 'skip' && product.opening_stock !== 0)) toSkip += 1;
    else updates.push({ before: product, quantity: opening_stock, rate });
  }
  return {
    problems,
    toCreate: 0,
    toUpdate: updates.length,
    toSkip,
    async write(ctx: RequestContext) {
      const updated: ImportedChange<ProductImportRow>[] = [];
      for (const { before, quantity, rate } of updates) {
        const after = await updateProductColumns(ctx.db, before.id, {
          opening_stock: quantity,
          opening_rate: rate,
        });
        if (after) updated.push({ before, after });
      }
      // The entry shows what an opening stock import changes, not the whole product.
      await logImport(ctx, 'product', { created: [], updated }, (row) => ({
        id: row.id,
        name: row.name,
        hsn_code: row.hsn_code,
        opening_stock: row.opening_stock,
        opening_rate: row.opening_rate === null ? null : paiseToRupees(Number(row.opening_rate)),
      }));
    },
  };
}
