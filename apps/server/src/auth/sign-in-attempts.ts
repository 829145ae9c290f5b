import { sql } from 'kysely';
import type { Db } from '../core/db/database';

// The brakes on guessing passwords, counted in the database (migration 2026-11-26T0100): each
// attempt is counted by one upsert that returns the new total, before the password is checked, on
// every server process alike. So 40 guesses sent at once check at most the limit's worth of
// passwords; the rest are refused unchecked. A right password gives its attempt back.

export type Brake = {
  /** What is counted: the account at one address, the account anywhere, one address, a password change. */
  kind: 'pair' | 'account' | 'address' | 'password';
  limit: number;
  windowMs: number;
};

const MINUTE = 60_000;

/** One account from one address: 5 wrong passwords, then 15 minutes' wait, for that address only. */
export const PAIR_BRAKE: Brake = { kind: 'pair', limit: 5, windowMs: 15 * MINUTE };
/** The account from anywhere: a slower brake, so guesses spread over many machines stay few. */
export const ACCOUNT_BRAKE: Brake = { kind: 'account', limit: 30, windowMs: 60 * MINUTE };
/** One address trying many accounts. */
export const ADDRESS_BRAKE: Brake = { kind: 'address', limit: 20, windowMs: 15 * MINUTE };
/** Guesses at the current password when changing one's own. */
export const PASSWORD_CHANGE_BRAKE: Brake = { kind: 'password', limit: 5, windowMs: 15 * MINUTE };

export type Counted = { allowed: boolean; attempts: number; retryAfterSeconds: number; subject: string };

/**
 * Counts one attempt under a brake and answers whether it may go ahead: one statement, so two
 * simultaneous attempts never both read the same count. An expired window starts over at 1.
 */
export async function countAttempt(db: Db, brake: Brake, who: string, now = new Date()): Promise<Counted> {
  const subject = `${brake.kind}:${who}`;
  const nowIso = now.toISOString();
  const windowStart = new Date(now.getTime() - brake.windowMs).toISOString();
  const row = await db
    .insertInto('sign_in_attempts')
    .values({ subject, attempts: 1, window_started_at: nowIso })
    .onConflict((conflict) =>
      conflict.column('subject').doUpdateSet({
        attempts: sql<number>`case when sign_in_attempts.window_started_at <= ${windowStart} then 1 else sign_in_attempts.attempts + 1 end`,
        window_started_at: sql<string>`case when sign_in_attempts.window_started_at <= ${windowStart} then ${nowIso} else sign_in_attempts.window_started_at end`,
      }),
    )
    .returning(['attempts', 'window_started_at'])
    .executeTakeFirstOrThrow();
  const attempts = Number(row.attempts);
  const endsAt = Date.parse(row.window_started_at) + brake.windowMs;
  return {
    allowed: attempts <= brake.limit,
    attempts,
    retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)),
    subject,
  };
}

/** Gives an attempt back (the password was right): it no longer counts against the brake. */
export async function giveAttemptBack(db: Db, brake: Brake, who: string): Promise<void> {
  await db
    .updateTable('sign_in_attempts')
    .set({ attempts: sql<number>`case when attempts > 0 then attempts - 1 else 0 end` })
    .where('subject', '=', `${brake.kind}:${who}`)
    .execute();
}

/** Forgets the count of one subject: a right password ends the lock-out at that address. */
export async function forgetAttempts(db: Db, brake: Brake, who: string): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('subject', '=', `${brake.kind}:${who}`).execute();
}

/** Drops rows whose window ended a day ago or more, so the table stays small. */
export async function purgeOldAttempts(db: Db, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - 24 * 60 * MINUTE).toISOString();
  await db.deleteFrom('sign_in_attempts').where('window_started_at', '<', before).execute();
}

/** The owner reset the account's password: every lock-out of the account ends. */
export async function forgetAttemptsOfAccount(db: Db, email: string): Promise<void> {
  const who = email.trim().toLowerCase();
  await db
    .deleteFrom('sign_in_attempts')
    .where((eb) => eb.or([eb('subject', '=', `account:${who}`), eb('subject', 'like', `pair:${who} %`)]))
    .execute();
}
