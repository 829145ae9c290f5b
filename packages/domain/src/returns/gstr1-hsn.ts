import { roundHalfAwayFromZero } from '../money';
import { addHeads, percent, portalTaxAmounts } from './gstr1-amounts';
import type { Gstr1HsnRow, ReturnHsnRow } from './gstr1-types';

// GSTR-1's HSN summary: one row per HSN, unit and rate.

/** HSN of services starts with 99: they are reported without a unit or quantity. */
export const isServiceHsn = (hsn: string): boolean => hsn.startsWith('99');

export function hsnRows(rows: ReturnHsnRow[]): Gstr1HsnRow[] {
  const merged = new Map<string, ReturnHsnRow>();
  for (const row of rows) {
    const id = `${row.hsn}|${row.unit}|${row.rateBp}`;
    const seen = merged.get(id);
    merged.set(
      id,
      seen ? { ...seen, ...addHeads(seen, row), quantityMilli: seen.quantityMilli + row.quantityMilli } : row,
    );
  }
  return [...merged.values()]
    .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.unit.localeCompare(b.unit) || a.rateBp - b.rateBp)
    .map((row, index) => {
      const service = isServiceHsn(row.hsn);
      return {
        num: index + 1,
        hsn_sc: row.hsn,
        desc: row.description.slice(0, 30),
        uqc: service ? 'NA' : row.unit,
        // The format takes at most 2 decimals of quantity, never below zero: thousandths are
        // rounded half away from zero, and a row where returns outweigh sales reports 0.
        qty: service ? 0 : Math.max(0, roundHalfAwayFromZero(row.quantityMilli / 10) / 100),
        rt: percent(row.rateBp),
        ...portalTaxAmounts(row),
      };
    });
}
