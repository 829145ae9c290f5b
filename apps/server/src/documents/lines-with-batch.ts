import { type Selectable, sql } from 'kysely';
import type { Db } from '../core/db/database';
import { preparedQuery } from '../core/db/prepared-query';
import type { Database } from '../core/db/schema';
import type { LineBatchColumns } from '../core/db/schema-columns';

/** Each document's line table, and the column that names the document a line is on. */
const DOCUMENT_COLUMN_OF = {
  invoice_items: 'invoice_id',
  purchase_items: 'purchase_id',
  sales_note_items: 'note_id',
  purchase_return_items: 'return_id',
} as const;

export type LineTable = keyof typeof DOCUMENT_COLUMN_OF;

/** A stored line as read with its batch's number and expiry (null without batches). */
export type LineWithBatch<T extends LineTable> = Selectable<Database[T]> & LineBatchColumns;

/** A document's lines in their order, each with its batch: one query, compiled once per table. */
export function findLinesWithBatch<T extends LineTable>(
  db: Db,
  table: T,
  documentId: number,
): Promise<LineWithBatch<T>[]> {
  let run = PREPARED.get(table);
  if (!run) {
    run = preparedQuery((_db: Db, id: number) => linesWithBatchQuery<LineTable>(table, id));
    PREPARED.set(table, run);
  }
  return run(db, documentId) as Promise<LineWithBatch<T>[]>;
}

/** findLinesWithBatch's statement per line table (db/prepared-query.ts). */
const PREPARED = new Map<LineTable, (db: Db, id: number) => Promise<LineWithBatch<LineTable>[]>>();

/** The statement of findLinesWithBatch, for a caller that reads it inside a larger one. */
export function linesWithBatchQuery<T extends LineTable>(table: T, documentId: number) {
  // Written as SQL because the query builder cannot follow a table chosen by a type parameter; the
  // query is the same for every line table, and its rows are that table's columns and the batch's two.
  const lines = sql.table(table);
  return sql<LineWithBatch<T>>`select ${lines}.*, product_batches.batch_number,
      product_batches.expiry_date as batch_expiry_date
    from ${lines} left join product_batches on product_batches.id = ${sql.ref(`${table}.batch_id`)}
    where ${sql.ref(`${table}.${DOCUMENT_COLUMN_OF[table]}`)} = ${documentId}
    order by ${sql.ref(`${table}.line_no`)}`;
}
