import type { ListQuery } from '@bahi/domain/schemas';
import { type Insertable, type SqlBool, sql } from 'kysely';
import type { Db } from '../core/db/database';
import { containsPattern, containsText } from '../core/db/list-filters';
import type { PurchaseItemTable, PurchaseTable } from '../core/db/schema-documents';

import type { PurchaseRow } from '../documents/original-documents-repository';

// The rows read by id live with what documents share (other features read them too).
export {
  findPurchaseById,
  findPurchaseItems,
  lockPurchaseById,
  type PurchaseItemRow,
  type PurchaseRow,
} from '../documents/original-documents-repository';

export type PurchaseValuesRow = Omit<Insertable<PurchaseTable>, 'id' | 'created_at'>;
export type PurchaseItemValuesRow = Omit<Insertable<PurchaseItemTable>, 'id' | 'purchase_id'>;

function purchaseConditions(db: Db, query: ListQuery) {
  const conditions = [];
  if (query.from) conditions.push(sql<SqlBool>`purchase_date >= ${query.from}`);
  if (query.to) conditions.push(sql<SqlBool>`purchase_date <= ${query.to}`);
  if (query.search) {
    conditions.push(
      sql<SqlBool>`(${sql.join(
        [
          containsText(db, 'purchase_number', query.search),
          containsText(db, 'supplier_invoice_number', query.search),
          containsText(db, 'supplier_name', query.search),
        ],
        sql` or `,
      )})`,
    );
  }
  return conditions;
}

/** One page, newest purchase date first (search: purchase number, supplier invoice number, supplier). */
export function findPurchases(db: Db, query: ListQuery): Promise<PurchaseRow[]> {
  return db
    .selectFrom('purchases')
    .selectAll()
    .where((eb) => eb.and(purchaseConditions(db, query)))
    .orderBy('purchase_date', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
}

export async function countPurchases(db: Db, query: ListQuery): Promise<number> {
  const row = await db
    .selectFrom('purchases')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where((eb) => eb.and(purchaseConditions(db, query)))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export type SameBillRow = Pick<PurchaseRow, 'id' | 'purchase_number' | 'purchase_date'>;

/** A standing purchase of this supplier's bill (by bill key) in a financial year, other than `exceptId`. */
export function findPurchaseOfSameBill(
  db: Db,
  bill: { supplierId: number; financialYear: string; billKey: string; exceptId?: number },
): Promise<SameBillRow | undefined> {
  let query = db
    .selectFrom('purchases')
    .select(['id', 'purchase_number', 'purchase_date'])
    .where('supplier_id', '=', bill.supplierId)
    .where('financial_year', '=', bill.financialYear)
    .where('supplier_bill_key', '=', bill.billKey);
  if (bill.exceptId !== undefined) query = query.where('id', '!=', bill.exceptId);
  return query.orderBy('id').executeTakeFirst();
}

export function findPurchaseByNumber(db: Db, purchaseNumber: string): Promise<PurchaseRow | undefined> {
  return db
    .selectFrom('purchases')
    .selectAll()
    .where('purchase_number', '=', purchaseNumber)
    .executeTakeFirst();
}

/** The highest purchase number of a series head ('PUR/25-26/'), longest first so 10000 beats 9999. */
export async function findHighestPurchaseNumber(db: Db, seriesHead: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('purchases')
    .select('purchase_number')
    .where(sql<SqlBool>`purchase_number like ${containsPattern(seriesHead).slice(1)} escape '\\'`)
    .orderBy(sql`length(purchase_number)`, 'desc')
    .orderBy('purchase_number', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.purchase_number;
}

export async function insertPurchase(db: Db, values: PurchaseValuesRow): Promise<number> {
  const row = await db.insertInto('purchases').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertPurchaseItems(
  db: Db,
  purchaseId: number,
  items: readonly PurchaseItemValuesRow[],
): Promise<void> {
  if (items.length === 0) return;
  await db
    .insertInto('purchase_items')
    .values(items.map((item) => ({ ...item, purchase_id: purchaseId })))
    .execute();
}

/** Replaces a purchase's header figures; its number, supplier snapshot date and seller copy stay as given. */
export async function updatePurchase(
  db: Db,
  id: number,
  values: Omit<PurchaseValuesRow, 'purchase_number'>,
): Promise<void> {
  await db.updateTable('purchases').set(values).where('id', '=', id).execute();
}

export async function deletePurchaseItems(db: Db, purchaseId: number): Promise<void> {
  await db.deleteFrom('purchase_items').where('purchase_id', '=', purchaseId).execute();
}

/**
 * Marks a purchase cancelled. Its bill key goes, so the supplier's bill can be recorded again
 * correctly; the bill number itself stays on the cancelled purchase.
 */
export async function markPurchaseCancelled(db: Db, id: number): Promise<void> {
  await db
    .updateTable('purchases')
    .set({ status: 'Cancelled', supplier_bill_key: null })
    .where('id', '=', id)
    .execute();
}

/** Takes a purchase's rows out of the stock ledger (the stock_balances triggers follow). */
export async function deletePurchaseStockMovements(db: Db, purchaseId: number): Promise<void> {
  await db
    .deleteFrom('stock_movements')
    .where('source_type', '=', 'purchase')
    .where('source_id', '=', purchaseId)
    .execute();
}

/** Numbers of the live payments applied to a purchase, oldest first. */
export async function findPaymentNumbersOfPurchase(db: Db, purchaseId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('voucher_allocations as a')
    .innerJoin('vouchers as v', 'v.id', 'a.voucher_id')
    .select('v.voucher_number')
    .where('a.purchase_id', '=', purchaseId)
    .where('v.removed_at', 'is', null)
    .orderBy('v.seq')
    .execute();
  return rows.map((row) => row.voucher_number);
}
