import { findReturnProblems, type ReturnPeriod, type SoldProduct } from '@bahi/domain';
import type { Db } from '../core/db/database';
import { findProductsToCheck, findSoldAmong } from './gstr1-kept-repository';

// The products GSTR-1's checks name: those sold in the period whose HSN code or unit the portal
// would refuse. The catalogue is checked in memory (a shop's few thousand products) and only the
// refused ones are looked up among the period's lines, instead of collecting every product of
// every line of the period (220,000 lines a month at 1,000,000 invoices).

export async function periodProductsToCheck(
  db: Db,
  range: ReturnPeriod,
  hsnDigits: 4 | 6,
  isKnownHsn: (code: string) => boolean,
): Promise<SoldProduct[]> {
  const catalogue = (await findProductsToCheck(db)).map((product) => ({
    id: Number(product.id),
    name: product.name,
    hsn: product.hsn_code,
    unit: product.unit,
  }));
  const refused = new Set(
    findReturnProblems([], catalogue, hsnDigits, isKnownHsn).map((problem) => problem.record?.id),
  );
  const sold = await findSoldAmong(
    db,
    range,
    catalogue.filter((product) => refused.has(product.id)).map((product) => product.id),
  );
  return catalogue.filter((product) => sold.has(product.id));
}
