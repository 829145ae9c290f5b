import type { AuthSettings, ChangePasswordInput, Me } from '@bahi/domain/schemas';
import { inTransaction } from '../core/db/transactions';
import { recordChange, recordUpdated } from '../core/edit-log/record-change';
import { ForbiddenError, fieldError, NotFoundError, TooManyRequestsError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import { findSessionIdleHours, updateSessionIdleHours } from './auth-settings-repository';
import { minutesText } from './login-limiter';
import { hashPassword, verifyPassword } from './passwords';
import { newSecret, sha256Hex } from './secrets';
import {
  deleteOtherSessionsOfUser,
  deleteSession,
  deleteSessionsOfUser,
  insertSession,
} from './session-repository';
import { countAttempt, forgetAttempts, PASSWORD_CHANGE_BRAKE } from './sign-in-attempts';
import { toMe } from './users/user-presenter';
import { findUserById, updateUser } from './users/user-repository';

// Sessions live in the database (table sessions), so every server process on the same database
// knows them. The browser holds the secret; the table holds its sha256.

/** Starts a session for a user and answers the secret for the cookie. */
export async function startSession(ctx: RequestContext, userId: number, now = new Date()): Promise<string> {
  const secret = newSecret();
  await insertSession(ctx.db, {
    id: sha256Hex(secret),
    user_id: userId,
    last_seen_at: now.toISOString(),
    ip: ctx.from.ip,
    user_agent: ctx.from.userAgent,
  });
  return secret;
}

export async function endSession(ctx: RequestContext, sessionId: string | null): Promise<void> {
  if (sessionId !== null) await deleteSession(ctx.db, sessionId);
}

/** Signed-in as a user (not an API token): the user's id, or 403. */
function signedInUserId(ctx: RequestContext): number {
  if (ctx.actor.id === null)
    throw new ForbiddenError('An API token has no account of its own; sign in as a user');
  return ctx.actor.id;
}

export async function endEverySession(ctx: RequestContext): Promise<void> {
  await deleteSessionsOfUser(ctx.db, signedInUserId(ctx));
}

export async function getMe(ctx: RequestContext): Promise<Me> {
  if (ctx.actor.id === null) {
    // An API token answers for itself: its name and role.
    return { id: null, email: '', name: ctx.actor.name, role: ctx.actor.role as Me['role'] };
  }
  const user = await findUserById(ctx.db, ctx.actor.id);
  if (!user) throw new NotFoundError('This user no longer exists');
  return toMe(user);
}

/** Changes one's own password; every other session of the user ends, this one stays. */
export async function changeOwnPassword(
  ctx: RequestContext,
  sessionId: string | null,
  input: Required<ChangePasswordInput>,
): Promise<void> {
  const userId = signedInUserId(ctx);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new NotFoundError('This user no longer exists');
  // Guesses at the current password count like sign-ins: a left-open session is not a way round.
  const counted = await countAttempt(ctx.db, PASSWORD_CHANGE_BRAKE, String(userId));
  if (!counted.allowed) {
    throw new TooManyRequestsError(
      `Too many wrong current passwords. Try again in ${minutesText(counted.retryAfterSeconds)}`,
      counted.retryAfterSeconds,
    );
  }
  if (!(await verifyPassword(user.password_hash, input.current_password))) {
    await recordChange(ctx, {
      recordType: 'user',
      recordId: userId,
      action: 'password_failed',
      before: null,
      after: { email: user.email, attempts: counted.attempts },
    });
    throw fieldError('current_password', 'Current password is wrong');
  }
  await forgetAttempts(ctx.db, PASSWORD_CHANGE_BRAKE, String(userId));
  const passwordHash = await hashPassword(input.new_password);
  await inTransaction(ctx.db, async (trx) => {
    await updateUser(trx, userId, { password_hash: passwordHash });
    if (sessionId === null) await deleteSessionsOfUser(trx, userId);
    else await deleteOtherSessionsOfUser(trx, userId, sessionId);
    await recordChange(withDb(ctx, trx), {
      recordType: 'user',
      recordId: userId,
      action: 'password',
      before: null,
      after: { email: user.email, by: 'the user' },
    });
  });
}

export async function getAuthSettings(ctx: RequestContext): Promise<AuthSettings> {
  return { session_idle_hours: await findSessionIdleHours(ctx.db) };
}

export async function changeAuthSettings(ctx: RequestContext, values: AuthSettings): Promise<AuthSettings> {
  return inTransaction(ctx.db, async (trx) => {
    const before = { session_idle_hours: await findSessionIdleHours(trx) };
    await updateSessionIdleHours(trx, values.session_idle_hours);
    const after = { session_idle_hours: values.session_idle_hours };
    await recordUpdated(withDb(ctx, trx), 'sign_in_settings', 1, before, after);
    return after;
  });
}
