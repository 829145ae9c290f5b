import type { ListQuery } from '@bahi/domain/schemas';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../core/db/database';
import { containsText, listConditions } from '../core/db/list-filters';
import type { PartyTable } from '../core/db/schema';

// Customers and suppliers have the same columns, so their queries are written once and the
// customer and supplier repositories name the table.

export type PartyKind = 'customers' | 'suppliers';
export type PartyRow = Selectable<PartyTable>;
export type PartyValuesRow = Omit<Insertable<PartyTable>, 'id' | 'created_at'>;

// customers.address is NOT NULL in the schema (it was required until walk-in buyers needed only a
// name), and SQLite cannot relax that without rebuilding a table invoices refer to. A customer
// without an address is therefore stored with '' and read back as null, on both dialects.
function toStored(table: PartyKind, values: PartyValuesRow): PartyValuesRow {
  return table === 'customers' && values.address == null ? { ...values, address: '' } : values;
}

function fromStored<R extends PartyRow | undefined>(row: R): R {
  return row && row.address === '' ? { ...row, address: null } : row;
}

function partyConditions(db: Db, query: ListQuery) {
  return listConditions(db, query, { search: ['name', 'gstin', 'phone'], createdAt: 'created_at' });
}

/** One page, newest first. Search matches the name, GSTIN or phone. */
export function findParties(db: Db, table: PartyKind, query: ListQuery): Promise<PartyRow[]> {
  return db
    .selectFrom(table)
    .selectAll()
    .where((eb) => eb.and(partyConditions(db, query)))
    .orderBy('id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute()
    .then((rows) => rows.map(fromStored));
}

export async function countParties(db: Db, table: PartyKind, query: ListQuery): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where((eb) => eb.and(partyConditions(db, query)))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function findPartyById(db: Db, table: PartyKind, id: number): Promise<PartyRow | undefined> {
  return db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst().then(fromStored);
}

export function findAllPartiesByName(db: Db, table: PartyKind): Promise<PartyRow[]> {
  return db
    .selectFrom(table)
    .selectAll()
    .orderBy('name')
    .orderBy('id')
    .execute()
    .then((rows) => rows.map(fromStored));
}

export function insertParty(db: Db, table: PartyKind, values: PartyValuesRow): Promise<PartyRow> {
  return db
    .insertInto(table)
    .values(toStored(table, values))
    .returningAll()
    .executeTakeFirstOrThrow()
    .then(fromStored);
}

export function updateParty(
  db: Db,
  table: PartyKind,
  id: number,
  values: PartyValuesRow,
): Promise<PartyRow | undefined> {
  return db
    .updateTable(table)
    .set(toStored(table, values))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()
    .then(fromStored);
}

export async function deleteParty(db: Db, table: PartyKind, id: number): Promise<number> {
  const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Another party of the kind with this GSTIN (the lowest id), to warn before a second is saved. */
export function findOtherPartyWithGstin(
  db: Db,
  table: PartyKind,
  gstin: string,
  exceptId: number | null,
): Promise<Pick<PartyRow, 'id' | 'name'> | undefined> {
  let query = db.selectFrom(table).select(['id', 'name']).where('gstin', '=', gstin);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return query.orderBy('id').limit(1).executeTakeFirst();
}

/**
 * Parties whose name holds `word` (any case), other than `exceptId`: the candidates for a
 * same-name check, which compares the names in full (case and spacing aside) in the service.
 */
export function findPartiesNamedLike(
  db: Db,
  table: PartyKind,
  word: string,
  exceptId: number | null,
): Promise<Pick<PartyRow, 'id' | 'name'>[]> {
  let query = db
    .selectFrom(table)
    .select(['id', 'name'])
    .where(containsText(db, 'name', word));
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return query.orderBy('id').execute();
}
