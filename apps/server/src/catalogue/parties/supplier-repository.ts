import type { Db } from '../../core/db/database';
import { findPartyDocumentReferences } from '../../documents/party-references';
import type { Reference } from '../references';

// Supplier rows are read and written through party-repository.ts (customers and suppliers share
// their columns); what is supplier-specific lives here.

/** The supplier's documents of every kind: while there are any, the delete route refuses. */
export async function findSupplierReferences(db: Db, id: number): Promise<Reference[]> {
  return findPartyDocumentReferences(db, 'suppliers', id);
}
