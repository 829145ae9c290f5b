import type { Db } from '../../core/db/database';
import { OPENING_BILL_KIND } from '../../opening/opening-bill-kind';
import { countOpeningBillsOfParty } from '../../opening/opening-bill-repository';
import { countPurchasesOfSupplier } from '../../purchases/purchase-repository';
import type { Reference } from '../references';
import { countVouchersOfParty } from './party-balance-repository';

// Supplier rows are read and written through party-repository.ts (customers and suppliers share
// their columns); what is supplier-specific lives here.

/** The supplier's purchases and payment vouchers: while there are any, the delete route refuses. */
export async function findSupplierReferences(db: Db, id: number): Promise<Reference[]> {
  return [
    { count: await countPurchasesOfSupplier(db, id), singular: 'purchase', plural: 'purchases' },
    { count: await countVouchersOfParty(db, 'suppliers', id), singular: 'payment', plural: 'payments' },
    { count: await countOpeningBillsOfParty(db, 'suppliers', id), ...OPENING_BILL_KIND.reference },
  ];
}
