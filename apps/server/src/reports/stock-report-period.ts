import { firstDayOfMonth, lastDayOfMonth, shiftMonth, splitByWholeMonths } from '@bahi/domain';
import type { ReportRange } from './hsn-report-repository';

// Which parts of the stock ledger the stock report reads, so that whole months come from
// stock_monthly_totals and only loose days from the ledger rows. Opening stock needs what moved
// from the range's first day until today; purchased and sold need what moved within the range.

export type StockSlices = {
  /** Days of the first month before the months read whole: all moved since the start. */
  head: ReportRange | null;
  /** Every month from this one ('YYYY-MM') on moved since the start. */
  sinceMonth: string;
  /** The whole months inside the range ('YYYY-MM', inclusive), or none. */
  wholeMonths: { from: string; to: string } | null;
  /** The range's loose days in a month from sinceMonth on: purchased and sold only. */
  tail: ReportRange | null;
};

/**
 * 10 Jan–5 Apr: head 10–31 Jan, months from Feb on (whole Feb–Mar), tail 1–5 Apr.
 * 10–20 Jan: head 10–31 Jan (counted in the range up to the 20th), months from Feb on, no tail.
 */
export function stockSlices(range: ReportRange): StockSlices {
  const startsMonth = range.from === firstDayOfMonth(range.from);
  const sinceMonth = startsMonth ? range.from.slice(0, 7) : shiftMonth(range.from, 1);
  const endsMonth = range.to === lastDayOfMonth(range.to);
  return {
    head: startsMonth ? null : { from: range.from, to: lastDayOfMonth(range.from) },
    sinceMonth,
    wholeMonths: splitByWholeMonths(range).months,
    tail:
      endsMonth || range.to.slice(0, 7) < sinceMonth
        ? null
        : { from: firstDayOfMonth(range.to), to: range.to },
  };
}
