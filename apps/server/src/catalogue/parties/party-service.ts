import {
  findSameName,
  nameKey,
  nameSearchWord,
  ownGstinProblem,
  paiseToRupees,
  rupeesToPaise,
} from '@bahi/domain';
import type { ListQuery } from '@bahi/domain/schemas';
import type { Db } from '../../core/db/database';
import { inTransaction } from '../../core/db/transactions';
import { recordChange } from '../../core/edit-log/record-change';
import { ConflictError, fieldError, NotFoundError } from '../../core/http/errors';
import { type RequestContext, withDb } from '../../core/http/request-context';
import { findSettings } from '../../core/shop/settings-repository';
import { claimNextVersion } from '../../core/versions/version-guard';
import {
  countParties,
  deleteParty,
  findAllPartiesByName,
  findOtherPartyWithGstin,
  findParties,
  findPartiesNamedLike,
  findPartyById,
  insertParty,
  type PartyKind,
  type PartyRow,
  type PartyValuesRow,
  updateParty,
} from '../../documents/party-repository';
import { describeReferences, type Reference } from '../references';
import { refuseCreditTermsUnlessAllowed } from './credit-terms-guard';
import { findCustomerReferences } from './customer-repository';
import { findBalancesInPaise } from './party-balance-service';
import { findSupplierReferences } from './supplier-repository';

// Customers and suppliers behave alike; this names each kind and its reference check.

type PartyKindInfo = {
  label: string;
  recordType: 'customer' | 'supplier';
  findReferences: (db: Db, id: number) => Promise<Reference[]>;
};

const KINDS: Record<PartyKind, PartyKindInfo> = {
  customers: { label: 'Customer', recordType: 'customer', findReferences: findCustomerReferences },
  suppliers: { label: 'Supplier', recordType: 'supplier', findReferences: findSupplierReferences },
};

/**
 * What a POST/PUT body holds: the columns (the credit limit in rupees, left out to keep the saved
 * one), the version edited, and confirmations.
 */
export type PartyInput = Omit<PartyValuesRow, 'credit_limit'> & {
  credit_limit?: number | null;
  version?: number;
  confirm_duplicate_gstin?: boolean;
  confirm_duplicate_name?: boolean;
};

/** The shop's own GSTIN is never a customer's or a supplier's (see ownGstinProblem). */
async function refuseShopsOwnGstin(db: Db, kind: PartyKind, input: PartyInput): Promise<void> {
  const shop = await findSettings(db);
  const problem = ownGstinProblem(input.gstin ?? null, shop.gstin, KINDS[kind].recordType);
  if (problem) throw fieldError('gstin', problem);
}

/**
 * Two records with one GSTIN are almost always a typing slip or a duplicate (branches share a PAN,
 * never a GSTIN), so the save is refused naming the other record until the user confirms it.
 */
async function refuseUnconfirmedDuplicateGstin(
  db: Db,
  kind: PartyKind,
  id: number | null,
  input: PartyInput,
): Promise<void> {
  if (!input.gstin || input.confirm_duplicate_gstin) return;
  const other = await findOtherPartyWithGstin(db, kind, input.gstin, id);
  if (!other) return;
  const message = `GSTIN ${input.gstin} is already on ${KINDS[kind].label.toLowerCase()} "${other.name}" (#${other.id}). Check it, or confirm to save both.`;
  throw new ConflictError(message, { confirm_duplicate_gstin: [message] });
}

/**
 * A second "Walk-in Customer" beside "Walk-In Customer" splits one buyer's bills and balance in
 * two, so a name that differs from another's only in case or spacing is refused until the user
 * confirms two parties really share it (two shops of one name in different towns do). An edit
 * that keeps the name asks nothing: the question was settled when the name was saved.
 */
async function refuseUnconfirmedDuplicateName(
  db: Db,
  kind: PartyKind,
  before: PartyRow | null,
  input: PartyInput,
): Promise<void> {
  if (input.confirm_duplicate_name) return;
  if (before && nameKey(before.name) === nameKey(input.name)) return;
  const word = nameSearchWord(input.name);
  if (word === '') return;
  const other = findSameName(
    await findPartiesNamedLike(db, kind, word, before?.id ?? null),
    input.name,
    before?.id,
  );
  if (!other) return;
  const message = `A ${KINDS[kind].label.toLowerCase()} named "${other.name}" (#${other.id}) already exists. Check it, or confirm to save both.`;
  throw new ConflictError(message, { confirm_duplicate_name: [message] });
}

function columnsOf({
  version: _version,
  confirm_duplicate_gstin: _confirm,
  confirm_duplicate_name: _confirmName,
  credit_limit,
  ...values
}: PartyInput): PartyValuesRow {
  // undefined stays undefined: the update leaves the column as it was.
  const limit =
    credit_limit === undefined || credit_limit === null ? credit_limit : rupeesToPaise(credit_limit);
  return { ...values, credit_limit: limit };
}

/** A party as the API answers it: the credit limit in rupees. */
export type PartyAnswer = Omit<PartyRow, 'credit_limit'> & { credit_limit: number | null };

function presentParty(row: PartyRow): PartyAnswer {
  return { ...row, credit_limit: row.credit_limit === null ? null : paiseToRupees(Number(row.credit_limit)) };
}

function notFound(kind: PartyKind, id: number): NotFoundError {
  return new NotFoundError(`${KINDS[kind].label} ${id} not found`);
}

/** One page of parties, each with its outstanding balance in rupees (billed − settled). */
export async function listParties(
  ctx: RequestContext,
  kind: PartyKind,
  query: ListQuery,
): Promise<{ data: (PartyAnswer & { balance: number })[]; total: number }> {
  const { db } = ctx;
  const [rows, total] = await Promise.all([findParties(db, kind, query), countParties(db, kind, query)]);
  const balances = await findBalancesInPaise(
    db,
    kind,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => ({
      ...presentParty(row),
      balance: paiseToRupees(balances.get(row.id)?.balance ?? 0),
    })),
    total,
  };
}

export async function lookupParties(ctx: RequestContext, kind: PartyKind): Promise<{ data: PartyAnswer[] }> {
  const { db } = ctx;
  return { data: (await findAllPartiesByName(db, kind)).map(presentParty) };
}

export async function getParty(ctx: RequestContext, kind: PartyKind, id: number): Promise<PartyAnswer> {
  const { db } = ctx;
  const row = await findPartyById(db, kind, id);
  if (!row) throw notFound(kind, id);
  return presentParty(row);
}

export function createParty(ctx: RequestContext, kind: PartyKind, input: PartyInput): Promise<PartyAnswer> {
  refuseCreditTermsUnlessAllowed(ctx, kind, input, null);
  return inTransaction(ctx.db, async (trx) => {
    await refuseShopsOwnGstin(trx, kind, input);
    await refuseUnconfirmedDuplicateGstin(trx, kind, null, input);
    await refuseUnconfirmedDuplicateName(trx, kind, null, input);
    const row = presentParty(await insertParty(trx, kind, columnsOf(input)));
    await recordChange(withDb(ctx, trx), {
      recordType: KINDS[kind].recordType,
      recordId: row.id,
      action: 'create',
      before: null,
      after: row,
    });
    return row;
  });
}

export async function changeParty(
  ctx: RequestContext,
  kind: PartyKind,
  id: number,
  input: PartyInput,
): Promise<PartyAnswer> {
  return inTransaction(ctx.db, async (trx) => {
    const found = await findPartyById(trx, kind, id);
    if (!found) throw notFound(kind, id);
    const before = presentParty(found);
    refuseCreditTermsUnlessAllowed(ctx, kind, input, before);
    await claimNextVersion(withDb(ctx, trx), {
      table: kind,
      recordType: KINDS[kind].recordType,
      id,
      label: `${KINDS[kind].label} "${before.name}"`,
      fromVersion: input.version,
    });
    await refuseShopsOwnGstin(trx, kind, input);
    await refuseUnconfirmedDuplicateGstin(trx, kind, id, input);
    await refuseUnconfirmedDuplicateName(trx, kind, before, input);
    const updated = await updateParty(trx, kind, id, columnsOf(input));
    if (!updated) throw notFound(kind, id);
    const row = presentParty(updated);
    await recordChange(withDb(ctx, trx), {
      recordType: KINDS[kind].recordType,
      recordId: id,
      action: 'update',
      before,
      after: row,
    });
    return row;
  });
}

export async function removeParty(ctx: RequestContext, kind: PartyKind, id: number): Promise<void> {
  const { db } = ctx;
  const { label, findReferences } = KINDS[kind];
  await inTransaction(db, async (trx) => {
    const row = await findPartyById(trx, kind, id);
    if (!row) throw notFound(kind, id);
    const refusal = describeReferences(`${label} "${row.name}"`, await findReferences(trx, id));
    if (refusal) throw new ConflictError(refusal);
    await deleteParty(trx, kind, id);
    await recordChange(withDb(ctx, trx), {
      recordType: KINDS[kind].recordType,
      recordId: id,
      action: 'delete',
      before: presentParty(row),
      after: null,
    });
  });
}
