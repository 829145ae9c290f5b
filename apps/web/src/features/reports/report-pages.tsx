import { PendingScreen } from '../../components/pending-screen';

// Report screens; the reports feature replaces these exports (routes in app/routes.tsx).
export const ReportsPage = PendingScreen;
export const HsnSummaryPage = PendingScreen;
export const HsnSummaryB2bPage = PendingScreen;
export const HsnSummaryB2cPage = PendingScreen;
export const ProductReportPage = PendingScreen;
export const StockReportPage = PendingScreen;
