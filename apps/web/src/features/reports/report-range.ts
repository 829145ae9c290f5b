import { daysInMonth, isValidIsoDate, parseIsoDate, todayIso } from '@bahi/domain';

// A report's date range lives in the URL (?from=&to=) so a reload or a shared link shows the
// same figures; with no dates the report covers the current month, as the API does.

export type RangeState = { from: string; to: string };

export function currentMonth(today = todayIso()): RangeState {
  const parts = parseIsoDate(today);
  if (!parts) throw new RangeError(`Not a valid date: ${today}`);
  const month = `${today.slice(0, 8)}`;
  return {
    from: `${month}01`,
    to: `${month}${String(daysInMonth(parts.year, parts.month)).padStart(2, '0')}`,
  };
}

export function readRange(params: URLSearchParams, today = todayIso()): RangeState {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (!from && !to) return currentMonth(today);
  return { from: isValidIsoDate(from) ? from : '', to: isValidIsoDate(to) ? to : '' };
}

/** Why the range cannot be asked for yet, or '' when it can. */
export function rangeProblem(range: RangeState): string {
  if (!range.from || !range.to) return 'Choose both a Start Date and an End Date.';
  if (range.from > range.to) return 'The Start Date is after the End Date.';
  return '';
}

export function writeRange(params: URLSearchParams, range: RangeState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['from', 'to'] as const) {
    if (range[key]) next.set(key, range[key]);
    else next.delete(key);
  }
  return next;
}

/** '2025-06-01'..'2025-06-30' → 'hsn-summary_2025-06-01_to_2025-06-30.csv'. */
export function csvFileName(report: string, range: RangeState): string {
  return `${report}_${range.from}_to_${range.to}.csv`;
}
