// Request and response schemas shared by the server (validation, OpenAPI) and the web forms
// (client-side validation with the very same messages).
export * from './backups';
export * from './category';
export * from './common';
export * from './customer';
export * from './dashboard';
export * from './expense';
export * from './fields';
export * from './gst-rate';
export * from './gstin-fields';
export * from './invoice';
export * from './invoice-detail';
export * from './invoice-list';
export * from './list-query';
export * from './party';
export * from './product';
export * from './purchase';
export * from './purchase-detail';
export * from './reports';
export * from './settings';
export * from './stock';
export * from './supplier';
export * from './units';
export * from './voucher-detail';
export * from './vouchers';
