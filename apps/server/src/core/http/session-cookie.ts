// The session cookie: HttpOnly (scripts cannot read it), SameSite=Lax (other sites' forms and
// fetches do not carry it on writes), Path=/. Secure only when the request itself came over
// HTTPS: a shop serves plain HTTP on its LAN, where a Secure cookie would never be sent back and
// nobody could sign in. No Max-Age: the server ends idle sessions itself (sign-in settings).

export const SESSION_COOKIE = 'bahi_session';

/** The value of one cookie in a Cookie header, or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return null;
}

/** Set-Cookie for a new session secret, or for clearing it (secret null). */
export function sessionCookieHeader(secret: string | null, secure: boolean): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  if (secret === null) return [`${SESSION_COOKIE}=`, 'Max-Age=0', ...attributes].join('; ');
  return [`${SESSION_COOKIE}=${encodeURIComponent(secret)}`, ...attributes].join('; ');
}
