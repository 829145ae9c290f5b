// Per party, what it owes as kept by triggers (migration 2026-11-26T0600,
// db/derived/party-balances.ts): the key column is customer_id or supplier_id. Paise.
export type PartyBalanceTable = {
  /** The payable of the party's documents that stand. */
  billed: number;
  /** What live vouchers applied to those documents. */
  settled: number;
  /** What the party's live vouchers took without applying it to a document. */
  on_account: number;
  /** Open documents (something left on them) and what is left on them (db/derived/open-months.ts). */
  open_documents: number;
  open_outstanding: number;
};

// Per party and month of the document's date (YYYY-MM), its open documents and what is left on
// them (migration 2026-11-27T1400, db/derived/open-months.ts). Paise.
export type PartyOpenMonthTable = {
  month: string;
  documents: number;
  outstanding: number;
};
