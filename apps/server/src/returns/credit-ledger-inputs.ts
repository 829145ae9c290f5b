import {
  type LedgerPeriodInput,
  minusHeads,
  plusHeads,
  type ReturnPeriod,
  type ReturnTaxHeads,
  returnPeriodOf,
  type TaxHeads,
} from '@bahi/domain';
import type { Db } from '../core/db/database';
import {
  findMonthlyExpenseCredit,
  findMonthlyNoteTax,
  findMonthlyOutwardTax,
  findMonthlyPurchaseCredit,
  findMonthlyPurchaseReturnCredit,
  type MonthHeads,
} from './credit-ledger-months-repository';
import { findNoteTaxSums } from './credit-ledger-repository';
import { matchingFrom } from './gstr2b-matching';
import { findImportedMonths } from './gstr2b-repository';
import { findGstr2bWorksheet, monthsOf } from './gstr2b-worksheet';
import { findGstr3bInward } from './gstr3b-inward';
import { findOutwardTaxSums } from './outward-totals-repository';
import type { ReturnSettingsRow } from './return-settings-repository';

// The credit ledger's inputs for the periods before the one shown. ledgerInputsOf reads each
// source once for all those periods, grouped by month, and sums each period's months: with the
// books begun years ago that is six queries instead of six or seven per period. A period whose
// 2B matching could hold anything (a 2B imported in its window) still takes its 2B worksheet
// period by period, as GSTR-3B itself does. periodLedgerInput reads one period on its own, the
// same way GSTR-3B reads the period shown; the two are tested to agree.

export type LedgerInput = LedgerPeriodInput & { inwardReverseCharge: ReturnTaxHeads };

const ZERO: ReturnTaxHeads = { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
const headsOf = (row: { cgst: number; sgst: number; igst: number }): TaxHeads => ({
  cgst: Number(row.cgst),
  sgst: Number(row.sgst),
  igst: Number(row.igst),
});

/** One period's inputs, read period by period. */
export async function periodLedgerInput(
  db: Db,
  fp: string,
  settings: ReturnSettingsRow,
): Promise<LedgerInput> {
  const range = returnPeriodOf(fp, settings.frequency) as ReturnPeriod;
  const [sold, credited, debited, inward] = await Promise.all([
    findOutwardTaxSums(db, range),
    findNoteTaxSums(db, range, 'credit'),
    findNoteTaxSums(db, range, 'debit'),
    findGstr3bInward(db, range),
  ]);
  return {
    period: fp,
    outputTax: plusHeads(minusHeads(headsOf(sold), headsOf(credited)), headsOf(debited)),
    itcAvailable: inward.itcAvailable,
    itcReversed: inward.itcReversed,
    inwardReverseCharge: inward.inwardReverseCharge ?? ZERO,
  };
}

/** Month → figures, and a sum over months. */
function byMonth(rows: MonthHeads[]) {
  const months = new Map(rows.map((row) => [row.month, row]));
  return (list: string[]): ReturnTaxHeads =>
    list.reduce((sum, month) => {
      const row = months.get(month);
      if (!row) return sum;
      return { taxable: sum.taxable + Number(row.taxable), ...plusHeads(sum, headsOf(row)) };
    }, ZERO);
}

/** Every earlier period's inputs, each source read once for all of them. */
export async function ledgerInputsOf(
  db: Db,
  periods: string[],
  settings: ReturnSettingsRow,
): Promise<LedgerInput[]> {
  const ranges = periods.map((fp) => returnPeriodOf(fp, settings.frequency) as ReturnPeriod);
  const first = ranges[0];
  const last = ranges.at(-1);
  if (!first || !last) return [];
  const span = { from: first.from, to: last.to };
  const [sold, notes, bought, sentBack, expenses, imported] = await Promise.all([
    findMonthlyOutwardTax(db, span),
    findMonthlyNoteTax(db, span),
    findMonthlyPurchaseCredit(db, span),
    findMonthlyPurchaseReturnCredit(db, span),
    findMonthlyExpenseCredit(db, span),
    findImportedMonths(db, matchingFrom(first.to).slice(0, 7), last.to.slice(0, 7)),
  ]);
  const soldIn = byMonth(sold);
  const creditedIn = byMonth(notes.filter((row) => row.note_type === 'credit'));
  const debitedIn = byMonth(notes.filter((row) => row.note_type === 'debit'));
  const boughtIn = byMonth(bought);
  const sentBackIn = byMonth(sentBack);
  const expensedIn = byMonth(expenses.filter((row) => Number(row.reverse_charge) === 0));
  const reverseChargeIn = byMonth(expenses.filter((row) => Number(row.reverse_charge) === 1));
  const creditByDate = (months: string[]) => headsOf(plusHeads(boughtIn(months), expensedIn(months)));

  return Promise.all(
    ranges.map(async (range): Promise<LedgerInput> => {
      const months = monthsOf(range);
      const windowFrom = matchingFrom(range.to).slice(0, 7);
      const twoBInWindow = imported.some((month) => month >= windowFrom && month <= range.to.slice(0, 7));
      let itcAvailable = creditByDate(months);
      if (twoBInWindow) {
        const twoB = await findGstr2bWorksheet(db, range);
        itcAvailable = plusHeads(twoB.matchedCredit, twoB.claimedLaterCredit);
        for (const byDate of twoB.monthsByDate) {
          itcAvailable = plusHeads(itcAvailable, creditByDate(monthsOf(byDate)));
        }
      }
      return {
        period: range.fp,
        outputTax: plusHeads(minusHeads(soldIn(months), creditedIn(months)), debitedIn(months)),
        itcAvailable,
        itcReversed: headsOf(sentBackIn(months)),
        inwardReverseCharge: reverseChargeIn(months),
      };
    }),
  );
}
