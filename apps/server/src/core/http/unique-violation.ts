/**
 * True when the database refused a write because of a UNIQUE constraint, in either dialect.
 * Repositories check uniqueness first for a friendly message; this catches the race in which
 * two requests pass that check at the same moment.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * The columns of the UNIQUE constraint a write broke, as the database names them: PostgreSQL's
 * detail "Key (a, b)=(…) already exists.", SQLite's "UNIQUE constraint failed: t.a, t.b". Empty
 * when the error does not say.
 */
export function uniqueViolationColumns(error: unknown): string[] {
  const { detail, message } = error as { detail?: unknown; message?: unknown };
  const postgres = typeof detail === 'string' ? /^Key \(([^)]+)\)=/.exec(detail) : null;
  if (postgres?.[1])
    return postgres[1].split(',').map((column) => column.trim().replace(/^lower\(|\)$/g, ''));
  const sqlite = typeof message === 'string' ? /UNIQUE constraint failed: (.+)$/.exec(message) : null;
  if (sqlite?.[1]) return sqlite[1].split(',').map((column) => column.trim().split('.').at(-1) ?? column);
  return [];
}

/** The 409 a unique race answers: which field, and that nothing was saved. */
export function uniqueViolationAnswer(error: unknown): {
  message: string;
  errors?: Record<string, string[]>;
} {
  const columns = uniqueViolationColumns(error).filter((column) => column !== 'financial_year');
  const field = columns.at(-1);
  if (!field)
    return {
      message: 'Another save took the same unique value at the same moment; nothing was saved: try again',
    };
  // A *_key column is the upper-cased copy of a number the user typed (number_key, supplier_bill_key).
  const typed = field === 'number_key' ? 'number' : field.replace(/_key$/, '_number');
  const message = `Another save took the same ${typed.replaceAll('_', ' ')} at the same moment; nothing was saved: try again`;
  return { message, errors: { [typed === 'number' ? field : typed]: [message] } };
}
