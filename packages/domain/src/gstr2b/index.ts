export * from './bill-number';
export * from './gstr2b-match';
export * from './gstr2b-read';
