import type { Db } from '../core/db/database';
import type { DateRange } from '../core/db/date-range';

// The documents of the books a 2B is matched against, dated in a range: purchases that stand,
// issued purchase returns (their own number: the supplier's credit note is matched on amounts)
// and expenses with GST from a registered supplier outside reverse charge, each with the supplier's
// GSTIN. One query each, on the date indexes. `number` is the supplier's bill number where the
// books keep one; `credit_date` is the date GSTR-3B takes its credit by.

export type BooksCandidateRow = {
  id: number;
  number: string | null;
  own_number: string | null;
  supplier_gstin: string;
  supplier_name: string;
  date: string;
  credit_date: string;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
};

export function findCandidatePurchases(db: Db, range: DateRange): Promise<BooksCandidateRow[]> {
  return db
    .selectFrom('purchases')
    .select([
      'id',
      'supplier_invoice_number as number',
      'purchase_number as own_number',
      'supplier_gstin as supplier_gstin',
      'supplier_name',
      'purchase_date as date',
      'purchase_date as credit_date',
      'total_amount as taxable',
      'cgst_amount as cgst',
      'sgst_amount as sgst',
      'igst_amount as igst',
    ])
    .$narrowType<{ supplier_gstin: string }>()
    .where((eb) => eb.between('purchase_date', range.from, range.to))
    .where('status', '!=', 'Cancelled')
    .where('supplier_gstin', 'is not', null)
    .orderBy('purchase_date')
    .orderBy('id')
    .execute();
}

export function findCandidatePurchaseReturns(db: Db, range: DateRange): Promise<BooksCandidateRow[]> {
  return db
    .selectFrom('purchase_returns')
    .select((eb) => [
      'id',
      // The supplier's note number when typed (a value note recorded from 2B has it), else ours.
      eb.fn.coalesce('supplier_note_number', 'return_number').as('number'),
      'return_number as own_number',
      'supplier_gstin as supplier_gstin',
      'supplier_name',
      'date',
      'date as credit_date',
      'total_amount as taxable',
      'cgst_amount as cgst',
      'sgst_amount as sgst',
      'igst_amount as igst',
    ])
    .$narrowType<{ supplier_gstin: string }>()
    .where((eb) => eb.between('date', range.from, range.to))
    .where('status', '=', 'Issued')
    .where('supplier_gstin', 'is not', null)
    .orderBy('date')
    .orderBy('id')
    .execute();
}

export function findCandidateExpenses(db: Db, range: DateRange): Promise<BooksCandidateRow[]> {
  return db
    .selectFrom('expenses')
    .select((eb) => [
      'id',
      'bill_number as number',
      'reference as own_number',
      'supplier_gstin as supplier_gstin',
      'payee as supplier_name',
      eb.fn.coalesce('bill_date', 'date').as('date'),
      'date as credit_date',
      'taxable',
      'cgst_amount as cgst',
      'sgst_amount as sgst',
      'igst_amount as igst',
    ])
    .$narrowType<{ supplier_gstin: string }>()
    .where((eb) => eb.between('date', range.from, range.to))
    .where('reverse_charge', '=', 0)
    .where('supplier_gstin', 'is not', null)
    .where((eb) => eb('cgst_amount', '>', 0).or('sgst_amount', '>', 0).or('igst_amount', '>', 0))
    .orderBy('date')
    .orderBy('id')
    .execute();
}

/** The most recent purchase from a supplier on or before a date: what a return would be against. */
export async function findLastPurchaseFrom(
  db: Db,
  gstin: string,
  onOrBefore: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('purchases')
    .select('id')
    .where('supplier_gstin', '=', gstin)
    .where('status', '!=', 'Cancelled')
    .where('purchase_date', '<=', onOrBefore)
    .orderBy('purchase_date', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}
