import type { GuardDialect, GuardObject } from './append-only';

// A line's batch_id names a row of product_batches (migration 2026-11-27T1600). PostgreSQL holds a
// foreign key on each of the five columns. SQLite cannot add a foreign key to an existing table
// (ALTER TABLE has no ADD CONSTRAINT, and rebuilding the line tables would rebuild every trigger
// and index on them), so these guards do its work: a line whose batch_id names no batch is refused
// on insert and on update, and a batch that lines name is not deleted. Batch ids never change.

export const BATCH_LINE_TABLES = [
  'purchase_items',
  'invoice_items',
  'sales_note_items',
  'purchase_return_items',
  'stock_movements',
] as const;

/** SQLite's stand-in for the foreign keys; none on PostgreSQL, which has the real ones. */
export function batchReferenceGuards(dialect: GuardDialect): GuardObject[] {
  if (dialect !== 'sqlite') return [];
  const noSuchBatch = (table: string) =>
    `when new.batch_id is not null and not exists (select 1 from product_batches where id = new.batch_id)
        begin select raise(abort, '${table}.batch_id names no batch of product_batches'); end`;
  const lines = BATCH_LINE_TABLES.flatMap((table) => [
    {
      kind: 'trigger' as const,
      name: `${table}_batch_exists_on_insert`,
      table,
      sql: `create trigger ${table}_batch_exists_on_insert before insert on ${table}
        ${noSuchBatch(table)}`,
    },
    {
      kind: 'trigger' as const,
      name: `${table}_batch_exists_on_update`,
      table,
      sql: `create trigger ${table}_batch_exists_on_update before update of batch_id on ${table}
        ${noSuchBatch(table)}`,
    },
  ]);
  const named = BATCH_LINE_TABLES.map(
    (table) => `exists (select 1 from ${table} where batch_id = old.id)`,
  ).join(' or ');
  return [
    ...lines,
    {
      kind: 'trigger',
      name: 'product_batches_refuses_named_delete',
      table: 'product_batches',
      sql: `create trigger product_batches_refuses_named_delete before delete on product_batches
        when ${named}
        begin select raise(abort, 'product_batches: a batch that lines name is not deleted'); end`,
    },
  ];
}
