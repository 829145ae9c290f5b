// Pure helpers of the dashboard's sales chart: a round top for the value axis and short labels.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2025-07' → 'Jul 25'. */
export function monthLabel(month: string): string {
  const [year = '', number = '1'] = month.split('-');
  return `${MONTHS[Number(number) - 1] ?? '?'} ${year.slice(2)}`;
}

/** '2025-07' → 'Jul 2025', for screen readers and tooltips. */
export function monthName(month: string): string {
  const [year = '', number = '1'] = month.split('-');
  return `${MONTHS[Number(number) - 1] ?? '?'} ${year}`;
}

/**
 * The axis top and its step: the smallest 1, 2, 2.5 or 5 times a power of ten that, times
 * four steps, reaches the largest value. An empty chart still gets an axis (0 to 4).
 */
export function niceScale(max: number, steps = 4): { top: number; step: number } {
  if (!(max > 0)) return { top: steps, step: 1 };
  const raw = max / steps;
  const power = 10 ** Math.floor(Math.log10(raw));
  const factor = [1, 2, 2.5, 5, 10].find((candidate) => candidate * power >= raw) ?? 10;
  const step = factor * power;
  return { top: step * steps, step };
}

/** Rupees in Indian short form for axis labels: ₹950, ₹12K, ₹3.5L, ₹1.2Cr. */
export function compactRupees(rupees: number): string {
  const units: [number, string][] = [
    [1e7, 'Cr'],
    [1e5, 'L'],
    [1e3, 'K'],
  ];
  for (const [size, suffix] of units) {
    if (Math.abs(rupees) >= size) return `₹${trim(rupees / size)}${suffix}`;
  }
  return `₹${trim(rupees)}`;
}

function trim(value: number): string {
  return String(Number(value.toFixed(1)));
}
