import crypto from 'node:crypto';
import { retryOnWriteConflict } from '../db/write-conflicts';
import { fieldError } from '../http/errors';
import { type Actor, type RequestContext, withDb } from '../http/request-context';
import {
  deleteAnswersBefore,
  findStoredAnswer,
  insertStoredAnswer,
  waitForKey,
} from './idempotency-repository';

// A create sent with an Idempotency-Key runs at most once per key: the transaction that saves the
// record also stores its answer under the key, and a repeat with the same key and the same request
// answers that stored answer instead of saving again. A create that fails stores nothing, so a
// retry after a refusal runs afresh. See docs/architecture.md, "Idempotent creates".

/** How long an answer is kept at least; older ones are purged. */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** How often, at most, a process purges expired keys (on the way into an idempotent create). */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export type IdempotentRequest = {
  key: string;
  /** 'POST /invoices': the contract's route. */
  route: string;
  /** The path with its parameters and the parsed body: what must match for a repeat. */
  path: string;
  body: unknown;
};

export type IdempotentAnswer = { status: number; body: unknown; replayed: boolean };

/** Whose keys these are: keys are per user (or API token), so two users cannot collide. */
export function actorKey(actor: Actor): string {
  if (actor.id !== null) return `user:${actor.id}`;
  if ('tokenName' in actor && typeof actor.tokenName === 'string') return `token:${actor.tokenName}`;
  return actor.role;
}

function hashOf(request: IdempotentRequest): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([request.path, request.body]))
    .digest('hex');
}

let lastPurge = 0;

/** Forgets answers older than a day, at most once an hour per process. */
async function purgeExpiredKeys(ctx: RequestContext, now: number): Promise<void> {
  if (now - lastPurge < PURGE_INTERVAL_MS) return;
  lastPurge = now;
  await deleteAnswersBefore(ctx.db, new Date(now - KEY_LIFETIME_MS).toISOString());
}

/** Lets the next idempotent create purge again (tests). */
export function purgeOnNextCreate(): void {
  lastPurge = 0;
}

/**
 * Runs `create` once for this key: in one transaction it waits for any other request holding the
 * key, answers the stored answer when there is one, and otherwise creates and stores the answer.
 * The whole transaction starts over on a transient conflict (PostgreSQL deadlock, serialisation,
 * or a unique violation such as a series number taken meanwhile).
 */
export async function createOnce(
  ctx: RequestContext,
  request: IdempotentRequest,
  status: number,
  create: (ctx: RequestContext) => Promise<unknown>,
): Promise<IdempotentAnswer> {
  const now = Date.now();
  await purgeExpiredKeys(ctx, now);
  const actor = actorKey(ctx.actor);
  const requestHash = hashOf(request);
  return retryOnWriteConflict(ctx.db, () =>
    ctx.db.transaction().execute(async (trx): Promise<IdempotentAnswer> => {
      await waitForKey(trx, actor, request.key);
      const stored = await findStoredAnswer(trx, actor, request.key);
      if (stored) {
        if (stored.route !== request.route || stored.request_hash !== requestHash) {
          throw fieldError(
            'Idempotency-Key',
            'This Idempotency-Key was already used for a different request; send a new key for a new save',
          );
        }
        return { status: stored.status, body: JSON.parse(stored.response) as unknown, replayed: true };
      }
      const body = await create(withDb(ctx, trx));
      await insertStoredAnswer(trx, {
        actor,
        key: request.key,
        route: request.route,
        request_hash: requestHash,
        status,
        response: JSON.stringify(body),
        created_at: new Date(now).toISOString(),
      });
      return { status, body, replayed: false };
    }),
  );
}
