// Dates travel as ISO calendar dates (YYYY-MM-DD) with no time or zone, so an invoice dated
// 1 April never slides into 31 March when a server and a browser disagree on the time zone.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export type DateParts = { year: number; month: number; day: number };

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The year, month and day of a valid ISO date, or undefined (2025-02-29 is not a date). */
export function parseIsoDate(s: string): DateParts | undefined {
  const match = ISO_DATE.exec(s);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

export function isValidIsoDate(s: string): boolean {
  return parseIsoDate(s) !== undefined;
}

/** '2025-04-01' → '01/04/2025', the way dates are printed on Indian invoices. */
export function formatDateDmy(iso: string): string {
  const parts = parseIsoDate(iso);
  if (!parts) throw new RangeError(`Not a valid date: ${iso}`);
  return `${pad(parts.day, 2)}/${pad(parts.month, 2)}/${pad(parts.year, 4)}`;
}

// The shop's day is India's (Asia/Kolkata): UTC+05:30 all year, India keeps no summer time. A
// fixed offset gives the same day on any machine, whatever its own time zone says.
const INDIA_UTC_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * The shop's calendar date at an instant (by default now): India's day, not the machine's, so
 * 23:30 IST on 31 March is still 31 March on a server or browser running on UTC.
 */
export function todayIso(now: Date = new Date()): string {
  const india = new Date(now.getTime() + INDIA_UTC_OFFSET_MS);
  return `${pad(india.getUTCFullYear(), 4)}-${pad(india.getUTCMonth() + 1, 2)}-${pad(india.getUTCDate(), 2)}`;
}

/**
 * The instant (ISO, UTC) at which the shop's day `date` plus `addDays` begins: 2026-11-24 begins
 * at 2026-11-23T18:30:00.000Z. Filters on timestamps ("added from … to …") use it, so they mean
 * India's days whatever time zone the server runs in.
 */
export function shopDayStartIso(date: string, addDays = 0): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + addDays) - INDIA_UTC_OFFSET_MS).toISOString();
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
