import { dueDateOf, todayIso } from '@bahi/domain';
import type { Statement, StatementEntryKind, StatementQuery } from '@bahi/domain/schemas';
import { NotFoundError } from '../core/http/errors';
import type { RequestContext } from '../core/http/request-context';
import { rupees } from '../documents/document-presenter';
import { findKeptBalances } from '../documents/party-balance-repository';
import { findPartyById, type PartyKind } from '../documents/party-repository';
import { findEntriesBetween, sumEntriesFrom } from './statement-repository';

// The statement of account (docs/product.md, "Statements"): the balance carried into the period,
// every entry of the period with the running balance, and the balance at its end, which is the
// party's balance on the customer (supplier) list and the outstanding report when the period
// runs to today. A customer's bills are debits and money received credits; a supplier's bills
// are credits and money paid debits; the balance is what is owed either way.

const BILLS: readonly string[] = ['invoice', 'purchase'];

export async function getStatement(
  ctx: RequestContext,
  kind: PartyKind,
  partyId: number,
  query: StatementQuery,
): Promise<Statement> {
  const { db } = ctx;
  const party = await findPartyById(db, kind, partyId);
  if (!party)
    throw new NotFoundError(`${kind === 'customers' ? 'Customer' : 'Supplier'} ${partyId} not found`);
  const to = query.to ?? todayIso();
  const from = query.from ?? `${to.slice(0, 7)}-01`;
  // The balance carried in is the party's kept balance less every entry from `from` on: the
  // entries before it (years of a busy party's bills) are never read.
  const [kept, fromOn, rows] = await Promise.all([
    findKeptBalances(db, kind, [partyId]),
    sumEntriesFrom(db, kind, partyId, from),
    findEntriesBetween(db, kind, partyId, from, to),
  ]);
  const [balanceNow] = kept;
  const opening = (balanceNow ? balanceNow.billed - balanceNow.settled - balanceNow.on_account : 0) - fromOn;
  // A customer's + is a debit (owes more); a supplier's + is a credit (is owed more).
  const sideOf = (amount: number) => (amount > 0 === (kind === 'customers') ? 'debit' : 'credit');
  let balance = opening;
  let debit = 0;
  let credit = 0;
  const entries = rows.map((row) => {
    balance += row.amount;
    const side = sideOf(row.amount);
    if (side === 'debit') debit += Math.abs(row.amount);
    else credit += Math.abs(row.amount);
    return {
      date: row.date,
      kind: row.kind as StatementEntryKind,
      number: row.number,
      due_date: BILLS.includes(row.kind) ? dueDateOf(row.date, party.credit_days) : row.due_date,
      debit: side === 'debit' ? rupees(Math.abs(row.amount)) : 0,
      credit: side === 'credit' ? rupees(Math.abs(row.amount)) : 0,
      balance: rupees(balance),
    };
  });
  return {
    party: kind,
    party_id: party.id,
    party_name: party.name,
    party_email: party.email,
    party_phone: party.phone,
    from,
    to,
    opening_balance: rupees(opening),
    entries,
    total_debit: rupees(debit),
    total_credit: rupees(credit),
    closing_balance: rupees(balance),
  };
}
