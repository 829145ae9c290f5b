export * from './bill-number';
export * from './gstr2b-decisions';
export * from './gstr2b-match';
export * from './gstr2b-read';
