// GST returns built from the books: periods, GSTR-1 (with its checks and tie-out) and GSTR-3B.
export * from './gstr1';
export * from './gstr1-check';
export * from './gstr3b';
export * from './return-period';
