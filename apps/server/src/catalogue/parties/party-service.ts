import { paiseToRupees } from '@bahi/domain';
import type { ListQuery } from '@bahi/domain/schemas';
import { recordChange } from '../../audit/record-change';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transactions';
import { ConflictError, NotFoundError } from '../../http/errors';
import { type RequestContext, withDb } from '../../http/request-context';
import { describeReferences, type Reference } from '../references';
import { findCustomerReferences } from './customer-repository';
import { findBalancesInPaise } from './party-balance-service';
import {
  countParties,
  deleteParty,
  findAllPartiesByName,
  findParties,
  findPartyById,
  insertParty,
  type PartyKind,
  type PartyRow,
  type PartyValuesRow,
  updateParty,
} from './party-repository';
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

function notFound(kind: PartyKind, id: number): NotFoundError {
  return new NotFoundError(`${KINDS[kind].label} ${id} not found`);
}

/** One page of parties, each with its outstanding balance in rupees (billed − settled). */
export async function listParties(
  ctx: RequestContext,
  kind: PartyKind,
  query: ListQuery,
): Promise<{ data: (PartyRow & { balance: number })[]; total: number }> {
  const { db } = ctx;
  const [rows, total] = await Promise.all([findParties(db, kind, query), countParties(db, kind, query)]);
  const balances = await findBalancesInPaise(
    db,
    kind,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => ({ ...row, balance: paiseToRupees(balances.get(row.id)?.balance ?? 0) })),
    total,
  };
}

export async function lookupParties(ctx: RequestContext, kind: PartyKind): Promise<{ data: PartyRow[] }> {
  const { db } = ctx;
  return { data: await findAllPartiesByName(db, kind) };
}

export async function getParty(ctx: RequestContext, kind: PartyKind, id: number): Promise<PartyRow> {
  const { db } = ctx;
  const row = await findPartyById(db, kind, id);
  if (!row) throw notFound(kind, id);
  return row;
}

export function createParty(ctx: RequestContext, kind: PartyKind, values: PartyValuesRow): Promise<PartyRow> {
  return inTransaction(ctx.db, async (trx) => {
    const row = await insertParty(trx, kind, values);
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
  values: PartyValuesRow,
): Promise<PartyRow> {
  return inTransaction(ctx.db, async (trx) => {
    const before = await findPartyById(trx, kind, id);
    if (!before) throw notFound(kind, id);
    const row = await updateParty(trx, kind, id, values);
    if (!row) throw notFound(kind, id);
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
      before: row,
      after: null,
    });
  });
}
