import { addDaysIso } from '@bahi/domain';

// Which kept months the outstanding report can age whole. A document is aged from its date plus
// `shift` days (its party's credit days by due date, none by bill date), so it is in bucket i when
// its date is on or after edge i, the bucket's cut-off less the shift. A month whose every day is on
// the same side of every edge is aged from its kept row; a month an edge falls inside (on a day
// other than its first) is cut, and read from its documents.

export type MonthPlan = {
  /** Each bucket's cut-off less the shift, newest first. */
  edges: string[];
  /** Months (YYYY-MM) an edge cuts. */
  cutMonths: string[];
  /** The month of the last edge: every earlier month is older than every edge. */
  firstMonth: string;
};

export function planMonths(cutoffs: readonly string[], shift: number): MonthPlan {
  const edges = cutoffs.map((cutoff) => addDaysIso(cutoff, -shift));
  const cutMonths = [
    ...new Set(edges.filter((edge) => !edge.endsWith('-01')).map((edge) => edge.slice(0, 7))),
  ];
  return { edges, cutMonths, firstMonth: (edges[edges.length - 1] ?? '9999-12-31').slice(0, 7) };
}
