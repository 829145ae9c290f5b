import type { NoteHsnRow } from './note-report-repository';
import type { HsnTotalsRow } from './sales-report-rows';

// The HSN rows of a range are the invoice lines' sums less live credit notes and plus live debit
// notes dated in it: the HSN summary (reports/) and GSTR-1's table 12 (returns/) net them alike.

/** One HSN row: code, rate and unit. */
export function hsnRowKey(row: { hsn_code: string; gst_rate_bp: number; unit: string }): string {
  return `${row.hsn_code}|${Number(row.gst_rate_bp)}|${row.unit}`;
}

/** The invoice lines' sums with the range's live credit notes taken off and debit notes added. */
export function netNotes(totals: readonly HsnTotalsRow[], notes: readonly NoteHsnRow[]): HsnTotalsRow[] {
  const rows = new Map(totals.map((row) => [hsnRowKey(row), { ...row }]));
  for (const note of notes) {
    const row = rows.get(hsnRowKey(note));
    if (!row) {
      rows.set(hsnRowKey(note), { ...note, gst_rate_bp: Number(note.gst_rate_bp) });
      continue;
    }
    row.quantity_milli = Number(row.quantity_milli) + Number(note.quantity_milli);
    row.subtotal = Number(row.subtotal) + Number(note.subtotal);
    row.cgst = Number(row.cgst) + Number(note.cgst);
    row.sgst = Number(row.sgst) + Number(note.sgst);
    row.igst = Number(row.igst) + Number(note.igst);
  }
  return [...rows.values()].sort(
    (a, b) =>
      a.hsn_code.localeCompare(b.hsn_code) ||
      Number(a.gst_rate_bp) - Number(b.gst_rate_bp) ||
      a.unit.localeCompare(b.unit),
  );
}
