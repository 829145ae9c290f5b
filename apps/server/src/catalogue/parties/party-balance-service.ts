import type { PartyBalance } from '@bahi/domain/schemas';
import type { Db } from '../../db/database';
import { findOnAccountOfParties, sumOutstandingOfParties } from '../../documents/outstanding-repository';
import { NotFoundError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { findPartyById, type PartyKind } from './party-repository';

// Outstanding balances: what is left on a customer's invoices that stand (or a supplier's
// purchases), from the one outstanding query, less money their vouchers took on account.
// billed = the documents' payable; settled = every live voucher's amount, on account included.

/** Per party id: billed, settled and balance in paise; parties with neither get zeros. */
export async function findBalancesInPaise(
  db: Db,
  kind: PartyKind,
  ids: readonly number[],
): Promise<Map<number, { billed: number; settled: number; balance: number }>> {
  const documentKind = kind === 'customers' ? 'invoices' : 'purchases';
  const [owed, onAccount] = await Promise.all([
    sumOutstandingOfParties(db, documentKind, ids),
    ids.length === 0 ? [] : findOnAccountOfParties(db, documentKind, ids),
  ]);
  const owedById = new Map(owed.map((row) => [row.party_id, row]));
  const onAccountById = new Map(onAccount.map((row) => [row.party_id, row.on_account]));
  const balances = new Map<number, { billed: number; settled: number; balance: number }>();
  for (const id of ids) {
    const documents = owedById.get(id);
    const credit = onAccountById.get(id) ?? 0;
    balances.set(id, {
      billed: documents?.billed ?? 0,
      settled: (documents?.settled ?? 0) + credit,
      balance: (documents?.outstanding ?? 0) - credit,
    });
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
