import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { onSqliteProject } from '../../test-support/test-database';

// Results prepared once per shape (pg-result-shapes.ts) must give the rows node-postgres gives
// on its own: same names and order, same parsed values, a repeated name, no rows, and a parser
// set after a shape was kept.

const QUERIES: [string, Record<string, unknown>[]][] = [
  [
    `select 1::int8 as a, 'x'::text as b, null::int as c, 2.5::numeric as d, '2026-11-27'::date as e, true as f`,
    [{ a: 1, b: 'x', c: null, d: 2.5, e: '2026-11-27', f: true }],
  ],
  // A later column of the same name wins, in the first one's place.
  [`select 1 as id, 'it''s' as "it's", 2 as id, 3 as "naïve ₹"`, [{ id: 2, "it's": "it's", 'naïve ₹': 3 }]],
  [
    `select g as n, g::text as t from generate_series(1, 3) g`,
    [
      { n: 1, t: '1' },
      { n: 2, t: '2' },
      { n: 3, t: '3' },
    ],
  ],
  [`select 1 as a where false`, []],
];

describe.skipIf(onSqliteProject)('PostgreSQL results prepared once per shape', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('gives the rows pg gives, twice over the same shape and from several connections', async () => {
    for (const [query, expected] of QUERIES) {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => sql.raw<Record<string, unknown>>(query).execute(t.db)),
      );
      for (const { rows } of answers) {
        expect(rows, query).toStrictEqual(expected);
        for (const [index, row] of rows.entries()) {
          expect(Object.keys(row), query).toEqual(Object.keys(expected[index] ?? {}));
        }
      }
    }
  });

  it('uses a parser set after the shape was kept', async () => {
    const query = `select 7::int2 as small`;
    expect((await sql.raw(query).execute(t.db)).rows).toEqual([{ small: 7 }]);
    const INT2 = 21;
    const before = pg.types.getTypeParser(INT2, 'text');
    pg.types.setTypeParser(INT2, (value: string) => `int2 ${value}`);
    try {
      expect((await sql.raw(query).execute(t.db)).rows).toEqual([{ small: 'int2 7' }]);
    } finally {
      pg.types.setTypeParser(INT2, before);
    }
    expect((await sql.raw(query).execute(t.db)).rows).toEqual([{ small: 7 }]);
  });
});
