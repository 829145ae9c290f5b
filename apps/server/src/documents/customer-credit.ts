import { type CreditPosition, dueDateOf, firstDateNotPastDue, paiseToRupees, todayIso } from '@bahi/domain';
import type { CustomerCredit } from '@bahi/domain/schemas';
import { type Db, dialectOf } from '../core/db/database';
import { findOpenOpeningBills, sumOpenDocumentsDatedBefore } from './outstanding-repository';
import { findKeptBalances } from './party-balance-repository';
import type { PartyRow } from './party-repository';

// A customer's credit position, read the same way for the invoice form (GET
// /api/customers/{id}/credit) and for the invoice save's question: what they owe is their kept
// balance (bills less every live receipt, money on account included, db/derived/party-balances.ts);
// what is past due is what is left on their open bills whose due date (the bill's date plus the
// customer's credit days, or an opening bill's own) is before India's today.

/**
 * Two bills for one customer saved at once must not both pass the question on the same balance:
 * on PostgreSQL the customer's row is locked (NO KEY UPDATE, which leaves the documents' references
 * to it free) until the save commits; SQLite's write lock already serialises saves.
 */
export async function lockCustomerForCredit(db: Db, customerId: number): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await db.selectFrom('customers').select('id').where('id', '=', customerId).forNoKeyUpdate().execute();
}

export type CreditPositionOfCustomer = CreditPosition & { overdueBills: number };

export async function findCreditPosition(
  db: Db,
  customer: Pick<PartyRow, 'id' | 'credit_limit' | 'credit_days'>,
  today = todayIso(),
): Promise<CreditPositionOfCustomer> {
  // Only bills that can be past due are read: invoices dated before the first date not yet past
  // due (none without credit days, which give invoices no due date) and the opening bills, which
  // may carry due dates of their own. A customer with thousands of open bills within their credit
  // days is not read bill by bill on every save.
  const creditDays = customer.credit_days;
  const [balances, pastDueInvoices, openingBills] = await Promise.all([
    findKeptBalances(db, 'customers', [customer.id]),
    creditDays === null
      ? { documents: 0, outstanding: 0 }
      : sumOpenDocumentsDatedBefore(db, 'invoices', customer.id, firstDateNotPastDue(today, creditDays)),
    findOpenOpeningBills(db, 'invoices', customer.id),
  ]);
  const kept = balances[0];
  const outstanding = kept ? kept.billed - kept.settled - kept.on_account : 0;
  let overdue = pastDueInvoices.outstanding;
  let overdueBills = pastDueInvoices.documents;
  for (const bill of openingBills) {
    const due = dueDateOf(bill.date, creditDays, bill.due_date);
    if (due !== null && due < today && bill.outstanding > 0) {
      overdue += bill.outstanding;
      overdueBills += 1;
    }
  }
  const limit = customer.credit_limit === null ? null : Number(customer.credit_limit);
  return { limit, outstanding, overdue, overdueBills };
}

/** The position as the API answers it, in rupees. */
export function presentCreditPosition(
  customer: Pick<PartyRow, 'id' | 'credit_days'>,
  position: CreditPositionOfCustomer,
): CustomerCredit {
  return {
    customer_id: customer.id,
    credit_limit: position.limit === null ? null : paiseToRupees(position.limit),
    credit_days: customer.credit_days,
    outstanding: paiseToRupees(position.outstanding),
    overdue: paiseToRupees(position.overdue),
    overdue_bills: position.overdueBills,
    available: position.limit === null ? null : paiseToRupees(position.limit - position.outstanding),
  };
}
