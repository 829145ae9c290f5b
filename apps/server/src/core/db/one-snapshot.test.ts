import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { inOneSnapshot } from './one-snapshot';

// Two reads side by side must see one moment (a save between them is in both or neither), and many
// such pairs at once must not each hold a pooled connection waiting for a second one.

describe('reads in one snapshot', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const categories = async (db: TestApp['db']) => {
    const { rows } = await sql<{ n: number }>`select count(*) as n from categories`.execute(db);
    return Number(rows[0]?.n);
  };

  it('the second read does not see what was committed after the first began', async () => {
    const before = await categories(t.db);
    let committed: () => void = () => {};
    const afterCommit = new Promise<void>((resolve) => {
      committed = resolve;
    });
    const [first, second] = await inOneSnapshot(
      t.db,
      async (one) => {
        const seen = await categories(one);
        // Another connection commits a category while both reads are open.
        await sql`insert into categories (name) values ('Snapshot test')`.execute(t.db);
        committed();
        return seen;
      },
      async (two) => {
        await afterCommit;
        return categories(two);
      },
    );
    expect(first).toBe(before);
    // On SQLite the reads run one after the other on the one connection: the second sees it.
    expect(second).toBe(t.dialect === 'postgres' ? before : before + 1);
    expect(await categories(t.db)).toBe(before + 1);
  });

  it('more pairs at once than the pool has connections all finish', async () => {
    const pause = (db: TestApp['db']) =>
      t.dialect === 'postgres'
        ? sql`select pg_sleep(0.05)`.execute(db).then(() => 1)
        : sql`select 1`.execute(db).then(() => 1);
    const answers = await Promise.all(Array.from({ length: 12 }, () => inOneSnapshot(t.db, pause, pause)));
    expect(answers).toHaveLength(12);
  }, 20_000);
});
