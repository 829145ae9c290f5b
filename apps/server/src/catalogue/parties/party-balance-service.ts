import type { PartyBalance } from '@bahi/domain/schemas';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { sumBilledOfParties, sumSettledOfParties } from './party-balance-repository';
import { findPartyById, type PartyKind } from './party-repository';

// Outstanding balances (issue 9): what a customer was invoiced (invoices not cancelled) or a
// supplier billed (purchases), minus what live vouchers settled, on-account ones included.

/** Per party id: billed, settled and balance in paise; parties with neither get zeros. */
export async function findBalancesInPaise(
  db: Db,
  kind: PartyKind,
  ids: readonly number[],
): Promise<Map<number, { billed: number; settled: number; balance: number }>> {
  const [billed, settled] = await Promise.all([
    sumBilledOfParties(db, kind, ids),
    sumSettledOfParties(db, kind, ids),
  ]);
  const billedById = new Map(billed.map((row) => [Number(row.party_id), Number(row.total)]));
  const settledById = new Map(settled.map((row) => [Number(row.party_id), Number(row.total)]));
  const balances = new Map<number, { billed: number; settled: number; balance: number }>();
  for (const id of ids) {
    const partyBilled = billedById.get(id) ?? 0;
    const partySettled = settledById.get(id) ?? 0;
    balances.set(id, { billed: partyBilled, settled: partySettled, balance: partyBilled - partySettled });
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
