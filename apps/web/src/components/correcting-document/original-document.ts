// The original a correcting document stands against, as its screens name it: 'invoice INV/25-26/0007
// of 02-05-2025, Sharma Traders', or 'purchase P/0003 (supplier invoice 88) of ...'.
export type OriginalDocument = {
  /** 'invoice' or 'purchase'. */
  word: string;
  number: string;
  /** Said after the number, such as the supplier's own invoice number; '' for none. */
  suffix: string;
  date: string;
  party: string;
  /** The original's screen. */
  path: string;
};
