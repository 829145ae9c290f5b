import type { Db } from '../../core/db/database';
import { findPartyDocumentReferences } from '../../documents/party-references';
import type { Reference } from '../references';

// Customer rows are read and written through party-repository.ts (customers and suppliers share
// their columns); what is customer-specific lives here.

/** The customer's documents of every kind: while there are any, the delete route refuses. */
export async function findCustomerReferences(db: Db, id: number): Promise<Reference[]> {
  return findPartyDocumentReferences(db, 'customers', id);
}
