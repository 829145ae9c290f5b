import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../core/db/database';
import type { CategoryTable, PartyTable, ProductTable } from '../core/db/schema';
import type { AuditLogTable } from '../core/db/schema-auth';
import { appendToChain } from '../core/edit-log/chain-writer';

// The reads an import checks its rows against (each once, whole) and its writes, many rows per
// statement. The import's service runs them in its one transaction.

/** Rows per INSERT: well inside SQLite's and PostgreSQL's limits on bound values. */
export const CHUNK = 500;

export function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function findGstRates(db: Db): Promise<{ id: number; rate_bp: number }[]> {
  return db.selectFrom('gst_rates').select(['id', 'rate_bp']).execute();
}

export function findCategories(db: Db): Promise<{ id: number; name: string }[]> {
  return db.selectFrom('categories').select(['id', 'name']).execute();
}

export type CategoryImportRow = Selectable<CategoryTable>;

export async function insertCategories(db: Db, names: readonly string[]): Promise<CategoryImportRow[]> {
  const created: CategoryImportRow[] = [];
  for (const chunk of chunks(names)) {
    const rows = chunk.map((name) => ({ name }));
    created.push(...(await db.insertInto('categories').values(rows).returningAll().execute()));
  }
  return created;
}

export type ProductImportRow = Selectable<ProductTable>;
export type ProductColumns = Omit<Insertable<ProductTable>, 'id' | 'created_at' | 'version'>;

export function findAllProducts(db: Db): Promise<ProductImportRow[]> {
  return db.selectFrom('products').selectAll().orderBy('id').execute();
}

export async function insertProducts(db: Db, rows: readonly ProductColumns[]): Promise<ProductImportRow[]> {
  const created: ProductImportRow[] = [];
  for (const chunk of chunks(rows)) {
    created.push(...(await db.insertInto('products').values(chunk).returningAll().execute()));
  }
  return created;
}

/** Writes the columns given and moves the product to its next version. */
export function updateProductColumns(
  db: Db,
  id: number,
  values: Partial<ProductColumns>,
): Promise<ProductImportRow | undefined> {
  return db
    .updateTable('products')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export type PartyTableName = 'customers' | 'suppliers';
export type PartyImportRow = Selectable<PartyTable>;
export type PartyColumns = Omit<Insertable<PartyTable>, 'id' | 'created_at' | 'version'>;

// As catalogue/parties/party-repository.ts stores them: a customer without an address has ''
// (customers.address is NOT NULL), read back as null.
function toStored(table: PartyTableName, values: PartyColumns): PartyColumns {
  return table === 'customers' && values.address == null ? { ...values, address: '' } : values;
}

function fromStored(row: PartyImportRow): PartyImportRow {
  return row.address === '' ? { ...row, address: null } : row;
}

export async function findAllParties(db: Db, table: PartyTableName): Promise<PartyImportRow[]> {
  const rows = await db.selectFrom(table).selectAll().orderBy('id').execute();
  return rows.map(fromStored);
}

export async function insertParties(
  db: Db,
  table: PartyTableName,
  rows: readonly PartyColumns[],
): Promise<PartyImportRow[]> {
  const created: PartyImportRow[] = [];
  for (const chunk of chunks(rows)) {
    const stored = chunk.map((values) => toStored(table, values));
    created.push(...(await db.insertInto(table).values(stored).returningAll().execute()).map(fromStored));
  }
  return created;
}

export async function updatePartyColumns(
  db: Db,
  table: PartyTableName,
  id: number,
  values: PartyColumns,
): Promise<PartyImportRow | undefined> {
  const row = await db
    .updateTable(table)
    .set((eb) => ({ ...toStored(table, values), version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && fromStored(row);
}

export async function insertAuditEntries(
  db: Db,
  entries: readonly Insertable<AuditLogTable>[],
): Promise<void> {
  await appendToChain(db, entries);
}
