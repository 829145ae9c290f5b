import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';

// Each PostgreSQL connection the app opens makes parallel workers dearer to start (database.ts),
// so a party's statement of a month is not read by workers slower to start than to read it.

describe('PostgreSQL session settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('every connection asks for parallel workers only for big reads', async () => {
    if (t.dialect !== 'postgres') return;
    // Several at once, so that more than one pooled connection answers.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        sql<{ cost: string }>`select current_setting('parallel_setup_cost') as cost, pg_sleep(0.05)`.execute(
          t.db,
        ),
      ),
    );
    for (const { rows } of answers) expect(Number(rows[0]?.cost)).toBeGreaterThanOrEqual(3000);
  });
});
