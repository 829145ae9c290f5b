import type { Db } from '../../core/db/database';
import { countInvoicesOfCustomer } from '../../invoices/invoice-repository';
import { OPENING_BILL_KIND } from '../../opening/opening-bill-kind';
import { countOpeningBillsOfParty } from '../../opening/opening-bill-repository';
import type { Reference } from '../references';
import { countVouchersOfParty } from './party-balance-repository';

// Customer rows are read and written through party-repository.ts (customers and suppliers share
// their columns); what is customer-specific lives here.

/** The customer's invoices and receipt vouchers: while there are any, the delete route refuses. */
export async function findCustomerReferences(db: Db, id: number): Promise<Reference[]> {
  return [
    { count: await countInvoicesOfCustomer(db, id), singular: 'invoice', plural: 'invoices' },
    { count: await countVouchersOfParty(db, 'customers', id), singular: 'receipt', plural: 'receipts' },
    { count: await countOpeningBillsOfParty(db, 'customers', id), ...OPENING_BILL_KIND.reference },
  ];
}
