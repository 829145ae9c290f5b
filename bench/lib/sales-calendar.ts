import { financialYearOf } from '@bahi/domain';

// How many invoices and purchases fall on each day. Business grows year on year, Sundays are
// half days, the festival season (October, November) and the year-end rush (March) are busier.

export type SalesDay = { date: string; financialYear: string; invoices: number; purchases: number };

const DAY_MS = 86_400_000;

function dayWeight(day: Date, yearsFromStart: number, sundayFactor: number): number {
  const month = day.getUTCMonth() + 1;
  const season = month === 10 || month === 11 ? 1.25 : month === 3 ? 1.15 : 1;
  const weekday = day.getUTCDay() === 0 ? sundayFactor : 1;
  return (1 + 0.2 * yearsFromStart) * season * weekday;
}

/**
 * Shares total out over the weights so the counts add up exactly: each day gets the rounded
 * cumulative share minus the previous day's, which never drifts however many days there are.
 */
function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  let cumulative = 0;
  let given = 0;
  return weights.map((weight) => {
    cumulative += weight;
    const upTo = Math.round((total * cumulative) / sum);
    const count = upTo - given;
    given = upTo;
    return count;
  });
}

/** Every day from 1 April of the first of `years` financial years up to endDate, both included. */
export function planSalesDays(options: {
  endDate: string;
  invoices: number;
  purchases: number;
  years: number;
}): SalesDay[] {
  const lastStart = Number(financialYearOf(options.endDate).startDate.slice(0, 4));
  const first = Date.UTC(lastStart - options.years + 1, 3, 1);
  const last = Date.parse(`${options.endDate}T00:00:00Z`);
  const days: Date[] = [];
  for (let time = first; time <= last; time += DAY_MS) days.push(new Date(time));
  const years = (day: Date) => (day.getTime() - first) / (365 * DAY_MS);
  const invoices = shareOut(
    options.invoices,
    days.map((day) => dayWeight(day, years(day), 0.4)),
  );
  // Suppliers do not deliver on Sundays.
  const purchases = shareOut(
    options.purchases,
    days.map((day) => dayWeight(day, years(day), 0)),
  );
  let financialYear = '';
  let yearEnd = '';
  return days.map((day, index) => {
    const date = day.toISOString().slice(0, 10);
    if (date > yearEnd) ({ label: financialYear, endDate: yearEnd } = financialYearOf(date));
    return { date, financialYear, invoices: invoices[index] ?? 0, purchases: purchases[index] ?? 0 };
  });
}
