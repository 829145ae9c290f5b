import type { Role } from '@bahi/domain/contract';
import type { Db } from '../core/db/database';
import type { Authenticated, Credentials, Refusal } from '../core/http/sign-in';
import { sha256Hex } from './secrets';
import { deleteSession, findSessionWithUser, touchSession } from './session-repository';
import { findLiveTokenByHash, markTokenUsed } from './tokens/token-repository';

// Who a request acts as: the user of its session cookie, or the API token of its Authorization
// header. Sessions end after the sign-in settings' idle hours; last_seen_at is written at most
// once a minute per session, so a busy counter does not turn every read into a write.

const TOUCH_EVERY_MS = 60_000;

export const NOT_SIGNED_IN = 'Sign in to continue';

export async function authenticate(
  db: Db,
  credentials: Credentials,
  now = new Date(),
): Promise<Authenticated | Refusal> {
  if (credentials.bearerToken !== null) return authenticateToken(db, credentials.bearerToken, now);
  if (credentials.sessionSecret !== null) return authenticateSession(db, credentials.sessionSecret, now);
  return { refusal: NOT_SIGNED_IN };
}

async function authenticateToken(db: Db, token: string, now: Date): Promise<Authenticated | Refusal> {
  const row = await findLiveTokenByHash(db, sha256Hex(token));
  if (!row) return { refusal: 'This API token is not valid or has been revoked' };
  if (!row.last_used_at || now.getTime() - Date.parse(row.last_used_at) > TOUCH_EVERY_MS) {
    await markTokenUsed(db, Number(row.id), now.toISOString());
  }
  return {
    actor: { id: null, name: `API token "${row.name}"`, role: row.role as Role, tokenName: row.name },
    sessionId: null,
  };
}

async function authenticateSession(db: Db, secret: string, now: Date): Promise<Authenticated | Refusal> {
  const id = sha256Hex(secret);
  const session = await findSessionWithUser(db, id);
  if (!session) return { refusal: NOT_SIGNED_IN };
  if (Number(session.active) !== 1) {
    await deleteSession(db, id);
    return { refusal: 'This account has been deactivated; ask the owner' };
  }
  const idleHours = Number(session.session_idle_hours);
  const idleMs = now.getTime() - Date.parse(session.last_seen_at);
  if (idleMs > idleHours * 3_600_000) {
    await deleteSession(db, id);
    return { refusal: `Your session ended after ${idleHours} hours without use. Sign in again` };
  }
  if (idleMs > TOUCH_EVERY_MS) await touchSession(db, id, now.toISOString());
  return {
    actor: { id: Number(session.user_id), name: session.name, role: session.role as Role, tokenName: null },
    sessionId: id,
  };
}
