import { type Kysely, Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAttempt, PAIR_BRAKE } from '../../../auth/sign-in-attempts';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { migrateToLatest } from '../migrate';
import { migrations } from './index';

// Migration 2026-11-26T0100 adds the table the sign-in brakes count attempts in. It goes down
// (the table is dropped: counts are a brake, not the books) and up again.

const NAME = '2026-11-26T0100-sign-in-attempts';
const BEFORE = Object.keys(migrations)
  .sort()
  .filter((name) => name < NAME)
  .at(-1) as string;

describe(`Migration ${NAME}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('goes down and up, and counts attempts one statement at a time', async () => {
    const now = new Date('2026-11-26T01:00:00Z');
    expect((await countAttempt(t.db, PAIR_BRAKE, 'a@b.in 10.0.0.1', now)).attempts).toBe(1);
    const migrator = new Migrator({
      db: t.db as unknown as Kysely<unknown>,
      provider: { getMigrations: async () => migrations },
    });
    const down = await migrator.migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    await expect(t.db.selectFrom('sign_in_attempts').selectAll().execute()).rejects.toThrow();
    await migrateToLatest(t.db);
    const first = await countAttempt(t.db, PAIR_BRAKE, 'a@b.in 10.0.0.1', now);
    const second = await countAttempt(t.db, PAIR_BRAKE, 'a@b.in 10.0.0.1', now);
    expect([first.attempts, second.attempts]).toEqual([1, 2]);
    // A window that has passed starts over.
    const later = new Date(now.getTime() + PAIR_BRAKE.windowMs + 1);
    expect((await countAttempt(t.db, PAIR_BRAKE, 'a@b.in 10.0.0.1', later)).attempts).toBe(1);
  });
});
