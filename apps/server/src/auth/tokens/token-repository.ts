import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../core/db/database';
import { firstRow, preparedQuery } from '../../core/db/prepared-query';
import type { ApiTokenTable } from '../../core/db/schema-auth';

export type TokenRow = Selectable<ApiTokenTable> & { created_by_name: string };

function selectTokens(db: Db) {
  return db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.created_by')
    .selectAll('api_tokens')
    .select('users.name as created_by_name');
}

export function findTokens(db: Db): Promise<TokenRow[]> {
  return selectTokens(db).orderBy('api_tokens.id', 'desc').execute();
}

export function findTokenById(db: Db, id: number): Promise<TokenRow | undefined> {
  return selectTokens(db).where('api_tokens.id', '=', id).executeTakeFirst();
}

/** A token that still works, by the hash of what the script sent (compiled once: db/prepared-query.ts). */
export function findLiveTokenByHash(
  db: Db,
  tokenHash: string,
): Promise<Selectable<ApiTokenTable> | undefined> {
  return firstRow(liveTokenByHash(db, tokenHash));
}

// A token acts for the user who made it: once that user is deactivated, so are their tokens
// (reactivating the user brings them back; revoking is for good).
const liveTokenByHash = preparedQuery((db: Db, tokenHash: string) =>
  db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.created_by')
    .selectAll('api_tokens')
    .where('api_tokens.token_hash', '=', tokenHash)
    .where('api_tokens.revoked_at', 'is', null)
    .where('users.active', '=', 1),
);

export async function insertToken(db: Db, values: Insertable<ApiTokenTable>): Promise<number> {
  const row = await db.insertInto('api_tokens').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export function markTokenUsed(db: Db, id: number, at: string): Promise<unknown> {
  return db.updateTable('api_tokens').set({ last_used_at: at }).where('id', '=', id).execute();
}

export function markTokenRevoked(db: Db, id: number, at: string): Promise<unknown> {
  return db
    .updateTable('api_tokens')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}
