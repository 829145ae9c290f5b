import { ACCESS } from '@bahi/domain/contract';
import { pagesOf, route } from './route-types';

// Every screen of the app, one line per route (docs/product.md, Every screen). Paths match
// case-insensitively (React Router's default), so /Invoices works. To add a screen: export its page
// component from its feature folder and add a line here. A feature's code loads on the first visit to one of
// its screens, which keeps the first page load small. A record's screen titles itself with the
// record's name or number once it has loaded (shell/record-title.ts); its route's title is what
// shows until then.

// The home screen's own chunk: the list without the other invoice screens (or the invoice form,
// which it loads when first opened), so the first visit stays light.
const invoiceList = pagesOf(() => import('../features/invoices/list/invoice-list-page'));
const invoices = pagesOf(() => import('../features/invoices/invoice-pages'));
const purchases = pagesOf(() => import('../features/purchases/purchase-pages'));
const notes = pagesOf(() => import('../features/notes/note-pages'));
const purchaseReturns = pagesOf(() => import('../features/purchase-returns/purchase-return-pages'));
const reports = pagesOf(() => import('../features/reports/report-pages'));
const returns = pagesOf(() => import('../features/reports/returns/returns-page'));
const gstr2b = pagesOf(() => import('../features/reports/returns/gstr2b/gstr2b-page'));
const backOffice = pagesOf(() => import('./back-office-pages'));
const vouchers = pagesOf(() => import('../features/vouchers/voucher-pages'));
const gstRates = pagesOf(() => import('../features/gst-rates/gst-rates-page'));
const categories = pagesOf(() => import('../features/categories/categories-page'));
const products = pagesOf(() => import('../features/products/products-page'));
const customers = pagesOf(() => import('../features/customers/customers-page'));
const suppliers = pagesOf(() => import('../features/suppliers/suppliers-page'));
const priceLists = pagesOf(() => import('../features/price-lists/price-lists-page'));
const settings = pagesOf(() => import('../features/settings/settings-page'));
const shopSetup = pagesOf(() => import('../features/settings/shop-setup-page'));
const pickers = pagesOf(() => import('../features/pickers/picker-pages'));
const auth = pagesOf(() => import('../features/auth/auth-pages'));
const users = pagesOf(() => import('../features/users/user-pages'));
const editLog = pagesOf(() => import('../features/edit-log/edit-log-page'));
const imports = pagesOf(() => import('../features/imports/import-page'));
const statements = pagesOf(() => import('../features/statements/statement-page'));
const tally = pagesOf(() => import('../features/tally-export/tally-export-page'));

/** Screens inside the shell (sidebar, Back button, title). */
export const shellRoutes = [
  route('/', 'Invoices', invoiceList('InvoiceListPage')),
  route('/invoices', 'Invoices', invoiceList('InvoiceListPage')),
  route('/invoice/:id', 'Invoice', invoices('InvoiceDetailPage')),
  route('/invoiceForm', 'Invoice Form', invoices('InvoiceFormPage'), ACCESS.billing),
  route('/invoices/customer/:id', 'Customer invoices', invoices('CustomerInvoicesPage')),
  route('/invoices/numbers-due', 'Numbers to get', invoices('NumbersDuePage')),
  route('/productrow', 'Product Row', invoices('ProductRowPage')),
  route('/invoice/:id/credit-note', 'New credit note', notes('NewCreditNotePage'), ACCESS.accounts),
  route('/invoice/:id/debit-note', 'New debit note', notes('NewDebitNotePage'), ACCESS.accounts),
  route('/credit-notes', 'Credit notes', notes('CreditNoteListPage'), ACCESS.readers),
  route('/credit-notes/:id', 'Credit note', notes('CreditNoteDetailPage'), ACCESS.readers),
  route('/debit-notes', 'Debit notes', notes('DebitNoteListPage'), ACCESS.readers),
  route('/debit-notes/:id', 'Debit note', notes('DebitNoteDetailPage'), ACCESS.readers),
  route('/dashboard', 'Dashboard', backOffice('DashboardPage'), ACCESS.readers),
  route('/customer/:id', 'Customer', backOffice('CustomerPage')),
  route('/customer/:id/statement', 'Statement', statements('CustomerStatementPage'), ACCESS.readers),
  route('/supplier/:id', 'Supplier', suppliers('SupplierPage')),
  route('/supplier/:id/statement', 'Statement', statements('SupplierStatementPage'), ACCESS.readers),
  route('/payments', 'Payments', backOffice('PaymentsPage')),
  route('/backoffice/expenses', 'Expenses', backOffice('ExpensesPage'), ACCESS.readers),
  route('/backoffice/stocks', 'Stocks', backOffice('StocksPage')),
  route('/purchases', 'Record Purchase', purchases('PurchaseListPage'), ACCESS.readers),
  route('/create-purchase', 'New Purchase', purchases('CreatePurchasePage'), ACCESS.accounts),
  route(
    '/purchase/:purchaseId',
    (p) => `Purchase ${p.purchaseId}`,
    purchases('PurchaseDetailPage'),
    ACCESS.readers,
  ),
  route(
    '/purchase/:purchaseId/edit',
    (p) => `Edit purchase ${p.purchaseId}`,
    purchases('EditPurchasePage'),
    ACCESS.accounts,
  ),
  route(
    '/purchase/:id/return',
    'New purchase return',
    purchaseReturns('PurchaseReturnFormPage'),
    ACCESS.accounts,
  ),
  route(
    '/purchase/:id/value-note',
    'New value note',
    purchaseReturns('PurchaseValueNoteFormPage'),
    ACCESS.accounts,
  ),
  route('/purchase-returns', 'Purchase returns', purchaseReturns('PurchaseReturnListPage'), ACCESS.readers),
  route(
    '/purchase-returns/:id',
    'Purchase return',
    purchaseReturns('PurchaseReturnDetailPage'),
    ACCESS.readers,
  ),
  route('/products', 'Products', products('ProductsPage')),
  route('/categories', 'Categories', categories('CategoriesPage')),
  route('/gstrates', 'GST Rates', gstRates('GstRatesPage')),
  route('/customers', 'Customers', customers('CustomersPage')),
  route('/suppliers', 'Suppliers', suppliers('SuppliersPage'), ACCESS.readers),
  route('/price-lists', 'Price lists', priceLists('PriceListsPage'), ACCESS.accounts),
  route('/settings', 'Settings', settings('SettingsPage'), ACCESS.owner),
  route('/productdropdown', 'Product Picker', pickers('ProductPickerPage')),
  route('/productdrodown', 'Product Picker', pickers('ProductPickerPage')),
  route('/customerdropdown', 'Customer Picker', pickers('CustomerPickerPage')),
  route('/cutomerdrodown', 'Customer Picker', pickers('CustomerPickerPage')),
  route('/paymentvoucher', 'Payment Voucher', vouchers('PaymentVoucherPage'), ACCESS.accounts),
  route('/receiptvoucher', 'Receipt Voucher', vouchers('ReceiptVoucherPage'), ACCESS.billing),
  route('/reports', 'Reports', reports('ReportsPage'), ACCESS.readers),
  route('/reports/hsn-summary', 'HSN Summary', reports('HsnSummaryPage'), ACCESS.readers),
  route('/reports/hsn-summarybtob', 'HSN Summary (B2B)', reports('HsnSummaryB2bPage'), ACCESS.readers),
  route('/reports/hsn-summarybtoc', 'HSN Summary (B2C)', reports('HsnSummaryB2cPage'), ACCESS.readers),
  route('/reports/product-report', 'Product Report', reports('ProductReportPage'), ACCESS.readers),
  route('/reports/stock-report', 'Stock Report', reports('StockReportPage'), ACCESS.readers),
  route('/reports/near-expiry', 'Near Expiry', reports('NearExpiryReportPage'), ACCESS.readers),
  route('/reports/outstanding', 'Outstanding', reports('OutstandingReportPage'), ACCESS.readers),
  route('/returns', 'GST Returns', returns('ReturnsPage'), ACCESS.readers),
  route('/gstr-2b', 'GSTR-2B', gstr2b('Gstr2bPage'), ACCESS.readers),
  route('/tally-export', 'Export to Tally', tally('TallyExportPage'), ACCESS.accounts),
  route('/users', 'Users', users('UsersPage'), ACCESS.owner),
  route('/tokens', 'API tokens', users('ApiTokensPage'), ACCESS.owner),
  route('/account', 'My account', users('AccountPage')),
  route('/edit-log', 'Edit log', editLog('EditLogPage'), ACCESS.accounts),
  route('/import', 'Import', imports('ImportPage'), ACCESS.accounts),
];

/** Screens open to anyone, signed in or not. */
export const publicRoutes = [
  route('/login', 'Sign in', auth('LoginPage')),
  route('/setup', 'Create the owner', auth('SetupPage')),
];

/** Screens without the sidebar (the printable invoice view). */
export const bareRoutes = [
  route('/invoice-view/:id', 'Invoice', invoices('InvoiceViewPage')),
  // Without an id the view says 'Invoice ID is missing in the URL.'.
  route('/invoice-view', 'Invoice', invoices('InvoiceViewPage')),
  // First run: the shop's details, or the sample shop (docs/product.md, "First run").
  route('/shop-setup', 'Set up your shop', shopSetup('ShopSetupPage')),
];
