import { parseIsoDate } from './dates';

// The Indian financial year runs 1 April to 31 March. Invoice numbers must be unique within one,
// and the default series carries its short label (INV/25-26/0001).

export type FinancialYear = { startDate: string; endDate: string; label: string };

/** '2025-04-01' and '2026-03-31' both → 2025-04-01..2026-03-31, label '25-26'. */
export function financialYearOf(isoDate: string): FinancialYear {
  const parts = parseIsoDate(isoDate);
  if (!parts) throw new RangeError(`Not a valid date: ${isoDate}`);
  const startYear = parts.month >= 4 ? parts.year : parts.year - 1;
  const endYear = startYear + 1;
  return {
    startDate: `${String(startYear).padStart(4, '0')}-04-01`,
    endDate: `${String(endYear).padStart(4, '0')}-03-31`,
    label: `${twoDigitYear(startYear)}-${twoDigitYear(endYear)}`,
  };
}

function twoDigitYear(year: number): string {
  return String(year % 100).padStart(2, '0');
}
