import { isUniqueViolation } from '../http/unique-violation';
import type { Db } from './database';

// PostgreSQL may abort one of two transactions that wait on each other's rows (deadlock, 40P01) or
// that cannot be serialised (40001); running it again is the documented cure. A unique violation
// is retried too: the voucher series counter makes one unlikely, and a retry takes a new number.

const ATTEMPTS = 5;

/** PostgreSQL aborted the transaction because it waited in a circle or could not be serialised. */
export function isDeadlockOrSerialisation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '40P01' || code === '40001';
}

export function isTransientConflict(error: unknown): boolean {
  return isDeadlockOrSerialisation(error) || isUniqueViolation(error);
}

/** A short random pause that grows with the attempt, so two retried saves do not meet again. */
function pause(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
}

/**
 * Runs a whole transaction again, up to five times, while it fails with a transient conflict.
 * Inside a transaction that `db` already is (db/transactions.ts) it runs once: PostgreSQL has
 * aborted that transaction, so only its owner can start over, and it does.
 */
export async function retryOnWriteConflict<T>(
  db: Db,
  write: () => Promise<T>,
  retries: (error: unknown) => boolean = isTransientConflict,
): Promise<T> {
  if (db.isTransaction) return write();
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!retries(error) || attempt >= ATTEMPTS) throw error;
      await pause(attempt);
    }
  }
}

/**
 * The same, for writes whose unique violations are answers, not races to run again (an invoice
 * number typed twice): only deadlocks and serialisation failures start the transaction over.
 */
export function retryOnDeadlock<T>(db: Db, write: () => Promise<T>): Promise<T> {
  return retryOnWriteConflict(db, write, isDeadlockOrSerialisation);
}
