import { todayIso } from '@bahi/domain';
import { vi } from 'vitest';

// A test whose documents are dated India's today, and that compares that date with what the
// server answers, must not see the day change under it: India's midnight (18:30 UTC) can fall
// between a test's first request and its last. The app runs in the test's process and reads
// the time only through Date, so faking Date alone (timers stay real) fixes the clock for both.

/**
 * From now until restored, Date reads noon in India of `day` (by default India's today), moving on
 * in real time: nine and a half hours of runs before the day changes. Answers that date; call in
 * beforeAll, before the app is made, and restore with vi.useRealTimers() in afterAll. A test whose
 * fixtures name a fixed day (a portal's answer dated 26/11/2026, valid to the next midnight) passes
 * that day, so what it checks against the clock (still valid, or expired) reads the same any year.
 */
export function fixClockAtIndianNoon(day: string = todayIso()): string {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${day}T12:00:00+05:30`), shouldAdvanceTime: true });
  return day;
}
