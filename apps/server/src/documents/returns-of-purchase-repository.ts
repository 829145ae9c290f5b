import type { Selectable } from 'kysely';
import type { Db } from '../core/db/database';
import type { PurchaseReturnTable } from '../core/db/schema-purchase-returns';
import { countCorrectionsOf } from './corrections-of-original';

// The returns against one purchase, as the purchase's own screens and guards see them (its detail
// lists them; a purchase with live returns is not corrected or cancelled). Here, not in
// purchase-returns/, because the purchase feature reads them and features do not import each other.

export type ReturnOfPurchaseRow = Pick<
  Selectable<PurchaseReturnTable>,
  'id' | 'return_number' | 'date' | 'grand_total' | 'status'
>;

/** The returns of one purchase, oldest first, for its detail. */
export function findReturnsOfPurchase(db: Db, purchaseId: number): Promise<ReturnOfPurchaseRow[]> {
  return db
    .selectFrom('purchase_returns')
    .select(['id', 'return_number', 'date', 'grand_total', 'status'])
    .where('purchase_id', '=', purchaseId)
    .orderBy('date')
    .orderBy('id')
    .execute();
}

/** Returns against a purchase: live ones only, or all of them. */
export function countReturnsOfPurchase(db: Db, purchaseId: number, liveOnly: boolean): Promise<number> {
  return countCorrectionsOf(
    db,
    { table: 'purchase_returns', originalColumn: 'purchase_id' },
    purchaseId,
    liveOnly,
  );
}
