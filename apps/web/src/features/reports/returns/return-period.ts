// The period the Returns screen opens on, and the choices of its month and year pickers. Returns
// are filed after the month ends, so it opens on the month before India's today.

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
].map((name, index) => ({ value: String(index + 1).padStart(2, '0'), label: name }));

/** MMYYYY of the month before the day (YYYY-MM-DD). */
export function previousPeriod(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month === 1 ? `12${year - 1}` : `${String(month - 1).padStart(2, '0')}${year}`;
}

/** From the year GST began to this year, newest first. */
export function yearChoices(today: string): string[] {
  const thisYear = Number(today.slice(0, 4));
  return Array.from({ length: thisYear - 2017 + 1 }, (_, index) => String(thisYear - index));
}

/** 'October 2025', or 'July–September 2025' for a quarter. */
export function periodLabel(from: string, to: string): string {
  const name = (iso: string) => MONTHS[Number(iso.slice(5, 7)) - 1]?.label ?? '';
  const year = to.slice(0, 4);
  return from.slice(0, 7) === to.slice(0, 7) ? `${name(from)} ${year}` : `${name(from)}–${name(to)} ${year}`;
}
