import type { ImportOnMatch } from '@bahi/domain/schemas';
import type { z } from 'zod';
import type { Db } from '../core/db/database';
import type { RowProblem } from '../core/http/errors';
import type { RequestContext } from '../core/http/request-context';

// What every kind of import shares: a row of the file as its fields' text, the plan an import
// makes of the rows (problems, counts, and the writes it would make), and zod's issues as problems.

/** A row of the file: each field's text, undefined when no column is read as the field. */
export type ImportRecord = { row: number; values: Record<string, string | undefined> };

export type ImportPlan = {
  problems: RowProblem[];
  toCreate: number;
  toUpdate: number;
  toSkip: number;
  /** Categories the rows name that do not exist (products), as first written. */
  newCategories?: string[];
  /** Makes the writes; ctx.db is the import's transaction. */
  write(ctx: RequestContext): Promise<void>;
};

/** Products: create the categories the rows name that do not exist, rather than refuse the rows. */
export type ImportOptions = { createCategories: boolean };

export type PlanImport = (
  db: Db,
  records: readonly ImportRecord[],
  onMatch: ImportOnMatch,
  options: ImportOptions,
) => Promise<ImportPlan>;

/** The problems of a row as the form's schema words them, one per field and message. */
export function problemsOf(
  row: number,
  error: z.ZodError,
  rename: Record<string, string> = {},
): RowProblem[] {
  const seen = new Set<string>();
  const problems: RowProblem[] = [];
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'row');
    const field = rename[key] ?? key;
    const id = `${field}\u0000${issue.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    problems.push({ row, field, message: issue.message });
  }
  return problems;
}

/** Text as the record keeps it: trimmed, case folded, for matching names. */
export function folded(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Yes/No, True/False, Y/N or 1/0 → a boolean; blank → undefined (the default); anything else as it is. */
export function yesNo(text: string | undefined): unknown {
  if (text === undefined || text.trim() === '') return undefined;
  const value = text.trim().toLowerCase();
  if (['yes', 'y', 'true', '1'].includes(value)) return true;
  if (['no', 'n', 'false', '0'].includes(value)) return false;
  return text;
}

/** True when writing these columns would change nothing of the record. */
export function changesNothing(record: Record<string, unknown>, columns: Record<string, unknown>): boolean {
  return Object.entries(columns).every(([key, value]) => (record[key] ?? null) === (value ?? null));
}
