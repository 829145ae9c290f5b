/**
 * A list of invoice numbers that wraps between numbers, never inside one ('INV/25-26/0001'
 * would otherwise break at its hyphen). Its text is the numbers joined by ', ', as in the CSV.
 */
export function InvoiceNumbers({ numbers }: { numbers: readonly string[] }) {
  // A number can come back in another financial year, so keys count repeats.
  const seen = new Map<string, number>();
  const entries = numbers.map((number) => {
    const repeat = (seen.get(number) ?? 0) + 1;
    seen.set(number, repeat);
    return { number, key: `${number}~${repeat}` };
  });
  const last = entries.length - 1;
  return entries.map((entry, position) => (
    <span key={entry.key}>
      <span style={{ whiteSpace: 'nowrap' }}>
        {entry.number}
        {position < last ? ',' : ''}
      </span>
      {position < last ? ' ' : ''}
    </span>
  ));
}
