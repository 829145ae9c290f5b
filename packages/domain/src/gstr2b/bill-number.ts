// Bill numbers as suppliers type them rarely agree character for character with what the shop
// recorded: "INV/001/24-25" on the portal is "1" or "INV-1" in the books. Before comparing, the
// financial-year text goes (2024-2025, 2024/25, 24-25 …), slashes and dashes become spaces, spaces
// collapse and each part loses its leading zeros.

const YEAR_TEXT = /(?<!\d)(?:20)?\d{2}\s*[-/]\s*(?:20)?\d{2}(?!\d)/g;

export function cleanBillNumber(bill: string): string {
  return bill
    .toUpperCase()
    .replace(YEAR_TEXT, (text) => (isYearPair(text) ? ' ' : text))
    .replace(/[/\-\\_.#:]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part.replace(/^0+(?=.)/, ''))
    .join(' ');
}

/** "24-25", "2024/25", "2024-2025": the second year follows the first. */
function isYearPair(text: string): boolean {
  const [first = '', second = ''] = text.split(/\s*[-/]\s*/);
  const a = Number(first.slice(-2));
  const b = Number(second.slice(-2));
  return (a + 1) % 100 === b;
}

/** The digits of a cleaned number without leading zeros: "INV 1" and "1" share "1". */
export function billDigits(bill: string): string {
  return cleanBillNumber(bill).replace(/\D/g, '').replace(/^0+/, '');
}

/** Same bill after cleaning, or (where both carry digits) the same digits. */
export function billsAgree(a: string, b: string): boolean {
  if (cleanBillNumber(a) === cleanBillNumber(b)) return true;
  const digits = billDigits(a);
  return digits !== '' && digits === billDigits(b);
}
