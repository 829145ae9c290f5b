import { type Insertable, type SqlBool, sql } from 'kysely';
import type { Db } from '../core/db/database';
import { containsPattern } from '../core/db/list-filters';
import type { InvoiceItemTable, InvoiceStatusColumn, InvoiceTable } from '../core/db/schema-documents';

// The rows read by id live with what documents share (other features read them too).
export {
  findInvoiceById,
  findInvoiceItems,
  type InvoiceItemRow,
  type InvoiceRow,
  lockInvoiceById,
} from '../documents/original-documents-repository';

export type InvoiceValuesRow = Omit<
  Insertable<InvoiceTable>,
  'id' | 'created_at' | 'updated_at' | 'status'
> & {
  status: InvoiceStatusColumn;
};
export type InvoiceItemValuesRow = Omit<Insertable<InvoiceItemTable>, 'id' | 'invoice_id'>;

/** The invoice using this number in this financial year, other than `exceptId`. */
export function findInvoiceByNumber(
  db: Db,
  financialYear: string,
  numberKey: string,
  exceptId = 0,
): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('invoices')
    .select('id')
    .where('financial_year', '=', financialYear)
    .where('number_key', '=', numberKey)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
}

/**
 * The highest number of a series head ('INV/25-26/') in a financial year. Longer numbers sort
 * first so that 'INV/25-26/10000' beats 'INV/25-26/9999'.
 */
export async function findHighestSeriesNumber(
  db: Db,
  financialYear: string,
  seriesHead: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('invoices')
    .select('number_key')
    .where('financial_year', '=', financialYear)
    .where(sql<SqlBool>`number_key like ${containsPattern(seriesHead.toUpperCase()).slice(1)} escape '\\'`)
    .orderBy(sql`length(number_key)`, 'desc')
    .orderBy('number_key', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.number_key;
}

export async function insertInvoice(db: Db, values: InvoiceValuesRow): Promise<number> {
  const row = await db.insertInto('invoices').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateInvoice(
  db: Db,
  id: number,
  values: InvoiceValuesRow,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('invoices')
    .set({ ...values, updated_at: updatedAt })
    .where('id', '=', id)
    .execute();
}

export async function insertInvoiceItems(
  db: Db,
  invoiceId: number,
  items: readonly InvoiceItemValuesRow[],
): Promise<void> {
  if (items.length === 0) return;
  await db
    .insertInto('invoice_items')
    // Object.assign, not a literal that begins with a spread (slow to build: invoice-presenter.ts);
    // invoice_id last, so that it wins over any the line might carry.
    .values(items.map((item) => Object.assign({}, item, { invoice_id: invoiceId })))
    .execute();
}

export async function deleteInvoiceItems(db: Db, invoiceId: number): Promise<void> {
  await db.deleteFrom('invoice_items').where('invoice_id', '=', invoiceId).execute();
}

export async function updateInvoiceStatus(
  db: Db,
  id: number,
  status: InvoiceStatusColumn,
  updatedAt: string,
): Promise<void> {
  await db.updateTable('invoices').set({ status, updated_at: updatedAt }).where('id', '=', id).execute();
}
