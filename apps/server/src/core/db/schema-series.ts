// Number series (migration 2026-11-27T0400): the last position issued per series and financial
// year ('all' for a series that never restarts). documents/document-series.ts claims from it.

export type DocumentSeriesTable = {
  series: string;
  financial_year: string;
  last_seq: number;
};
