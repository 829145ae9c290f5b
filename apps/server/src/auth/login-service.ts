import type { LoginInput, Me } from '@bahi/domain/schemas';
import { recordChange } from '../core/edit-log/record-change';
import { TooManyRequestsError, UnauthorizedError } from '../core/http/errors';
import type { RequestContext } from '../core/http/request-context';
import { minutesText } from './login-limiter';
import { verifyAgainstDecoy, verifyPassword } from './passwords';
import { startSession } from './session-service';
import {
  ACCOUNT_BRAKE,
  ADDRESS_BRAKE,
  type Brake,
  type Counted,
  countAttempt,
  forgetAttempts,
  giveAttemptBack,
  PAIR_BRAKE,
  purgeOldAttempts,
} from './sign-in-attempts';
import { toMe } from './users/user-presenter';
import { findUserByEmail, updateUser } from './users/user-repository';

// Signing in: the password against its argon2id hash, behind three brakes counted in the database
// before any password is checked (sign-in-attempts.ts): the account at one address (5 in 15
// minutes: wrong guesses from another machine lock that machine out, not the owner at the
// counter), one address across accounts (20 in 15 minutes), and the account from anywhere (a slower
// 30 an hour). Failed sign-ins and lock-outs are entries of the edit log.

export const LOCK_AFTER = PAIR_BRAKE.limit;
export const LOCK_MINUTES = PAIR_BRAKE.windowMs / 60_000;
export const WRONG_CREDENTIALS = 'Email or password is wrong';

export type SignedIn = { me: Me; secret: string };

function refusal(brake: Brake, counted: Counted): TooManyRequestsError {
  const wait = minutesText(counted.retryAfterSeconds);
  const message =
    brake.kind === 'address'
      ? `Too many failed sign-ins from this address. Try again in ${wait}`
      : brake.kind === 'pair'
        ? `This account is locked on this computer after ${brake.limit} wrong passwords. Try again in ${wait}, or ask the owner to reset the password`
        : `This account has had too many wrong passwords from several computers. Try again in ${wait}, or ask the owner to reset the password`;
  return new TooManyRequestsError(message, counted.retryAfterSeconds);
}

async function logSignIn(
  ctx: RequestContext,
  email: string,
  action: 'sign_in_failed' | 'lock_out',
  details: Record<string, unknown>,
): Promise<void> {
  await recordChange(ctx, { recordType: 'sign_in', recordId: email, action, before: null, after: details });
}

/** Counts the attempt under each brake in turn; the first that refuses ends the sign-in unchecked. */
async function countOrRefuse(ctx: RequestContext, email: string, address: string, now: Date): Promise<void> {
  const brakes: [Brake, string][] = [
    [PAIR_BRAKE, `${email} ${address}`],
    [ADDRESS_BRAKE, address],
    [ACCOUNT_BRAKE, email],
  ];
  for (const [brake, who] of brakes) {
    const counted = await countAttempt(ctx.db, brake, who, now);
    if (counted.allowed) continue;
    // The first refusal of a window is the lock-out; the ones after it are not logged again.
    if (counted.attempts === brake.limit + 1) {
      await logSignIn(ctx, email, 'lock_out', {
        brake: brake.kind,
        address,
        minutes: brake.windowMs / 60_000,
      });
    }
    throw refusal(brake, counted);
  }
}

export async function signIn(
  ctx: RequestContext,
  input: Required<Pick<LoginInput, 'email' | 'password'>>,
  now = new Date(),
): Promise<SignedIn> {
  const address = ctx.from.ip ?? 'unknown';
  const email = input.email.trim().toLowerCase();
  await purgeOldAttempts(ctx.db, now);
  await countOrRefuse(ctx, email, address, now);
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user || Number(user.active) !== 1) {
    await verifyAgainstDecoy(input.password);
    await logSignIn(ctx, email, 'sign_in_failed', {
      address,
      reason: user ? 'inactive user' : 'no such user',
    });
    throw new UnauthorizedError(WRONG_CREDENTIALS);
  }
  if (!(await verifyPassword(user.password_hash, input.password))) {
    await logSignIn(ctx, email, 'sign_in_failed', { address, reason: 'wrong password' });
    throw new UnauthorizedError(WRONG_CREDENTIALS);
  }
  // The right password: this computer starts afresh, and its attempt no longer counts elsewhere.
  await forgetAttempts(ctx.db, PAIR_BRAKE, `${email} ${address}`);
  await giveAttemptBack(ctx.db, ADDRESS_BRAKE, address);
  await giveAttemptBack(ctx.db, ACCOUNT_BRAKE, email);
  if (Number(user.failed_logins) > 0 || user.locked_until !== null) {
    await updateUser(ctx.db, Number(user.id), { failed_logins: 0, locked_until: null });
  }
  const secret = await startSession(ctx, Number(user.id), now);
  return { me: toMe(user), secret };
}
