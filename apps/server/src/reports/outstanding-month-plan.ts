import { addDaysIso } from '@bahi/domain';

// Which kept months the outstanding report can age whole. A document is aged from its date plus
// `shift` days (its party's credit days by due date, none by bill date), so it is in bucket i when
// its date is on or after edge i, the bucket's cut-off less the shift. A month whose every day is on
// the same side of every edge is aged from its kept row. An edge inside a month (on a day other
// than its first; edges are 30 days apart, so at most one cuts a month) splits it: the documents
// of its shorter side are read and bucketed, and the month's kept row less them is the other side.

export type MonthCut = {
  /** YYYY-MM */
  month: string;
  /** The documents read: dated on or after `from` and before `before` (ISO dates, text order). */
  from: string;
  before: string;
  /** Their bucket, and the bucket of the rest of the month. */
  side: number;
  rest: number;
};

export type MonthPlan = {
  /** Each bucket's cut-off less the shift, newest first. */
  edges: string[];
  cuts: MonthCut[];
  /** The month of the last edge: every earlier month is older than every edge. */
  firstMonth: string;
};

export function planMonths(cutoffs: readonly string[], shift: number): MonthPlan {
  const edges = cutoffs.map((cutoff) => addDaysIso(cutoff, -shift));
  const cuts = edges.flatMap((edge, index): MonthCut[] => {
    const month = edge.slice(0, 7);
    const day = Number(edge.slice(8, 10));
    if (day === 1) return [];
    // Read the side with fewer days: from the edge to the month's end, or from its start to the edge.
    return day >= 16
      ? [{ month, from: edge, before: `${month}-32`, side: index, rest: index + 1 }]
      : [{ month, from: `${month}-01`, before: edge, side: index + 1, rest: index }];
  });
  return { edges, cuts, firstMonth: (edges[edges.length - 1] ?? '9999-12-31').slice(0, 7) };
}
