import type { Db } from '../db/database';
import type { Reference } from './references';

// Customer rows are read and written through party-repository.ts (customers and suppliers share
// their columns); what is customer-specific lives here.

/**
 * Nothing refers to a customer yet. The migration that adds invoices extends this with the
 * customer's invoice count, and the delete route refuses while any count is above zero.
 */
export async function findCustomerReferences(_db: Db, _id: number): Promise<Reference[]> {
  return [];
}
