import type { CustomerCredit, PartyBalance } from '@bahi/domain/schemas';
import type { Db } from '../../core/db/database';
import { NotFoundError } from '../../core/http/errors';
import type { RequestContext } from '../../core/http/request-context';
import { findCreditPosition, presentCreditPosition } from '../../documents/customer-credit';
import { findKeptBalances } from '../../documents/party-balance-repository';
import { findPartyById, type PartyKind } from '../../documents/party-repository';

// Outstanding balances: what is left on a customer's invoices that stand (or a supplier's
// purchases), in the terms of the one outstanding query, less money their vouchers took on
// account, read from the totals kept per party (db/derived/party-balances.ts).
// billed = the documents' payable; settled = every live voucher's amount, on account included.

/** Per party id: billed, settled and balance in paise; parties with neither get zeros. */
export async function findBalancesInPaise(
  db: Db,
  kind: PartyKind,
  ids: readonly number[],
): Promise<Map<number, { billed: number; settled: number; balance: number }>> {
  const kept = new Map((await findKeptBalances(db, kind, ids)).map((row) => [row.party_id, row]));
  const balances = new Map<number, { billed: number; settled: number; balance: number }>();
  for (const id of ids) {
    const row = kept.get(id);
    const billed = row?.billed ?? 0;
    const settled = (row?.settled ?? 0) + (row?.on_account ?? 0);
    balances.set(id, { billed, settled, balance: billed - settled });
  }
  return balances;
}

export async function getPartyBalance(
  ctx: RequestContext,
  kind: PartyKind,
  id: number,
): Promise<PartyBalance> {
  const { db } = ctx;
  if (!(await findPartyById(db, kind, id))) {
    throw new NotFoundError(`${kind === 'customers' ? 'Customer' : 'Supplier'} ${id} not found`);
  }
  const balance = (await findBalancesInPaise(db, kind, [id])).get(id) ?? {
    billed: 0,
    settled: 0,
    balance: 0,
  };
  return {
    party_id: id,
    billed: balance.billed / 100,
    settled: balance.settled / 100,
    balance: balance.balance / 100,
  };
}

/** A customer's credit limit and days, what they owe and what is past due (the invoice form's figures). */
export async function getCustomerCredit(ctx: RequestContext, id: number): Promise<CustomerCredit> {
  const { db } = ctx;
  const customer = await findPartyById(db, 'customers', id);
  if (!customer) throw new NotFoundError(`Customer ${id} not found`);
  return presentCreditPosition(customer, await findCreditPosition(db, customer));
}
