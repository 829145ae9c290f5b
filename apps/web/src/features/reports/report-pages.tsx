import { hsnSummary, hsnSummaryB2b, hsnSummaryB2c, productReport, stockReport } from './report-definitions';
import { ReportScreen } from './report-screen';

// Report screens (routes in app/routes.tsx).
export { NearExpiryReportPage } from './near-expiry-report-page';
export { OutstandingReportPage } from './outstanding-report-page';
export { ReportsPage } from './reports-page';

export function HsnSummaryPage() {
  return <ReportScreen definition={hsnSummary} />;
}

export function HsnSummaryB2bPage() {
  return <ReportScreen definition={hsnSummaryB2b} />;
}

export function HsnSummaryB2cPage() {
  return <ReportScreen definition={hsnSummaryB2c} />;
}

export function ProductReportPage() {
  return <ReportScreen definition={productReport} />;
}

export function StockReportPage() {
  return <ReportScreen definition={stockReport} />;
}
