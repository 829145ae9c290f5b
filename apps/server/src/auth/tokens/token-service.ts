import type { ApiToken, ApiTokenInput, CreatedApiToken } from '@bahi/domain/schemas';
import { inTransaction } from '../../core/db/transactions';
import { recordChange, recordCreated } from '../../core/edit-log/record-change';
import { ForbiddenError, NotFoundError } from '../../core/http/errors';
import { type RequestContext, withDb } from '../../core/http/request-context';
import { newSecret, sha256Hex } from '../secrets';
import { findTokenById, findTokens, insertToken, markTokenRevoked, type TokenRow } from './token-repository';

// API tokens for scripts (Authorization: Bearer <token>). The token is shown once, when it is
// made; the table keeps its sha256. Revoking keeps the row, so the list and the edit log still
// say which token did what.

function toApiToken(row: TokenRow): ApiToken {
  return {
    id: Number(row.id),
    name: row.name,
    role: row.role,
    created_by: row.created_by_name,
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    revoked_at: row.revoked_at,
  };
}

export async function listTokens(ctx: RequestContext): Promise<{ data: ApiToken[] }> {
  return { data: (await findTokens(ctx.db)).map(toApiToken) };
}

export async function createToken(
  ctx: RequestContext,
  values: Required<ApiTokenInput>,
): Promise<CreatedApiToken> {
  if (ctx.actor.id === null)
    throw new ForbiddenError('API tokens are made by a signed-in owner, not by another token');
  const createdBy = ctx.actor.id;
  const token = `bahi_${newSecret()}`;
  return inTransaction(ctx.db, async (trx) => {
    const id = await insertToken(trx, {
      name: values.name,
      role: values.role,
      token_hash: sha256Hex(token),
      created_by: createdBy,
    });
    const row = await findTokenById(trx, id);
    if (!row) throw new NotFoundError('The token just made was not found');
    const created = toApiToken(row);
    await recordCreated(withDb(ctx, trx), 'api_token', id, created);
    return { ...created, token };
  });
}

export async function revokeToken(ctx: RequestContext, id: number): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const before = await findTokenById(trx, id);
    if (!before) throw new NotFoundError('No API token has this id');
    if (before.revoked_at !== null) return;
    await markTokenRevoked(trx, id, new Date().toISOString());
    const after = await findTokenById(trx, id);
    await recordChange(withDb(ctx, trx), {
      recordType: 'api_token',
      recordId: id,
      action: 'revoke',
      before: toApiToken(before),
      after: after ? toApiToken(after) : null,
    });
  });
}
