// Per party, what it owes as kept by triggers (migration 2026-11-26T0600,
// db/derived/party-balances.ts): the key column is customer_id or supplier_id. Paise.
export type PartyBalanceTable = {
  /** The payable of the party's documents that stand. */
  billed: number;
  /** What live vouchers applied to those documents. */
  settled: number;
  /** What the party's live vouchers took without applying it to a document. */
  on_account: number;
};
