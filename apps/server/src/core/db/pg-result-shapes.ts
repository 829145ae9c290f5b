import pg from 'pg';
import { parsedRowMaker } from './row-literal';

/**
 * node-postgres prepares every result for its rows in `Result.addFields`: it looks up a parser
 * per column and builds an empty row to clone, through an object without a prototype (which V8
 * keeps as a slow dictionary) copied with a spread. That cost 17 µs for a result of 25 columns,
 * and a request reads several results: in a profile of the invoice list on PostgreSQL it was the
 * largest single function, 8 % of the app's CPU (docs/performance.md). Each row is then that empty
 * row cloned and filled by name in a loop: 57-89 µs for 50 rows of 25 columns.
 *
 * Our statements come back in a few dozen shapes (column names, types and formats), so the
 * parsers and a row maker (row-literal.ts: one object literal with the names written in) are made
 * once per shape and reused: 4 µs to prepare a result, 17 µs for its 50 rows. The rows are the
 * ones pg made: the same names in the same order, each value through the same parser, asked of
 * the same source (each connection's type overrides, which fall back to the global parsers). A
 * result read as arrays (rowMode 'array') or with a binary column keeps pg's own parseRow. The
 * shapes are kept per source, and all are forgotten when a parser is set anywhere: ours are set
 * once, before any query (database.ts).
 */

type FieldDescription = { name: string; dataTypeID: number; format?: string };
type Parser = (value: string) => unknown;
type TypeSource = { getTypeParser(oid: number, format?: string): unknown };
type ResultInternals = {
  fields: FieldDescription[];
  rowAsArray: boolean;
  parseRow?: unknown;
  _types: TypeSource | undefined;
  _parsers: Parser[];
  _prebuiltEmptyResultObject: Record<string, null> | null;
};
type Shape = {
  parsers: Parser[];
  emptyRow: Record<string, null>;
  makeRow: ReturnType<typeof parsedRowMaker> | null;
};

const SHAPES_KEPT = 500;
let shapesBySource = new WeakMap<TypeSource, Map<string, Shape>>();

function shapeKey(fields: readonly FieldDescription[]): string {
  let key = '';
  for (const field of fields)
    key += `${field.name}\u0000${field.dataTypeID}\u0000${field.format ?? 'text'}\u0001`;
  return key;
}

function shapeOf(source: TypeSource, fields: readonly FieldDescription[]): Shape {
  const row: Record<string, null> = Object.create(null);
  const parsers = fields.map((field) => {
    row[field.name] = null;
    return source.getTypeParser(field.dataTypeID, field.format ?? 'text') as Parser;
  });
  const binary = fields.some((field) => field.format === 'binary');
  return {
    parsers,
    emptyRow: { ...row },
    makeRow: binary ? null : parsedRowMaker(fields.map((field) => field.name)),
  };
}

function shapesOf(source: TypeSource): Map<string, Shape> {
  let shapes = shapesBySource.get(source);
  if (!shapes) {
    shapes = new Map();
    shapesBySource.set(source, shapes);
  }
  return shapes;
}

/** Wraps a setTypeParser so that setting a parser forgets every kept shape. */
function forgettingShapes<T extends (...args: never[]) => unknown>(setTypeParser: T): T {
  return function setTypeParserForgettingShapes(this: unknown, ...args: Parameters<T>) {
    shapesBySource = new WeakMap();
    return setTypeParser.apply(this, args);
  } as T;
}

let installed = false;

/** Replaces Result.addFields with the cached one; once per process. */
export function installPgResultShapes(): void {
  if (installed) return;
  installed = true;
  const library = pg as unknown as {
    Result: { prototype: Record<string, unknown> };
    TypeOverrides: { prototype: { setTypeParser: (...args: never[]) => unknown } };
    types: { setTypeParser: (...args: never[]) => unknown };
  };
  const original = library.Result.prototype.addFields as (
    this: ResultInternals,
    fields: FieldDescription[],
  ) => void;
  library.Result.prototype.addFields = function addFields(this: ResultInternals, fields: FieldDescription[]) {
    const source = this._types;
    if (!source) {
      original.call(this, fields);
      return;
    }
    const shapes = shapesOf(source);
    const key = shapeKey(fields);
    let shape = shapes.get(key);
    if (!shape) {
      if (shapes.size >= SHAPES_KEPT) shapes.clear();
      shape = shapeOf(source, fields);
      shapes.set(key, shape);
    }
    this.fields = fields;
    // pg writes nothing into these, but a copy of the parsers keeps a result from ever sharing
    // an array another result could change.
    this._parsers = shape.parsers.slice();
    this._prebuiltEmptyResultObject = shape.emptyRow;
    if (!this.rowAsArray) {
      // pg prepares a new result for each statement of a query, but should one be prepared twice,
      // a binary shape after a text one must not keep the text one's maker.
      if (shape.makeRow) this.parseRow = shape.makeRow;
      else delete this.parseRow;
    }
  };
  library.TypeOverrides.prototype.setTypeParser = forgettingShapes(
    library.TypeOverrides.prototype.setTypeParser,
  );
  library.types.setTypeParser = forgettingShapes(library.types.setTypeParser);
}
