import type { OpeningBill } from '@bahi/domain/schemas';
import { rupees } from '../document-presenter';
import type { OpeningBillRow } from './opening-bill-repository';

export function toOpeningBill(row: OpeningBillRow): OpeningBill {
  const amount = Number(row.amount);
  // A bill's settled is what vouchers paid of it; an advance's, what of it was applied to bills.
  const settled = Number(row.settled);
  return {
    id: row.id,
    kind: row.kind,
    party_id: Number(row.customer_id ?? row.supplier_id),
    number: row.number,
    date: row.date,
    due_date: row.due_date,
    amount: rupees(amount),
    settled: rupees(settled),
    balance: rupees(amount - settled),
    created_at: row.created_at,
  };
}
