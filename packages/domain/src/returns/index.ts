// GST returns built from the books: periods, GSTR-1 (with its checks and tie-out), GSTR-3B and
// its credit ledger.
export * from './credit-ledger';
export * from './gst-registration';
export * from './gstr1';
export * from './gstr1-amendments';
export * from './gstr1-check';
export * from './gstr1-kept';
export * from './gstr1-upload';
export * from './gstr3b';
export * from './gstr3b-json';
export * from './gstr3b-table5';
export * from './return-period';
