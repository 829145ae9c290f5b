import { isUniqueViolation } from '../http/unique-violation';

// PostgreSQL may abort one of two transactions that wait on each other's rows (deadlock, 40P01) or
// that cannot be serialised (40001); running it again is the documented cure. A unique violation
// is retried too: the voucher series counter makes one unlikely, and a retry takes a new number.

const ATTEMPTS = 5;

function isTransientConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '40P01' || code === '40001' || isUniqueViolation(error);
}

/** Runs a whole transaction again, up to five times, while it fails with a transient conflict. */
export async function retryOnWriteConflict<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!isTransientConflict(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}
