import { type Kysely, type Migration, sql } from 'kysely';
import { CHAIN_START, entryHash, HASHED_COLUMNS, type HashedContent } from '../../edit-log/entry-hash';
import { appendOnlyGuards, applyGuards, replaceRefusingGuards } from '../guards/append-only';

// The edit log becomes a hash chain: each entry carries the previous entry's hash (prev_hash) and
// the SHA-256 of its own content with that link (hash), see audit/chain/entry-hash.ts. The entries
// already there are chained here in id order, with the UPDATE guard lifted for this migration only.
// SQLite also gets the guard that refuses REPLACE (db/guards/append-only.ts).

type Dialect = 'sqlite' | 'postgres';

function dialectOf(db: Kysely<unknown>): Dialect {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres') ? 'postgres' : 'sqlite';
}

type Entry = HashedContent & { id: number };

const PAGE = 1000;

async function chainExistingEntries(db: Kysely<unknown>): Promise<void> {
  let prevHash = CHAIN_START;
  let afterId = 0;
  for (;;) {
    const columns = sql.join(['id', ...HASHED_COLUMNS].map((column) => sql.ref(column)));
    const { rows } = await sql<Entry>`select ${columns} from audit_log where id > ${afterId}
      order by id limit ${PAGE}`.execute(db);
    for (const entry of rows) {
      const hash = entryHash(entry, prevHash);
      await sql`update audit_log set prev_hash = ${prevHash}, hash = ${hash} where id = ${entry.id}`.execute(
        db,
      );
      prevHash = hash;
      afterId = entry.id;
    }
    if (rows.length < PAGE) return;
  }
}

/** Runs the chaining with the UPDATE guard lifted, and puts it back as it was. */
async function withUpdatesAllowed(db: Kysely<unknown>, dialect: Dialect, work: () => Promise<void>) {
  if (dialect === 'postgres') {
    await sql`alter table audit_log disable trigger audit_log_refuses_change`.execute(db);
    await work();
    await sql`alter table audit_log enable trigger audit_log_refuses_change`.execute(db);
    return;
  }
  const updateGuard = appendOnlyGuards('sqlite', 'audit_log').filter((guard) =>
    guard.name.endsWith('_update'),
  );
  for (const guard of updateGuard) await sql.raw(`drop trigger ${guard.name}`).execute(db);
  await work();
  await applyGuards(db, updateGuard);
}

export const editLogHashChainMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    await db.schema.alterTable('audit_log').addColumn('prev_hash', 'text').execute();
    await db.schema.alterTable('audit_log').addColumn('hash', 'text').execute();
    await withUpdatesAllowed(db, dialect, () => chainExistingEntries(db));
    await applyGuards(db, replaceRefusingGuards(dialect, 'audit_log'));
  },

  async down(db: Kysely<unknown>) {
    for (const guard of replaceRefusingGuards(dialectOf(db), 'audit_log')) {
      await sql.raw(`drop trigger ${guard.name}`).execute(db);
    }
    await db.schema.alterTable('audit_log').dropColumn('hash').execute();
    await db.schema.alterTable('audit_log').dropColumn('prev_hash').execute();
  },
};
