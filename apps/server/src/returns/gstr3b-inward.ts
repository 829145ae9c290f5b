import { type Gstr3bInward, plusHeads } from '@bahi/domain';
import type { Db } from '../core/db/database';
import { findPeriodExpenseCredit } from './expense-credit-repository';
import { findGstr2bWorksheet, type Gstr2bWorksheet } from './gstr2b-worksheet';
import {
  findPeriodPurchaseCredit,
  findPeriodPurchaseReturnCredit,
  type PeriodRange,
  type PurchaseCreditRow,
} from './returns-repository';

// GSTR-3B Table 4's inputs for one period, gathered in this one place: 4(A)(5) the credit of the
// purchases and expenses from registered suppliers, 4(B)(2) the credit given back on goods
// returned to them, and the expenses under reverse charge (3.1(d), their tax the credit of
// 4(A)(3)). 4(A)(5) follows GSTR-2B month by month: a month with a 2B imported takes the credit
// of the bills matched in it (gstr2b-worksheet.ts), a month without one the credit of its bills by
// date, as before 2B matching existed. Returns and reverse charge go by date whatever the 2B says.

const heads = (row: PurchaseCreditRow) => ({
  cgst: Number(row.cgst),
  sgst: Number(row.sgst),
  igst: Number(row.igst),
});

async function creditByDate(db: Db, range: PeriodRange) {
  const [bought, expenses] = await Promise.all([
    findPeriodPurchaseCredit(db, range),
    findPeriodExpenseCredit(db, range, false),
  ]);
  return plusHeads(heads(bought), heads(expenses));
}

export async function findGstr3bInward(
  db: Db,
  range: PeriodRange,
): Promise<Gstr3bInward & { twoB: Gstr2bWorksheet }> {
  const [twoB, sentBack, reverseCharge] = await Promise.all([
    findGstr2bWorksheet(db, range),
    findPeriodPurchaseReturnCredit(db, range),
    findPeriodExpenseCredit(db, range, true),
  ]);
  let itcAvailable = plusHeads(twoB.matchedCredit, twoB.claimedLaterCredit);
  for (const months of twoB.monthsByDate) {
    itcAvailable = plusHeads(itcAvailable, await creditByDate(db, months));
  }
  return {
    itcAvailable,
    itcReversed: heads(sentBack),
    inwardReverseCharge: { taxable: Number(reverseCharge.taxable), ...heads(reverseCharge) },
    twoB,
  };
}
