// How the sign-in brakes (sign-in-attempts.ts) say how long to wait.

/** "1 minute", "15 minutes": whole minutes, rounded up. */
export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
