// The invoice lists show one column per GST rate that occurs in the listed invoices (5%, 18%, 40%
// under GST 2.0; older invoices keep 12% and 28%), not a fixed set.

type WithGstSummary = { gst_summary: Record<string, unknown> };

/** The GST rates occurring in the rows' GST summaries, as numbers in ascending order. */
export function gstRatesInRows(rows: readonly WithGstSummary[]): number[] {
  const rates = new Set<number>();
  for (const row of rows) {
    for (const key of Object.keys(row.gst_summary)) {
      const rate = Number(key);
      if (Number.isFinite(rate)) rates.add(rate);
    }
  }
  return [...rates].sort((a, b) => a - b);
}

/** The summary entry of a rate; keys are the rate as the API prints it ('18', '0.25'). */
export function summaryAtRate<Entry>(summary: Record<string, Entry>, rate: number): Entry | undefined {
  return summary[String(rate)];
}
