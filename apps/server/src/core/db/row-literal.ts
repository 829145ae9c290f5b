// Row objects made by one object literal per statement, with the statement's column names written
// in: for SQLite's rows (database.ts) and PostgreSQL's (pg-result-shapes.ts). Setting the names in
// a loop (row[names[i]] = values[i]) cost 66-72 µs for 50 rows of 21 columns, against 2-4 µs
// this way: V8 builds a literal's object from one template, where each computed-name store looks
// the name up again, and with every statement's names passing through the one loop those lookups
// stop being cached. The objects are the ones the loop made: one own property per column, in the
// order of their first appearance, a later column of the same name winning.

/**
 * A column name as an object literal's key: a JSON string literal, so no name can break out of
 * it. "__proto__" is written as a computed name, making it an own property (as the loop made it)
 * rather than the row's prototype.
 */
function literalKey(name: string): string {
  const key = JSON.stringify(name);
  return name === '__proto__' ? `[${key}]` : key;
}

/** The function that makes a row object of a statement's values, in its column order. */
export function rowMaker(names: readonly string[]): (values: unknown[]) => Record<string, unknown> {
  const fields = names.map((name, index) => `${literalKey(name)}: values[${index}]`);
  return new Function('values', `return { ${fields.join(', ')} };`) as (
    values: unknown[],
  ) => Record<string, unknown>;
}

/**
 * The same for node-postgres: each value read through its column's parser (a method's `this`
 * holds them as `_parsers`), SQL null kept as null without asking the parser.
 */
export function parsedRowMaker(
  names: readonly string[],
): (
  this: { _parsers: ((value: string) => unknown)[] },
  values: (string | null)[],
) => Record<string, unknown> {
  const fields = names.map(
    (name, index) =>
      `${literalKey(name)}: (value = values[${index}]) === null ? null : parsers[${index}](value)`,
  );
  return new Function(
    'values',
    `const parsers = this._parsers; let value; return { ${fields.join(', ')} };`,
  ) as ReturnType<typeof parsedRowMaker>;
}
