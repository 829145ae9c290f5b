import { todayIso } from '@bahi/domain';
import { vi } from 'vitest';

// A test whose documents are dated India's today, and that compares that date with what the
// server answers, must not see the day change under it: India's midnight (18:30 UTC) can fall
// between a test's first request and its last. The app runs in the test's process and reads
// the time only through Date, so faking Date alone (timers stay real) fixes the clock for both.

/**
 * From now until restored, Date reads noon in India of India's today, moving on in real time:
 * nine and a half hours of runs before the day changes. Answers India's date; call in beforeAll,
 * before the app is made, and restore with vi.useRealTimers() in afterAll.
 */
export function fixClockAtIndianNoon(): string {
  const today = todayIso();
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${today}T12:00:00+05:30`), shouldAdvanceTime: true });
  return today;
}
