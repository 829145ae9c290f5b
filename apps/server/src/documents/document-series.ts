import { sql } from 'kysely';
import type { Db } from '../core/db/database';

// The number series of every kind that numbers its documents from a counter (document_series;
// migration 2026-11-27T0400): one row per series and financial year, holding the last position
// issued. A kind declares its series' names in document-kinds.ts; invoices and purchases number
// from their own rows instead.

/** The financial_year of a series that never restarts (receipts and payments run on across years). */
export const EVERY_YEAR = 'all';

/**
 * Issues the next position of a series in a financial year (null: a series that never restarts),
 * starting it at 1. One upsert that answers the new value: the counter row stays locked until the
 * transaction ends, so concurrent saves take turns and a failed save gives its number back.
 */
export async function claimNextSeq(db: Db, series: string, financialYear: string | null): Promise<number> {
  const row = await db
    .insertInto('document_series')
    .values({ series, financial_year: financialYear ?? EVERY_YEAR, last_seq: 1 })
    .onConflict((oc) =>
      oc.columns(['series', 'financial_year']).doUpdateSet({ last_seq: sql`document_series.last_seq + 1` }),
    )
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  return Number(row.last_seq);
}

/** The position the next document of a series will get, for a suggestion on a form. */
export async function peekNextSeq(db: Db, series: string, financialYear: string | null): Promise<number> {
  const row = await db
    .selectFrom('document_series')
    .select('last_seq')
    .where('series', '=', series)
    .where('financial_year', '=', financialYear ?? EVERY_YEAR)
    .executeTakeFirst();
  return Number(row?.last_seq ?? 0) + 1;
}

/** Forgets the named series (the sample shop's wipe): each starts again at 1. */
export async function deleteSeries(db: Db, series: readonly string[]): Promise<void> {
  if (series.length === 0) return;
  await db.deleteFrom('document_series').where('series', 'in', series).execute();
}
