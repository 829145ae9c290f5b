import crypto from 'node:crypto';

// Session cookies, API tokens and the setup link carry random secrets; the database keeps only
// their sha256, so reading a backup or the database does not sign anyone in.

/** 32 random bytes, URL-safe: enough that guessing one is hopeless. */
export function newSecret(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function sha256Hex(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex');
}

/** Compares two secrets in constant time (a mismatch in length is told at once: lengths are public). */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
