import { PendingScreen } from '../../components/pending-screen';

// Dashboard, customer page, payments, expenses and stocks; their features replace these exports
// (routes in app/routes.tsx).
export { DashboardPage } from '../dashboard/dashboard-page';
export const CustomerPage = PendingScreen;
export const PaymentsPage = PendingScreen;
export { ExpensesPage } from '../expenses/expenses-page';
export { StocksPage } from '../stocks/stocks-page';
