import { dashboardRoutes, type RouteResult, reportRoutes } from '@bahi/domain/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from './client';

// The report and dashboard calls. Reports are read-only, so they refetch whenever a screen
// opens (the default) and keep the old rows on screen while a new date range loads.

/** Each report's route, by the path that also names its CSV file and query key. */
const REPORT_ROUTES = {
  'hsn-summary': reportRoutes.hsnSummary,
  'hsn-summarybtob': reportRoutes.hsnSummaryB2b,
  'hsn-summarybtoc': reportRoutes.hsnSummaryB2c,
  'product-report': reportRoutes.productReport,
  'stock-report': reportRoutes.stockReport,
} as const;

export type ReportPath = keyof typeof REPORT_ROUTES;

export type ReportResponses = {
  'hsn-summary': RouteResult<typeof reportRoutes.hsnSummary>;
  'hsn-summarybtob': RouteResult<typeof reportRoutes.hsnSummaryB2b>;
  'hsn-summarybtoc': RouteResult<typeof reportRoutes.hsnSummaryB2c>;
  'product-report': RouteResult<typeof reportRoutes.productReport>;
  'stock-report': RouteResult<typeof reportRoutes.stockReport>;
};

export type ReportRange = { from: string; to: string };

export function useReport<P extends ReportPath>(path: P, range: ReportRange | null) {
  return useQuery({
    queryKey: ['reports', path, range],
    // Every report takes the same from/to query; only the answer differs.
    queryFn: ({ signal }) =>
      callApi(
        REPORT_ROUTES[path] as (typeof REPORT_ROUTES)[ReportPath],
        { query: range ?? {} },
        signal,
      ) as Promise<ReportResponses[P]>,
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

/** The dashboard for the browser's today, which is the shop's day. */
export function useDashboard(date: string) {
  return useQuery({
    queryKey: ['dashboard', date],
    queryFn: ({ signal }) => callApi(dashboardRoutes.get, { query: { date } }, signal),
  });
}
