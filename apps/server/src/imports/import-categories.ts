import { type Category, categoryInputSchema } from '@bahi/domain/schemas';
import type { RowProblem } from '../core/http/errors';
import type { RequestContext } from '../core/http/request-context';
import { logImport } from './import-edit-log';
import { type CategoryImportRow, insertCategories } from './import-repository';
import { folded } from './import-rows';

// The categories a product file names. A name Bahi does not have is listed for the preview; with
// the import's consent (create_categories) it is created in the import's transaction, each with
// its edit log entry, instead of refusing every row that names it.

/** A created category in the edit log as the API shows it, as the categories screen logs it. */
function categoryView(row: CategoryImportRow): Category {
  return { id: row.id, name: row.name, created_at: row.created_at, version: row.version };
}

/** A row's category: none, one that exists, or one the import creates (by its folded name). */
export type RowCategory = { id: number | null; created: string | null };

export type CategoryPlan = {
  /** The row's category, or the problem that stops the row. */
  resolve(row: number, text: string | undefined): RowCategory | RowProblem;
  /** The names to create, as first written in the file. */
  newNames(): string[];
  /** Creates them; answers every category's id and name by folded name, the new ones included. */
  write(ctx: RequestContext): Promise<Map<string, { id: number; name: string }>>;
};

export function planCategories(
  existing: readonly { id: number; name: string }[],
  createCategories: boolean,
): CategoryPlan {
  const byName = new Map(existing.map((category) => [folded(category.name), category]));
  const fresh = new Map<string, string>();
  return {
    resolve(row, text) {
      const name = text?.trim().replace(/\s+/g, ' ') ?? '';
      if (name === '') return { id: null, created: null };
      const key = folded(name);
      const found = byName.get(key);
      if (found) return { id: found.id, created: null };
      const checked = categoryInputSchema.shape.name.safeParse(name);
      if (!checked.success) {
        return {
          row,
          field: 'category',
          message: checked.error.issues[0]?.message ?? 'Category is not valid',
        };
      }
      if (!fresh.has(key)) fresh.set(key, name);
      if (!createCategories) {
        return { row, field: 'category', message: `Category ${name} does not exist` };
      }
      return { id: null, created: key };
    },
    newNames: () => [...fresh.values()],
    async write(ctx) {
      const all = new Map(byName);
      if (!createCategories || fresh.size === 0) return all;
      const created = await insertCategories(ctx.db, [...fresh.values()]);
      for (const category of created) all.set(folded(category.name), category);
      await logImport(ctx, 'category', { created, updated: [] }, categoryView);
      return all;
    },
  };
}
