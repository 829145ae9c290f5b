import type { ReturnPeriod } from './return-period';

// The shop's GST registration over time: from each date the GSTIN it held (null while not
// registered), as the settings recorded it. A return is the return of one GSTIN: it covers the
// days of its period the shop held that GSTIN, so a bill of supply issued before registering is
// not a supply of the later GSTIN, and a period before registration has no return at all.

export type GstRegistration = {
  /** The GSTIN held from `effectiveFrom`; null while the shop was not registered. */
  gstin: string | null;
  stateCode: string;
  /** ISO date it took effect. */
  effectiveFrom: string;
};

export type PeriodRegistration = { gstin: string; stateCode: string; from: string; to: string };

const dayBefore = (iso: string): string => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

/**
 * The GSTIN whose return the period is, and the days of the period it covers: the last
 * registration with a GSTIN held on any day of the period (when a shop moved to a new GSTIN within
 * the period, the new one's). Undefined when the shop held no GSTIN in the period.
 */
export function registrationInPeriod(
  history: readonly GstRegistration[],
  range: ReturnPeriod,
): PeriodRegistration | undefined {
  const sorted = [...history].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  for (let index = sorted.length - 1; index >= 0; index -= 1) {
    const held = sorted[index];
    const next = sorted[index + 1];
    if (!held?.gstin) continue;
    const to = next && next.effectiveFrom <= range.to ? dayBefore(next.effectiveFrom) : range.to;
    const from = held.effectiveFrom > range.from ? held.effectiveFrom : range.from;
    if (from <= to) return { gstin: held.gstin, stateCode: held.stateCode, from, to };
  }
  return undefined;
}
