import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { type Db, dialectOf } from './database';
import { containsPattern, containsText } from './list-filters';

// "Name contains" for products, through an index on both dialects (migration
// 2026-11-25T1300-product-search-and-stock-months). PostgreSQL's ILIKE is served as it is by the
// pg_trgm GIN index products_name_trgm. On SQLite a LIKE '%…%' reads every row, so a term of at
// least three characters first finds its candidates in the FTS5 trigram index products_search;
// the same LIKE as everywhere else then decides, so the answer is exactly that of the plain LIKE
// (the trigram tokenizer also folds non-ASCII case, which SQLite's LIKE does not).

/** FTS5 trigram finds nothing for fewer than three characters (code points, as SQLite counts). */
const TRIGRAM = 3;

/** The term as one FTS5 string: inside double quotes nothing is syntax but a doubled quote. */
export function ftsPhrase(search: string): string {
  return `"${search.replaceAll('"', '""')}"`;
}

export function productNameContains(db: Db, search: string): RawBuilder<SqlBool> {
  if (dialectOf(db) === 'postgres' || [...search].length < TRIGRAM) {
    return containsText(db, 'products.name', search);
  }
  return sql<SqlBool>`(products.id in (select rowid from products_search where products_search match ${ftsPhrase(search)})
    and products.name like ${containsPattern(search)} escape '\\')`;
}
