// The invoice screens but the list (the home screen, a chunk of its own); app/routes.tsx points
// its invoice routes at these exports.
export { InvoiceDetailPage } from './detail/invoice-detail-page';
export { InvoiceViewPage } from './detail/invoice-view-page';
export { NumbersDuePage } from './e-documents/numbers-due-page';
export { InvoiceFormPage } from './form/invoice-form-page';
export { ProductRowPage } from './form/product-row-page';
export { CustomerInvoicesPage } from './list/customer-invoices-page';
