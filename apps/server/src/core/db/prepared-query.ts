import { type Compilable, CompiledQuery, type RawBuilder } from 'kysely';
import type { Db } from './database';

// A statement whose shape never changes, built and compiled by Kysely once per dialect and then
// run with each call's values. Kysely builds a statement as a tree of frozen nodes and compiles
// it to SQL on every call: for the token lookup every signed-in script's request makes, that was
// 35-55 µs of CPU, more than SQLite's answer, and 0.3-0.6 ms for a page of the invoice list
// (docs/performance.md).
//
// The statement is built once with a placeholder standing for each argument; each placeholder
// lands among the compiled parameters, where the call's own value replaces it. So `build` must
// pass its arguments into the statement as values and do nothing else with them: no branch, no
// array (`in` lists change the shape), no arithmetic. Under Vitest every call also builds its
// statement anew with its own values and fails if that differs from what it ran, so each test
// that reaches a prepared statement checks it (prepared-query.test.ts checks the check).

/** Stands for the call's argument at `index` while the statement is built once. */
class Placeholder {
  constructor(readonly index: number) {}
}

type Prepared = { sql: string; parameters: readonly unknown[] };

const VERIFY_EACH_CALL = process.env.VITEST === 'true';

/**
 * `build` made into a function that runs its statement, compiled once per dialect. Answers the
 * rows; firstRow of them is what executeTakeFirst would answer.
 */
export function preparedQuery<Args extends readonly unknown[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row> | RawBuilder<Row>,
): (db: Db, ...args: Args) => Promise<Row[]> {
  // A query builder compiles through the database it was made from; an sql`` template is told it.
  const compile = (db: Db, args: Args) => {
    const query = build(db, ...args);
    return 'isRawBuilder' in query ? query.compile(db) : query.compile();
  };
  const byDialect = new Map<unknown, Prepared>();
  return async (db, ...args) => {
    // The adapter is the dialect's: a transaction and its database share it.
    const adapter = db.getExecutor().adapter;
    let prepared = byDialect.get(adapter.constructor);
    if (!prepared) {
      const placeholders = args.map((_, index) => new Placeholder(index)) as unknown as Args;
      const { sql, parameters } = compile(db, placeholders);
      prepared = { sql, parameters };
      byDialect.set(adapter.constructor, prepared);
    }
    const parameters = prepared.parameters.map((parameter) =>
      parameter instanceof Placeholder ? args[parameter.index] : parameter,
    );
    if (VERIFY_EACH_CALL) verify(prepared.sql, parameters, compile(db, args));
    const result = await db.executeQuery(CompiledQuery.raw(prepared.sql, parameters));
    return result.rows as Row[];
  };
}

function verify(sql: string, parameters: readonly unknown[], anew: CompiledQuery): void {
  const same =
    sql === anew.sql &&
    parameters.length === anew.parameters.length &&
    parameters.every((value, index) => Object.is(value, anew.parameters[index]));
  if (!same) {
    throw new Error(`A prepared statement's shape depends on its arguments: ${anew.sql} differs from ${sql}`);
  }
}

/** The first row, or undefined: executeTakeFirst's answer. */
export async function firstRow<Row>(rows: Promise<Row[]>): Promise<Row | undefined> {
  return (await rows)[0];
}

/** The one row a table always holds (a settings row, created by its migration). */
export async function theRow<Row>(rows: Promise<Row[]>, table: string): Promise<Row> {
  const [row] = await rows;
  if (row === undefined) throw new Error(`The ${table} row is missing: its migration creates it`);
  return row;
}
