import type { Db } from '../core/db/database';
import type { PeriodRange } from './returns-repository';

// What the credit ledger reads for the periods before the one shown: each period's output tax
// per head (the invoice lines that stand, from the kept outward totals of
// outward-totals-repository.ts; less credit notes, plus debit notes, summed over the notes' indexed
// date ranges), where the books begin, and the last GSTR-3B marked filed (whose closing balance
// the ledger starts from).

export type HeadSums = { cgst: number; sgst: number; igst: number };

const sums = <T extends string>(prefix: T) =>
  ({
    cgst: `${prefix}.cgst_amount`,
    sgst: `${prefix}.sgst_amount`,
    igst: `${prefix}.igst_amount`,
  }) as const;

/** Tax per head of the notes of one kind dated in the range that stand. */
export function findNoteTaxSums(db: Db, range: PeriodRange, kind: 'credit' | 'debit'): Promise<HeadSums> {
  const column = sums('sales_notes');
  return db
    .selectFrom('sales_notes')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>(column.cgst), eb.lit(0)).as('cgst'),
      eb.fn.coalesce(eb.fn.sum<number>(column.sgst), eb.lit(0)).as('sgst'),
      eb.fn.coalesce(eb.fn.sum<number>(column.igst), eb.lit(0)).as('igst'),
    ])
    .where((eb) => eb.between('sales_notes.date', range.from, range.to))
    .where('sales_notes.note_type', '=', kind)
    .where('sales_notes.status', '!=', 'Cancelled')
    .executeTakeFirstOrThrow();
}

/** The earliest invoice date (notes and purchase returns always follow their documents). */
export async function findFirstInvoiceDate(db: Db): Promise<string | null> {
  const row = await db.selectFrom('invoices').select('date').orderBy('date').limit(1).executeTakeFirst();
  return row?.date ?? null;
}

/** The earliest purchase date. */
export async function findFirstPurchaseDate(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('purchases')
    .select('purchase_date')
    .orderBy('purchase_date')
    .limit(1)
    .executeTakeFirst();
  return row?.purchase_date ?? null;
}

/** The date of the first expense that carries GST credit (a supplier's GST, or reverse charge). */
export async function findFirstCreditExpenseDate(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('expenses')
    .select('date')
    .where((eb) => eb(eb(eb('cgst_amount', '+', eb.ref('sgst_amount')), '+', eb.ref('igst_amount')), '>', 0))
    .orderBy('date')
    .limit(1)
    .executeTakeFirst();
  return row?.date ?? null;
}

/** The last GSTR-3B marked filed (and not unlocked) for a period ending before `before`. */
export function findLastFiledGstr3b(db: Db, before: string) {
  return db
    .selectFrom('return_filings')
    .selectAll()
    .where('return_type', '=', 'GSTR3B')
    .where('status', '=', 'filed')
    .where('period_to', '<', before)
    .orderBy('period_to', 'desc')
    .limit(1)
    .executeTakeFirst();
}
