import type { Db } from '../db/database';
import type { Reference } from './references';

// Supplier rows are read and written through party-repository.ts (customers and suppliers share
// their columns); what is supplier-specific lives here.

/**
 * Nothing refers to a supplier yet. The migration that adds purchases extends this with the
 * supplier's purchase count, and the delete route refuses while any count is above zero.
 */
export async function findSupplierReferences(_db: Db, _id: number): Promise<Reference[]> {
  return [];
}
