import { formatDateDmy, formatRupees } from '@bahi/domain';
import type { Db } from '../core/db/database';
import { ConflictError, fieldError } from '../core/http/errors';
import { hasOpeningAdvanceApplied, sumSettledOfPurchases } from '../documents/settled-documents-repository';
import {
  findPaymentNumbersOfPurchase,
  findPurchaseOfSameBill,
  type PurchaseRow,
} from './purchase-repository';

// What may not change on a purchase: the money paid against it, and the supplier's bill it
// records. Callers hold the purchase's row lock (lockPurchaseById) inside the write's transaction,
// so no payment can be applied between check and write.

type PurchaseChange = { status: string; supplier_id: number; grand_total: number };

function paymentList(numbers: readonly string[], advance: boolean): string {
  const list = numbers.length === 1 ? numbers[0] : `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
  const vouchers = numbers.length === 0 ? [] : [`${numbers.length === 1 ? 'payment' : 'payments'} ${list}`];
  // An opening advance applied to it settles it as a payment does.
  return [...vouchers, ...(advance ? ['the opening advance'] : [])].join(' and ');
}

/**
 * Refuses (409, naming the payments) to cancel a purchase payments are applied to, to move it to
 * another supplier, or to bring its total below what was paid.
 */
export async function checkPurchaseChangeAgainstPayments(
  db: Db,
  existing: PurchaseRow,
  change: PurchaseChange,
): Promise<void> {
  const [sum] = await sumSettledOfPurchases(db, [existing.id]);
  const paid = Number(sum?.settled ?? 0);
  if (paid === 0) return;
  const name = `Purchase ${existing.purchase_number}`;
  const payments = paymentList(
    await findPaymentNumbersOfPurchase(db, existing.id),
    await hasOpeningAdvanceApplied(db, 'purchase_id', existing.id),
  );
  if (change.status === 'Cancelled') {
    throw new ConflictError(`${name} cannot be cancelled: ${payments} applied to it; remove them first`);
  }
  if (change.supplier_id !== existing.supplier_id) {
    throw new ConflictError(`${name} cannot move to another supplier: ${payments} applied to it`);
  }
  if (change.grand_total < paid) {
    throw new ConflictError(
      `${name} cannot total less than the ${formatRupees(paid)} paid (${payments}); remove payments first`,
    );
  }
}

export type BillOfPurchase = {
  supplierId: number;
  financialYear: string;
  billKey: string | null;
  billNumber: string | null;
  /** The purchase being edited: its own bill is no duplicate. */
  exceptId?: number;
};

/**
 * Refuses (422 on invoice_number, naming the earlier purchase) a supplier's bill number already
 * recorded for that supplier in the same financial year. The unique index purchases_supplier_bill
 * backs this up against two saves at once.
 */
export async function refuseDuplicateSupplierBill(db: Db, bill: BillOfPurchase): Promise<void> {
  if (bill.billKey === null) return;
  const earlier = await findPurchaseOfSameBill(db, { ...bill, billKey: bill.billKey });
  if (!earlier) return;
  throw fieldError('invoice_number', duplicateBillMessage(bill.billNumber ?? bill.billKey, earlier));
}

export function duplicateBillMessage(
  billNumber: string,
  earlier?: { purchase_number: string; purchase_date: string },
): string {
  const where = earlier
    ? `purchase ${earlier.purchase_number} of ${formatDateDmy(earlier.purchase_date)}`
    : 'another purchase';
  return `Supplier Invoice No ${billNumber} of this supplier is already recorded this financial year (${where})`;
}
