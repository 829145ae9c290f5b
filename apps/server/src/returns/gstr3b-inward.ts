import type { Gstr3bInward } from '@bahi/domain';
import type { Db } from '../db/database';
import {
  findPeriodPurchaseCredit,
  findPeriodPurchaseReturnCredit,
  type PeriodRange,
  type PurchaseCreditRow,
} from './returns-repository';

// GSTR-3B Table 4's inputs for one period, gathered in this one place: 4(A)(5) the credit of the
// purchases from registered suppliers, and 4(B)(2) the credit given back on goods returned to
// them. Credit from other sources (reverse charge, expenses, the portal's GSTR-2B) joins here.

const heads = (row: PurchaseCreditRow) => ({
  cgst: Number(row.cgst),
  sgst: Number(row.sgst),
  igst: Number(row.igst),
});

export async function findGstr3bInward(db: Db, range: PeriodRange): Promise<Gstr3bInward> {
  const [bought, sentBack] = await Promise.all([
    findPeriodPurchaseCredit(db, range),
    findPeriodPurchaseReturnCredit(db, range),
  ]);
  return { itcAvailable: heads(bought), itcReversed: heads(sentBack) };
}
