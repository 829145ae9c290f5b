/**
 * One line of a receipt or payment as the vouchers and the opening balances read it: what the
 * voucher applied to one document (an invoice, a purchase or a bill of the old books), with the
 * document's number, date and total. Amounts in paise.
 */
export type VoucherLineRow = {
  voucher_id: number;
  line_no: number;
  document_id: number;
  document_number: string;
  document_date: string;
  document_total: number;
  amount: number;
};
