import type { Db } from '../core/db/database';
import type { DateRange } from '../core/db/date-range';

/**
 * The lines of the credit and debit notes dated in a range, joined to their notes, cancelled ones
 * included: the start of every period query over note lines (the returns, the Tally export),
 * which each narrow and select what they need.
 */
export function noteLinesInPeriod(db: Db, range: DateRange) {
  return db
    .selectFrom('sales_note_items')
    .innerJoin('sales_notes', 'sales_notes.id', 'sales_note_items.note_id')
    .where((eb) => eb.between('sales_notes.date', range.from, range.to));
}
