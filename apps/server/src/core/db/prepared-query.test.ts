import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import type { Db } from './database';
import { firstRow, preparedQuery } from './prepared-query';

// A statement compiled once per dialect runs with each call's values, answers what Kysely's own
// build would, and under Vitest refuses a build whose shape depends on its arguments.

const findSettingByKey = preparedQuery((db: Db, id: number, prefix: string) =>
  db
    .selectFrom('settings')
    .select(['id', 'invoice_prefix', sql<string>`${prefix} || invoice_prefix`.as('prefixed')])
    .where('id', '=', id)
    .where('invoice_prefix', 'is not', null),
);

describe('prepared statements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers each call with its own values, as the statement built anew would', async () => {
    const settings = await t.db
      .selectFrom('settings')
      .select(['id', 'invoice_prefix'])
      .executeTakeFirstOrThrow();
    for (const prefix of ['a-', 'b-', "it's "]) {
      const row = await firstRow(findSettingByKey(t.db, settings.id, prefix));
      expect(row).toEqual({ ...settings, prefixed: `${prefix}${settings.invoice_prefix}` });
    }
    expect(await findSettingByKey(t.db, settings.id + 1000, 'x')).toEqual([]);
    // Inside a transaction too (the same dialect: the statement compiled before is reused).
    const inside = await t.db.transaction().execute((trx) => findSettingByKey(trx, settings.id, 'c-'));
    expect(inside).toEqual([{ ...settings, prefixed: `c-${settings.invoice_prefix}` }]);
  });

  it('refuses a build whose statement changes with its arguments', async () => {
    const byLength = preparedQuery((db: Db, ids: number[]) =>
      db.selectFrom('settings').select('id').where('id', 'in', ids),
    );
    await expect(byLength(t.db, [1, 2])).rejects.toThrow(/shape depends on its arguments/);
  });
});
