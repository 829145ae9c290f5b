export * from './bill-number';
export * from './gstr2b-match';
