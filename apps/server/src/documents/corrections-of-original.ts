import { sql } from 'kysely';
import type { Db } from '../core/db/database';

// How many correcting documents (notes, returns) stand against one original: an original with live
// corrections is not edited or cancelled, and one with any at all is not deleted.

/** Where a kind of correcting document keeps its rows and names its original. */
export type CorrectionsTable = {
  table: 'sales_notes' | 'purchase_returns';
  originalColumn: 'invoice_id' | 'purchase_id';
};

/** Live corrections (status Issued) of one original, or all of them when `liveOnly` is false. */
export async function countCorrectionsOf(
  db: Db,
  corrections: CorrectionsTable,
  originalId: number,
  liveOnly: boolean,
): Promise<number> {
  const live = liveOnly ? sql` and status = 'Issued'` : sql``;
  const { rows } = await sql<{ total: number | string }>`select count(*) as total
    from ${sql.table(corrections.table)}
    where ${sql.ref(corrections.originalColumn)} = ${originalId}${live}`.execute(db);
  return Number(rows[0]?.total ?? 0);
}
