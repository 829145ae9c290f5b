// What a downloaded list or report holds: the screen's texts, except that amounts and counts are
// plain numbers ("104004.68", never "1,04,004.68") so Excel in any locale and the GST offline
// tool read them as numbers, and dates are real dates. See docs/product.md, "Exports".

/** A cell of an export: text, a number kept as the exact decimal text it was shown with, or a day. */
export type ExportCell = string | { number: string } | { date: string };

const GROUPED_NUMBER = /^-?[\d,]+(\.\d+)?%?$/;

/**
 * The plain number of a numeric column's screen text: '1,04,004.68' → '104004.68', '18%' → '18',
 * '-2,500.00' → '-2500.00'. Text that is not a number ('Total', '') stays text.
 */
export function numericCell(text: string): ExportCell {
  const trimmed = text.trim();
  if (!GROUPED_NUMBER.test(trimmed)) return text;
  return { number: trimmed.replaceAll(',', '').replace(/%$/, '') };
}

/** 'DD/MM/YYYY' or 'YYYY-MM-DD' as a day cell; other text stays text. */
export function dateCell(text: string): ExportCell {
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (dmy) return { date: `${dmy[3]}-${dmy[2]}-${dmy[1]}` };
  return /^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ? { date: text.trim() } : text;
}

/** The CSV text of a cell: numbers plain, days as YYYY-MM-DD (unambiguous in every locale). */
export function exportCellText(cell: ExportCell): string {
  if (typeof cell === 'string') return cell;
  return 'number' in cell ? cell.number : cell.date;
}
