import { type QueryExecutorProvider, sql } from 'kysely';

// Guards: triggers that refuse a change outright, as opposed to db/derived, whose triggers keep
// derived rows in step. A guard belongs to the table it protects and is created by that table's
// migration; it never changes, so it has no re-apply step. The edit log (audit_log) is the one
// guarded table: the CGST Rules' log of edits must not itself be editable, by the app or by
// anyone with a database prompt short of dropping the trigger.

export type GuardDialect = 'sqlite' | 'postgres';

export type GuardObject = { kind: 'trigger' | 'function'; name: string; table: string | null; sql: string };

/** The triggers (and PostgreSQL's trigger function) that make a table refuse UPDATE and DELETE. */
export function appendOnlyGuards(dialect: GuardDialect, table: string): GuardObject[] {
  const refused = `${table} is append-only`;
  if (dialect === 'sqlite') {
    return ['update', 'delete'].map((operation) => ({
      kind: 'trigger' as const,
      name: `${table}_refuses_${operation}`,
      table,
      sql: `create trigger ${table}_refuses_${operation} before ${operation} on ${table}
        begin select raise(abort, '${refused}: ${operation.toUpperCase()} is refused'); end`,
    }));
  }
  const fn = `${table}_refuse_change`;
  return [
    {
      kind: 'function',
      name: fn,
      table: null,
      sql: `create function ${fn}() returns trigger language plpgsql as $$
        begin raise exception '${refused}: % is refused', tg_op; end $$`,
    },
    {
      kind: 'trigger',
      name: `${table}_refuses_change`,
      table,
      sql: `create trigger ${table}_refuses_change before update or delete on ${table}
        for each row execute function ${fn}()`,
    },
    {
      kind: 'trigger',
      name: `${table}_refuses_truncate`,
      table,
      sql: `create trigger ${table}_refuses_truncate before truncate on ${table}
        for each statement execute function ${fn}()`,
    },
  ];
}

/**
 * SQLite's REPLACE (INSERT OR REPLACE) deletes the row in its way without firing DELETE triggers
 * unless recursive_triggers is on, which a database prompt need not set. So an insert whose id is
 * already taken is refused before SQLite gets to its conflict handling. (PostgreSQL has no REPLACE;
 * its ON CONFLICT DO UPDATE fires the UPDATE guard.) Created by migration 2026-11-27T0300.
 */
export function replaceRefusingGuards(dialect: GuardDialect, table: string): GuardObject[] {
  if (dialect !== 'sqlite') return [];
  return [
    {
      kind: 'trigger',
      name: `${table}_refuses_replace`,
      table,
      sql: `create trigger ${table}_refuses_replace before insert on ${table}
        when exists (select 1 from ${table} where id = new.id)
        begin select raise(abort, '${table} is append-only: REPLACE is refused'); end`,
    },
  ];
}

/** Every guard a freshly migrated database holds (derived.test.ts leaves these out). */
export function guardsOf(dialect: GuardDialect): GuardObject[] {
  return [...appendOnlyGuards(dialect, 'audit_log'), ...replaceRefusingGuards(dialect, 'audit_log')];
}

export async function applyGuards(db: QueryExecutorProvider, guards: GuardObject[]): Promise<void> {
  for (const guard of guards) await sql.raw(guard.sql).execute(db);
}
