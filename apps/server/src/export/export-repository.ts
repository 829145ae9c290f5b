import { sql } from 'kysely';
import type { Db } from '../core/db/database';

// The full export reads each table in id order, a batch at a time (one query each).

export type ExportRow = Record<string, unknown> & { id: number };

/** Up to `limit` rows of a table with an id above `afterId`, in id order. */
export async function findRowsAfter(
  db: Db,
  table: string,
  afterId: number,
  limit: number,
): Promise<ExportRow[]> {
  const { rows } = await sql<ExportRow>`select * from ${sql.table(table)} where id > ${afterId}
    order by id limit ${limit}`.execute(db);
  return rows;
}

/** A table's columns in their stored order, also when it has no rows. */
export async function findColumns(db: Db, table: string, postgres: boolean): Promise<string[]> {
  if (postgres) {
    const { rows } = await sql<{ column_name: string }>`select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db);
    return rows.map((row) => row.column_name);
  }
  const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
  return rows.map((row) => row.name);
}
