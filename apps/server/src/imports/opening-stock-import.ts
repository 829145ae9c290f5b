import { productInputSchema, wholeNumberField } from '@bahi/domain/schemas';
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

const rowSchema = z.object({
  name: productInputSchema.shape.name,
  hsn_code: productInputSchema.shape.hsn_code.optional(),
  opening_stock: wholeNumberField('Opening Stock'),
});

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
  const updates: { before: ProductImportRow; quantity: number }[] = [];
  const firstRowOf = new Map<number, number>();
  let toSkip = 0;
  for (const record of records) {
    const v = record.values;
    const parsed = rowSchema.safeParse({
      name: v.name,
      hsn_code: v.hsn_code?.trim() ? v.hsn_code : undefined,
      opening_stock: v.opening_stock,
    });
    if (!parsed.success) {
      problems.push(...problemsOf(record.row, parsed.error));
      continue;
    }
    const { name, hsn_code, opening_stock } = parsed.data;
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
    if (product.opening_stock === opening_stock || (onMatch === 'skip' && product.opening_stock !== 0))
      toSkip += 1;
    else updates.push({ before: product, quantity: opening_stock });
  }
  return {
    problems,
    toCreate: 0,
    toUpdate: updates.length,
    toSkip,
    async write(ctx: RequestContext) {
      const updated: ImportedChange<ProductImportRow>[] = [];
      for (const { before, quantity } of updates) {
        const after = await updateProductColumns(ctx.db, before.id, { opening_stock: quantity });
        if (after) updated.push({ before, after });
      }
      // The entry shows what an opening stock import changes, not the whole product.
      await logImport(ctx, 'product', { created: [], updated }, ({ id, name, hsn_code, opening_stock }) => ({
        id,
        name,
        hsn_code,
        opening_stock,
      }));
    },
  };
}
