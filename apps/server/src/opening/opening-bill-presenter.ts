import type { OpeningBill } from '@bahi/domain/schemas';
import { rupees } from '../documents/document-presenter';
import type { OpeningBillRow } from './opening-bill-repository';

export function toOpeningBill(row: OpeningBillRow): OpeningBill {
  const amount = Number(row.amount);
  const settled = row.kind === 'bill' ? Number(row.settled) : 0;
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
