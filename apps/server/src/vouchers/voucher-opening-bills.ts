import { allocateOldestFirst, dueDateOf } from '@bahi/domain';
import type { OpenDocument } from '@bahi/domain/schemas';
import type { Db } from '../core/db/database';
import { type FieldErrors, ValidationError } from '../core/http/errors';
import { rupees } from '../documents/document-presenter';
import {
  findOpeningAllocationsOfVouchers,
  lockOpeningBills,
} from '../documents/opening-bills/opening-bill-repository';
import { findOutstandingDocuments } from '../documents/outstanding-repository';
import type { VoucherKindInfo, VoucherValues } from './voucher-kinds';
import { findAllocationsOfVouchers, type VoucherAllocationRow } from './voucher-repository';
import { overSettling } from './voucher-settlement';

// What receipts and payments do with opening bills (a party's bills from the old books), and the
// oldest-first choice of what a voucher settles: the party's open bills, opening bills and
// invoices (purchases) alike, oldest date first; what is left stays on account.

/** Both kinds of allocation of these vouchers, in line order. */
export async function findAllAllocationsOfVouchers(
  db: Db,
  voucherIds: readonly number[],
): Promise<VoucherAllocationRow[]> {
  const [documents, opening] = await Promise.all([
    findAllocationsOfVouchers(db, voucherIds),
    findOpeningAllocationsOfVouchers(db, voucherIds),
  ]);
  const all: VoucherAllocationRow[] = [
    ...documents,
    ...opening.map((row) => ({ ...row, document_kind: 'opening_bill' as const })),
  ];
  return all.sort((a, b) => a.voucher_id - b.voucher_id || a.line_no - b.line_no);
}

/** A party's open bills (opening bills first on a day), each with its due date, for the voucher form. */
export async function findOpenBillsOfParty(
  db: Db,
  info: VoucherKindInfo,
  partyId: number,
  creditDays: number | null,
): Promise<OpenDocument[]> {
  // Only what is open is read (the partial index of open documents): a party with twenty thousand
  // settled bills has a few hundred open ones.
  const rows = await findOutstandingDocuments(
    db,
    info.kind === 'receipt' ? 'invoices' : 'purchases',
    { partyIds: [partyId] },
    true,
  );
  return rows.map((row) => ({
    kind: row.source,
    id: row.id,
    number: row.number,
    date: row.date,
    due_date: dueDateOf(row.date, creditDays, row.due_date),
    grand_total: rupees(row.grand_total),
    settled: rupees(row.settled),
    balance: rupees(row.outstanding),
  }));
}

/** With allocate 'oldest_first', the allocations that settle the party's oldest open bills. */
export async function resolveOldestFirst(
  db: Db,
  info: VoucherKindInfo,
  values: VoucherValues,
): Promise<VoucherValues> {
  if (values.allocate !== 'oldest_first') return values;
  const open = await findOutstandingDocuments(
    db,
    info.kind === 'receipt' ? 'invoices' : 'purchases',
    { partyIds: [values.party_id] },
    true,
  );
  const { allocations } = allocateOldestFirst(
    values.amount,
    open.map((row) => ({ key: row, date: row.date, outstanding: row.outstanding })),
  );
  return {
    ...values,
    opening_allocations: allocations
      .filter((a) => a.key.source === 'opening_bill')
      .map((a) => ({ opening_bill_id: a.key.id, amount: a.amount })),
    allocations: allocations
      .filter((a) => a.key.source === 'document')
      .map((a) => ({ document_id: a.key.id, amount: a.amount })),
  };
}

/**
 * Locks the opening bills a voucher settles and refuses (422) one that does not exist, is another
 * party's or an advance, or has less left than the voucher applies to it.
 */
export async function lockAndCheckOpeningBills(
  db: Db,
  info: VoucherKindInfo,
  values: VoucherValues,
): Promise<void> {
  const ids = [...new Set(values.opening_allocations.map((a) => a.opening_bill_id))].sort((a, b) => a - b);
  if (ids.length === 0) return;
  const bills = new Map((await lockOpeningBills(db, ids)).map((bill) => [bill.id, bill]));
  const partyOf = (bill: { customer_id: number | null; supplier_id: number | null }) =>
    info.kind === 'receipt' ? bill.customer_id : bill.supplier_id;
  const errors: FieldErrors = {};
  // Opening allocations are the voucher's first lines (see lineNumbers).
  values.opening_allocations.forEach((allocation, index) => {
    const bill = bills.get(allocation.opening_bill_id);
    const name = `Opening bill ${bill?.number ?? allocation.opening_bill_id}`;
    const field = `allocations.${index}.opening_bill_id`;
    if (bill?.kind !== 'bill') errors[field] = [`${name} does not exist`];
    else if (partyOf(bill) !== values.party_id) {
      errors[field] = [`${name} belongs to another ${info.partyLabel.toLowerCase()}`];
    } else {
      const problem = overSettling(name, allocation.amount, bill.amount - bill.settled, info);
      if (problem) errors[`allocations.${index}.amount`] = [problem];
    }
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}
