import type {
  Dashboard,
  HsnPartySummary,
  HsnSummary,
  ProductReport,
  StockReport,
} from '@bahi/domain/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './client';

// The report and dashboard calls. Reports are read-only, so they refetch whenever a screen
// opens (the default) and keep the old rows on screen while a new date range loads.

export type ReportPath =
  | 'hsn-summary'
  | 'hsn-summarybtob'
  | 'hsn-summarybtoc'
  | 'product-report'
  | 'stock-report';

export type ReportResponses = {
  'hsn-summary': HsnSummary;
  'hsn-summarybtob': HsnPartySummary;
  'hsn-summarybtoc': HsnPartySummary;
  'product-report': ProductReport;
  'stock-report': StockReport;
};

export type ReportRange = { from: string; to: string };

export function useReport<P extends ReportPath>(path: P, range: ReportRange | null) {
  return useQuery({
    queryKey: ['reports', path, range],
    queryFn: ({ signal }) => api.get<ReportResponses[P]>(path, range ?? {}, signal),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

/** The dashboard for the browser's today, which is the shop's day. */
export function useDashboard(date: string) {
  return useQuery({
    queryKey: ['dashboard', date],
    queryFn: ({ signal }) => api.get<Dashboard>('dashboard', { date }, signal),
  });
}
