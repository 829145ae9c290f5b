import { daysInMonth, parseIsoDate, todayIso } from './dates';
import type { ReportQuery } from './schemas/reports';

// Date ranges of the reports and returns: inclusive 'YYYY-MM-DD' days, the current month by default.

/** A span of India dates (YYYY-MM-DD), both ends included: a return period, a report's dates. */
export type DateRange = { from: string; to: string };
type ReportRange = DateRange;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

function partsOf(date: string) {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not a valid date: ${date}`);
  return parts;
}

export function firstDayOfMonth(date: string): string {
  const { year, month } = partsOf(date);
  return `${pad(year, 4)}-${pad(month)}-01`;
}

export function lastDayOfMonth(date: string): string {
  const { year, month } = partsOf(date);
  return `${pad(year, 4)}-${pad(month)}-${pad(daysInMonth(year, month))}`;
}

/** '2026-03-15', −2 → '2026-01'. */
export function shiftMonth(date: string, months: number): string {
  const { year, month } = partsOf(date);
  const index = year * 12 + (month - 1) + months;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

/**
 * The range a report covers. Neither date: the current month. Only one: the rest of its month
 * (from 10 March alone means 10–31 March). Both: exactly those days.
 */
export function resolveReportRange(query: ReportQuery, today = todayIso()): ReportRange {
  if (query.from && query.to) return { from: query.from, to: query.to };
  if (query.from) return { from: query.from, to: lastDayOfMonth(query.from) };
  if (query.to) return { from: firstDayOfMonth(query.to), to: query.to };
  return { from: firstDayOfMonth(today), to: lastDayOfMonth(today) };
}

/** Whole months ('YYYY-MM', inclusive) inside a range, and the loose days at either end. */
export type MonthSplit = { months: { from: string; to: string } | null; days: ReportRange[] };

/**
 * Splits a range so that whole months can be read from monthly totals and only the days at the
 * edges from the lines: 10 Jan–5 Apr gives months Feb–Mar and days 10–31 Jan and 1–5 Apr.
 */
export function splitByWholeMonths(range: ReportRange): MonthSplit {
  const firstWhole = range.from === firstDayOfMonth(range.from) ? range.from : null;
  const startMonth = firstWhole ? range.from.slice(0, 7) : shiftMonth(range.from, 1);
  const endMonth = range.to === lastDayOfMonth(range.to) ? range.to.slice(0, 7) : shiftMonth(range.to, -1);
  if (startMonth > endMonth) return { months: null, days: [range] };
  const days: ReportRange[] = [];
  if (!firstWhole) days.push({ from: range.from, to: lastDayOfMonth(range.from) });
  if (endMonth < range.to.slice(0, 7)) days.push({ from: firstDayOfMonth(range.to), to: range.to });
  return { months: { from: startMonth, to: endMonth }, days };
}

export type MonthSpan = { from: string; to: string };

export type YearSplit = {
  /** The first months ('YYYY-04') of the whole financial years inside, or none. */
  years: MonthSpan | null;
  /** The months before and after those years ('YYYY-MM', inclusive). */
  months: MonthSpan[];
};

/**
 * Splits whole months further, so that whole financial years (April to March) can be read from
 * yearly totals: Feb 2025–Jun 2026 gives the year from Apr 2025 and months Feb–Mar 2025 and
 * Apr–Jun 2026.
 */
export function splitByFinancialYears(months: MonthSpan): YearSplit {
  const startYear = Number(months.from.slice(0, 4)) + (months.from.slice(5, 7) > '04' ? 1 : 0);
  const endYear = Number(months.to.slice(0, 4)) - (months.to.slice(5, 7) < '03' ? 1 : 0);
  // The last financial year inside starts in April of endYear - 1 and ends in March of endYear.
  const first = `${pad(startYear, 4)}-04`;
  const last = `${pad(endYear - 1, 4)}-04`;
  if (first > last) return { years: null, months: [months] };
  const before = first > months.from ? [{ from: months.from, to: shiftMonth(`${first}-01`, -1) }] : [];
  const lastMonth = `${pad(endYear, 4)}-03`;
  const after = lastMonth < months.to ? [{ from: shiftMonth(`${lastMonth}-01`, 1), to: months.to }] : [];
  return { years: { from: first, to: last }, months: [...before, ...after] };
}
