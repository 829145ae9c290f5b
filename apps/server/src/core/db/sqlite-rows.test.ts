import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, expect, test } from 'vitest';
import { onSqliteProject } from '../../test-support/test-database';
import { createDatabase } from './database';
import { rowMaker } from './row-literal';

// The SQLite connection reads rows as arrays and makes the objects itself (database.ts): they must
// come out as better-sqlite3 would have made them, whatever the statement and however it is read.

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-rows-'));
afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));
const filename = path.join(directory, 'rows.db');

const QUERIES = [
  `select 1 as a, 'x' as b, null as c, 2.5 as d, x'00ff' as e`,
  'select p.id, c.id, p.name, c.name as child from parents p join children c on c.parent_id = p.id order by c.id',
  'select * from parents order by id',
  'select count(*), sum(id) from children',
  'select * from parents where id > 99',
  // Names that must survive being written into the row maker's code as string literals.
  `select 1 as "it's", 2 as "a""b", 3 as "c\\d", 4 as "naïve ₹", 5 as "} + x + {", 6 as "constructor"`,
];

test.runIf(onSqliteProject)(
  'rows are the objects better-sqlite3 makes: names, order, values, a repeated name, no rows, after a schema change',
  async () => {
    const db = createDatabase({ kind: 'sqlite', filename });
    await sql`create table parents (id integer primary key, name text)`.execute(db);
    await sql`create table children (id integer primary key, parent_id integer, name text)`.execute(db);
    await sql`insert into parents (id, name) values (1, 'one'), (2, 'two')`.execute(db);
    await sql`insert into children (id, parent_id, name) values (10, 1, 'a'), (11, 2, 'b'), (12, 2, null)`.execute(
      db,
    );
    const plain = new SQLite(filename, { readonly: true });
    try {
      for (const query of QUERIES) {
        const ours = (await sql.raw(query).execute(db)).rows;
        const theirs = plain.prepare(query).all();
        expect(ours, query).toStrictEqual(theirs);
        for (const [row, expected] of ours.map((row, i) => [row, theirs[i]] as const)) {
          expect(Object.keys(row as object), query).toEqual(Object.keys(expected as object));
        }
      }
      // Read twice through the cached statement, and streamed.
      expect((await sql.raw(QUERIES[2] ?? '').execute(db)).rows).toHaveLength(2);
      const streamed: unknown[] = [];
      for await (const row of db
        .selectFrom('parents' as never)
        .selectAll()
        .orderBy('id' as never)
        .stream()) {
        streamed.push(row);
      }
      expect(streamed).toStrictEqual(plain.prepare('select * from parents order by id').all());
      // A migration changes a table a cached statement reads: the rows carry its columns as they are now.
      await sql`alter table parents add column code text`.execute(db);
      await sql`update parents set code = 'P' || id`.execute(db);
      expect((await sql.raw(QUERIES[2] ?? '').execute(db)).rows).toStrictEqual([
        { id: 1, name: 'one', code: 'P1' },
        { id: 2, name: 'two', code: 'P2' },
      ]);
      await sql`alter table parents drop column name`.execute(db);
      expect((await sql.raw(QUERIES[2] ?? '').execute(db)).rows).toStrictEqual([
        { id: 1, code: 'P1' },
        { id: 2, code: 'P2' },
      ]);
    } finally {
      plain.close();
      await db.destroy();
    }
  },
);

test('a column named __proto__ is an own property of the row, not its prototype', () => {
  const row = rowMaker(['id', '__proto__', 'name'])([1, { polluted: true }, 'x']);
  expect(Object.keys(row)).toEqual(['id', '__proto__', 'name']);
  expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
  expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toEqual({ polluted: true });
  expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
});
