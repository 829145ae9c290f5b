import type { LoginInput, Me } from '@bahi/domain/schemas';
import { TooManyRequestsError, UnauthorizedError } from '../http/errors';
import type { RequestContext } from '../http/request-context';
import { toMe } from '../users/user-presenter';
import { addFailedLogin, findUserByEmail, type UserRow, updateUser } from '../users/user-repository';
import type { LoginLimiter } from './login-limiter';
import { minutesText } from './login-limiter';
import { verifyAgainstDecoy, verifyPassword } from './passwords';
import { startSession } from './session-service';

// Signing in: the password against its argon2id hash, with two brakes on guessing. Per address,
// failures are counted in memory (login-limiter). Per account, wrong passwords in a row are
// counted in the database; at LOCK_AFTER the account is locked for LOCK_MINUTES, on every server
// process, whatever address the guesses come from.

export const LOCK_AFTER = 5;
export const LOCK_MINUTES = 15;
export const WRONG_CREDENTIALS = 'Email or password is wrong';

export type SignedIn = { me: Me; secret: string };

export async function signIn(
  ctx: RequestContext,
  input: Required<Pick<LoginInput, 'email' | 'password'>>,
  limiter: LoginLimiter,
  now = new Date(),
): Promise<SignedIn> {
  const address = ctx.from.ip ?? 'unknown';
  limiter.check(address, now.getTime());
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user || Number(user.active) !== 1) {
    await verifyAgainstDecoy(input.password);
    limiter.fail(address, now.getTime());
    throw new UnauthorizedError(WRONG_CREDENTIALS);
  }
  refuseWhileLocked(user, now);
  if (!(await verifyPassword(user.password_hash, input.password))) {
    limiter.fail(address, now.getTime());
    await countWrongPassword(ctx, user, now);
    throw new UnauthorizedError(WRONG_CREDENTIALS);
  }
  if (Number(user.failed_logins) > 0 || user.locked_until !== null) {
    await updateUser(ctx.db, Number(user.id), { failed_logins: 0, locked_until: null });
  }
  const secret = await startSession(ctx, Number(user.id), now);
  return { me: toMe(user), secret };
}

function lockedMessage(seconds: number): string {
  return `This account is locked after ${LOCK_AFTER} wrong passwords in a row. Try again in ${minutesText(seconds)}, or ask the owner to reset the password`;
}

function refuseWhileLocked(user: UserRow, now: Date): void {
  if (user.locked_until === null) return;
  const seconds = Math.ceil((Date.parse(user.locked_until) - now.getTime()) / 1000);
  if (seconds > 0) throw new TooManyRequestsError(lockedMessage(seconds), seconds);
}

async function countWrongPassword(ctx: RequestContext, user: UserRow, now: Date): Promise<void> {
  const failures = await addFailedLogin(ctx.db, Number(user.id));
  if (failures < LOCK_AFTER) return;
  const seconds = LOCK_MINUTES * 60;
  await updateUser(ctx.db, Number(user.id), {
    failed_logins: 0,
    locked_until: new Date(now.getTime() + seconds * 1000).toISOString(),
  });
  throw new TooManyRequestsError(lockedMessage(seconds), seconds);
}
