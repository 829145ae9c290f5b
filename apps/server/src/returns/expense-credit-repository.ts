import type { Db } from '../core/db/database';
import type { PeriodRange, PurchaseCreditRow } from './returns-repository';
import { summedHeads } from './summed-heads';

// What expenses dated in a return period bring to GSTR-3B, summed per head from the figures stored
// with each expense: the credit on bills from suppliers with a GSTIN (4(A)(5)), and the supplies
// under reverse charge (3.1(d), whose tax comes back as credit in 4(A)(3)). Reads the range of the
// (date, id) index.

export function findPeriodExpenseCredit(
  db: Db,
  range: PeriodRange,
  reverseCharge: boolean,
): Promise<PurchaseCreditRow> {
  return db
    .selectFrom('expenses')
    .select([...summedHeads('taxable', { orZero: true })])
    .where((eb) => eb.between('date', range.from, range.to))
    .where('reverse_charge', '=', reverseCharge ? 1 : 0)
    .where((eb) =>
      reverseCharge
        ? eb.lit(true)
        : eb('cgst_amount', '>', 0).or('sgst_amount', '>', 0).or('igst_amount', '>', 0),
    )
    .executeTakeFirstOrThrow();
}
