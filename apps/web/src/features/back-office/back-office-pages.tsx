// Dashboard, customer page, payments, expenses and stocks: each feature's page, loaded together
// by the route table (app/routes.tsx).
export { CustomerPage } from '../customer-page/customer-page';
export { DashboardPage } from '../dashboard/dashboard-page';
export { ExpensesPage } from '../expenses/expenses-page';
export { PaymentsPage } from '../payments/payments-page';
export { StocksPage } from '../stocks/stocks-page';
