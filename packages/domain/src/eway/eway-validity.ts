// Rule 138(10): an e-way bill is valid one day per 200 km or part of it for normal cargo (one per
// 20 km for over-dimensional cargo). A day ends at midnight of the day after generation, so a bill
// generated at 14:00 on 1 March for 150 km is valid until 23:59:59 on 2 March (India's time).

export const KM_PER_DAY = { R: 200, O: 20 } as const;

/** Days of validity for a distance; a distance of 0 (the portal fills it in) counts as one day. */
export function ewayValidityDays(distanceKm: number, vehicleType: 'R' | 'O' | null): number {
  return Math.max(1, Math.ceil(distanceKm / KM_PER_DAY[vehicleType ?? 'R']));
}

/** The last day (YYYY-MM-DD) a bill generated on `generatedOn` may be used, to its midnight. */
export function ewayValidUntilDate(
  generatedOn: string,
  distanceKm: number,
  vehicleType: 'R' | 'O' | null,
): string {
  const [year = 0, month = 1, day = 1] = generatedOn.split('-').map(Number);
  const last = new Date(Date.UTC(year, month - 1, day + ewayValidityDays(distanceKm, vehicleType)));
  return last.toISOString().slice(0, 10);
}

/** A cancellation is accepted only within this many hours of generation. */
export const EWAY_CANCEL_HOURS = 24;

/** True when `at` is within 24 hours of `generatedAt` (both ISO instants). */
export function withinCancelWindow(generatedAt: string, at: string, hours = EWAY_CANCEL_HOURS): boolean {
  return Date.parse(at) - Date.parse(generatedAt) <= hours * 3_600_000;
}
