// Invoice numbers follow GST Rule 46(b): at most 16 characters of letters, digits, '/' and '-',
// unique within a financial year. The server suggests the next number of a series; the user may
// edit it, so validation and series parsing both live here.

export const INVOICE_NUMBER_PATTERN = /^[A-Za-z1-9][A-Za-z0-9/-]{0,15}$/;
export const INVOICE_NUMBER_MAX_LENGTH = 16;

/** null when the number is acceptable, otherwise the message to show under the field. */
export function validateInvoiceNumber(s: string): string | null {
  if (s.length === 0) return 'Invoice No is required';
  if (s.length > INVOICE_NUMBER_MAX_LENGTH) return 'Invoice No must be at most 16 characters';
  if (!INVOICE_NUMBER_PATTERN.test(s)) {
    return 'Invoice No may only contain letters, digits, / and -, and must not start with 0, / or -';
  }
  return null;
}

/**
 * 'INV', '25-26', 1 → 'INV/25-26/0001'. An empty prefix gives '25-26/0001' rather than a number
 * starting with '/', which Rule 46(b) numbering would refuse.
 */
export function formatSeriesNumber(prefix: string, fyLabel: string, seq: number, width = 4): string {
  if (!Number.isSafeInteger(seq) || seq < 0)
    throw new RangeError(`Sequence must be a whole number, got ${seq}`);
  return `${seriesHead(prefix, fyLabel)}${String(seq).padStart(width, '0')}`;
}

/**
 * The number after the highest existing one in the series for this financial year. Numbers typed
 * by hand outside the series are ignored; matching ignores case, as users type 'inv' too. A shop that
 * moved from another program mid-year gives `firstNumber`: the series goes on from there.
 */
export function nextSeriesNumber(
  prefix: string,
  fyLabel: string,
  existingNumbers: readonly string[],
  firstNumber = 1,
): string {
  const head = seriesHead(prefix, fyLabel);
  const pattern = new RegExp(`^${escapeRegExp(head)}(\\d+)$`, 'i');
  let highest = 0;
  for (const number of existingNumbers) {
    const match = pattern.exec(number.trim());
    const seq = match ? Number(match[1]) : 0;
    if (Number.isSafeInteger(seq) && seq > highest) highest = seq;
  }
  return formatSeriesNumber(prefix, fyLabel, Math.max(highest + 1, firstNumber));
}

function seriesHead(prefix: string, fyLabel: string): string {
  return prefix === '' ? `${fyLabel}/` : `${prefix}/${fyLabel}/`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
