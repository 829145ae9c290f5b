import { TooManyRequestsError } from '../http/errors';

// Failed sign-ins per address, counted in this server process (several processes each count
// their own: the per-account lock-out, kept in the database, is what holds across processes).
// An office behind one address shares the allowance, so only failures count, not sign-ins.

export const ADDRESS_FAILURE_LIMIT = 20;
export const ADDRESS_WINDOW_MS = 15 * 60_000;

type Window = { failures: number; startedAt: number };

export type LoginLimiter = {
  /** Throws 429 when the address has used up its failures for now. */
  check(address: string, now?: number): void;
  fail(address: string, now?: number): void;
};

export function createLoginLimiter(
  limit = ADDRESS_FAILURE_LIMIT,
  windowMs = ADDRESS_WINDOW_MS,
): LoginLimiter {
  const windows = new Map<string, Window>();
  const current = (address: string, now: number): Window | undefined => {
    const window = windows.get(address);
    if (window && now - window.startedAt >= windowMs) {
      windows.delete(address);
      return undefined;
    }
    return window;
  };
  return {
    check(address, now = Date.now()) {
      const window = current(address, now);
      if (!window || window.failures < limit) return;
      const seconds = Math.ceil((window.startedAt + windowMs - now) / 1000);
      throw new TooManyRequestsError(
        `Too many failed sign-ins from this address. Try again in ${minutesText(seconds)}`,
        seconds,
      );
    },
    fail(address, now = Date.now()) {
      const window = current(address, now) ?? { failures: 0, startedAt: now };
      window.failures += 1;
      windows.set(address, window);
      // Forget old addresses now and then so the map cannot grow without bound.
      if (windows.size > 10_000) for (const [key] of windows) if (!current(key, now)) windows.delete(key);
    },
  };
}

/** "1 minute", "15 minutes": whole minutes, rounded up. */
export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
