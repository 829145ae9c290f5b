// What an invoice line carries of its invoice for the reports (migration 2026-11-22T0800): the
// date, whether the customer snapshot has a GSTIN (B2B) and whether the invoice counts (is not
// cancelled). The app writes them with the line so SQLite writes each line once; its trigger
// only fills lines written without them, and later changes of the invoice reach the lines by
// trigger. The rules match the migration's SQL.

type InvoiceHeader = { date: string; customer_gstin: string | null; status: string };

export function reportCopiesOf(header: InvoiceHeader): { invoice_date: string; b2b: number; counts: number } {
  return {
    invoice_date: header.date,
    b2b: header.customer_gstin ? 1 : 0,
    counts: header.status === 'Cancelled' ? 0 : 1,
  };
}
