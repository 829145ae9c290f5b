import { daysInMonth } from '../dates';

// A GST return period as the portal names it: "MMYYYY". Monthly filers file each month; quarterly
// filers (QRMP) file once a quarter (Apr-Jun, Jul-Sep, Oct-Dec, Jan-Mar) under the quarter's last
// month.

export type ReturnFrequency = 'monthly' | 'quarterly';

export type ReturnPeriod = {
  /** The period the return is filed for ("fp" in GSTR-1): the quarter's last month for quarterly filers. */
  fp: string;
  /** First and last day covered, ISO dates. */
  from: string;
  to: string;
};

export const RETURN_PERIOD_PATTERN = /^(0[1-9]|1[0-2])(20\d\d)$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** The days a return for `period` (MMYYYY) covers; undefined when the text is not a period. */
export function returnPeriodOf(period: string, frequency: ReturnFrequency): ReturnPeriod | undefined {
  const match = RETURN_PERIOD_PATTERN.exec(period);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (frequency === 'monthly') {
    return {
      fp: period,
      from: `${year}-${pad(month)}-01`,
      to: `${year}-${pad(month)}-${pad(daysInMonth(year, month))}`,
    };
  }
  const lastMonth = Math.ceil(month / 3) * 3;
  const firstMonth = lastMonth - 2;
  return {
    fp: `${pad(lastMonth)}${year}`,
    from: `${year}-${pad(firstMonth)}-01`,
    to: `${year}-${pad(lastMonth)}-${pad(daysInMonth(year, lastMonth))}`,
  };
}

/** Orders two MMYYYY periods: negative when a is earlier. */
export function comparePeriods(a: string, b: string): number {
  const key = (p: string) => Number(p.slice(2)) * 100 + Number(p.slice(0, 2));
  return key(a) - key(b);
}

/** "MMYYYY" of an ISO date's month. */
export function periodOfDate(isoDate: string): string {
  return `${isoDate.slice(5, 7)}${isoDate.slice(0, 4)}`;
}

/** The return period after `fp` (the next month, or the next quarter's last month). */
export function nextPeriod(fp: string, frequency: ReturnFrequency): string {
  const step = frequency === 'monthly' ? 1 : 3;
  const index = Number(fp.slice(2)) * 12 + Number(fp.slice(0, 2)) - 1 + step;
  return `${pad((index % 12) + 1)}${Math.floor(index / 12)}`;
}

/** The return periods from `first` up to and including `last` (empty when `first` is later). */
export function periodsFromTo(first: string, last: string, frequency: ReturnFrequency): string[] {
  const periods: string[] = [];
  for (let fp = first; comparePeriods(fp, last) <= 0; fp = nextPeriod(fp, frequency)) periods.push(fp);
  return periods;
}
