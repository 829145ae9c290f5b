import type { ImportField } from '@bahi/domain/schemas';
import { ValidationError } from '../core/http/errors';

// Which column of the file each field is read from. A column whose header is the field's label,
// its key or one of its other names (ignoring case, spaces and punctuation) is taken unless the
// request maps the field itself; null leaves a field out.

export type ColumnMapping = Record<string, string | null>;

function normal(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9%]/g, '');
}

export function mapColumns(
  fields: readonly ImportField[],
  columns: readonly string[],
  requested: ColumnMapping | undefined,
): { mapping: ColumnMapping; index: Map<string, number> } {
  const byName = new Map<string, number>();
  columns.forEach((column, i) => {
    const key = normal(column);
    if (key !== '' && !byName.has(key)) byName.set(key, i);
  });
  const known = new Set(fields.map((field) => field.key));
  const errors: Record<string, string[]> = {};
  for (const [key, column] of Object.entries(requested ?? {})) {
    if (!known.has(key)) errors[`mapping.${key}`] = [`${key} is not a field of this import`];
    else if (column !== null && !columns.includes(column)) {
      errors[`mapping.${key}`] = [`Column "${column}" is not in the file`];
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const mapping: ColumnMapping = {};
  const index = new Map<string, number>();
  for (const field of fields) {
    let at: number | undefined;
    if (requested && field.key in requested) {
      const column = requested[field.key];
      at = column === null || column === undefined ? undefined : columns.indexOf(column);
    } else {
      at = [field.label, field.key, ...field.aliases]
        .map((name) => byName.get(normal(name)))
        .find((i) => i !== undefined);
    }
    mapping[field.key] = at === undefined ? null : (columns[at] ?? null);
    if (at !== undefined) index.set(field.key, at);
  }
  return { mapping, index };
}
