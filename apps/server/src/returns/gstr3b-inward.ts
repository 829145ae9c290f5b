import { type Gstr3bInward, plusHeads } from '@bahi/domain';
import type { Db } from '../core/db/database';
import { findPeriodExpenseCredit } from './expense-credit-repository';
import {
  findPeriodPurchaseCredit,
  findPeriodPurchaseReturnCredit,
  type PeriodRange,
  type PurchaseCreditRow,
} from './returns-repository';

// GSTR-3B Table 4's inputs for one period, gathered in this one place: 4(A)(5) the credit of the
// purchases and expenses from registered suppliers, 4(B)(2) the credit given back on goods
// returned to them, and the expenses under reverse charge (3.1(d), their tax the credit of
// 4(A)(3)). Credit from other sources (the portal's GSTR-2B) joins here.

const heads = (row: PurchaseCreditRow) => ({
  cgst: Number(row.cgst),
  sgst: Number(row.sgst),
  igst: Number(row.igst),
});

export async function findGstr3bInward(db: Db, range: PeriodRange): Promise<Gstr3bInward> {
  const [bought, sentBack, expenses, reverseCharge] = await Promise.all([
    findPeriodPurchaseCredit(db, range),
    findPeriodPurchaseReturnCredit(db, range),
    findPeriodExpenseCredit(db, range, false),
    findPeriodExpenseCredit(db, range, true),
  ]);
  return {
    itcAvailable: plusHeads(heads(bought), heads(expenses)),
    itcReversed: heads(sentBack),
    inwardReverseCharge: { taxable: Number(reverseCharge.taxable), ...heads(reverseCharge) },
  };
}
