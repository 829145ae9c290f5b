// Dashboard, customer page, payments, expenses and stocks: each feature's page, loaded together
// by the route table (app/routes.tsx).
export { CustomerPage } from '../features/customer-page/customer-page';
export { DashboardPage } from '../features/dashboard/dashboard-page';
export { ExpensesPage } from '../features/expenses/expenses-page';
export { PaymentsPage } from '../features/payments/payments-page';
export { StocksPage } from '../features/stocks/stocks-page';
