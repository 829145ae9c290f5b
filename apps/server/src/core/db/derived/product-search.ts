import type { DerivedObject } from './index';
import { sqliteRowImageTriggers } from './sqlite-row-triggers';

// SQLite's product name index: the FTS5 table products_search (trigram tokenizer, external
// content: it keeps only the index and reads names from products) and the triggers that keep it
// in step with products.name. Created once by migration 2026-11-25T1300 and, like
// settled-amounts.ts, never re-applied with index.ts's set (older migrations' downs re-create
// that set on schemas without this table). PostgreSQL needs no triggers: its pg_trgm GIN index
// is an ordinary index.

export const PRODUCTS_SEARCH_TABLE = `create virtual table products_search using fts5(
  name, content = 'products', content_rowid = 'id', tokenize = 'trigram')`;

/** An external-content index forgets a row only when told the values it indexed. */
const forget = (row: 'old') =>
  `insert into products_search (products_search, rowid, name) values ('delete', ${row}.id, ${row}.name);`;
const index = (row: 'new') => `insert into products_search (rowid, name) values (${row}.id, ${row}.name);`;

export const SQLITE_PRODUCT_SEARCH: readonly DerivedObject[] = sqliteRowImageTriggers(
  'products_search',
  'products',
  'id, name',
  index,
  forget,
);
