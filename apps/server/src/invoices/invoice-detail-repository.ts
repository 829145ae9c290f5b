import { sql } from 'kysely';
import type { Db } from '../core/db/database';
import { dialectOfDb } from '../core/db/derived/index';
import { preparedQuery } from '../core/db/prepared-query';
import {
  type FollowUpRow,
  findInvoiceFollowUps,
  followUpRowsQuery,
  followUpsOf,
  type InvoiceFollowUps,
} from '../documents/invoice-follow-ups';
import { linesWithBatchQuery } from '../documents/lines-with-batch';
import {
  findInvoiceById,
  findInvoiceItems,
  type InvoiceItemRow,
  type InvoiceRow,
} from '../documents/original-documents-repository';

// What an invoice's detail reads: the invoice, its lines with their batches, and what followed it
// (receipts, opening advances, notes). Three statements on SQLite, which answers them in this
// process. On PostgreSQL each statement is a round trip, and a round trip cost Node about 0.13 ms
// of CPU whatever it carried (docs/performance.md): there the same three statements are read as
// one, the lines and the follow-ups each gathered into a JSON array by the database. JSON gives
// the same values as the driver's own rows would: every column of the three is text, integer or
// bigint, and bigint is read as a number either way (core/db/database.ts).

export type InvoiceDetailRows = { row: InvoiceRow; items: InvoiceItemRow[]; followUps: InvoiceFollowUps };

export async function findInvoiceDetailRows(db: Db, id: number): Promise<InvoiceDetailRows | undefined> {
  if (dialectOfDb(db) === 'postgres') return findInOneStatement(db, id);
  const [row, items, followUps] = await Promise.all([
    findInvoiceById(db, id),
    findInvoiceItems(db, id),
    findInvoiceFollowUps(db, id),
  ]);
  return row && { row, items, followUps };
}

async function findInOneStatement(db: Db, id: number): Promise<InvoiceDetailRows | undefined> {
  const [found] = await detailInOneStatement(db, id);
  return found && { row: found.invoice, items: found.items, followUps: followUpsOf(found.follow_ups) };
}

/** Compiled once (db/prepared-query.ts). */
const detailInOneStatement = preparedQuery(
  (_db: Db, id: number) => sql<{ invoice: InvoiceRow; items: InvoiceItemRow[]; follow_ups: FollowUpRow[] }>`
    select row_to_json(invoices) as invoice,
      (select coalesce(json_agg(lines order by lines.line_no), '[]')
        from (${linesWithBatchQuery('invoice_items', id)}) lines) as items,
      (select coalesce(json_agg(follow_ups), '[]') from (${followUpRowsQuery(id)}) follow_ups) as follow_ups
    from invoices where invoices.id = ${id}`,
);
