import os from 'node:os';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, SESSION_COOKIE } from './session-cookie';

// Defences against other web pages, for every response of the server:
// - Host: only names this server serves (BAHI_ALLOWED_HOSTS). A page on evil.example whose name
//   is made to resolve to 127.0.0.1 (DNS rebinding) sends "Host: evil.example" and is refused.
// - Origin: a write (POST, PUT, DELETE) that carries the session cookie must say it comes from
//   this server's own pages (Origin, or Referer when a browser sends no Origin). A write from
//   any other origin is refused whether or not it has a cookie. SameSite=Lax already keeps the
//   cookie off most cross-site writes; this holds for browsers and cases where it does not.
// - Security headers: a strict Content-Security-Policy for the app (no inline scripts, nothing
//   from elsewhere, never in a frame), nosniff, and a referrer policy that keeps addresses home.

const WRITES = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self'",
    // Mantine sets style attributes and <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "frame-src 'self' blob:",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/** The host names (no port) a server listening on `host` answers to, unless BAHI_ALLOWED_HOSTS says. */
export function defaultAllowedHosts(listenHost: string): string[] {
  const names = new Set(['localhost', '127.0.0.1', '::1']);
  if (listenHost === '0.0.0.0' || listenHost === '::') {
    // Listening on every interface: the machine's own addresses and its name.
    for (const addresses of Object.values(os.networkInterfaces())) {
      for (const address of addresses ?? []) names.add(address.address.toLowerCase());
    }
    names.add(os.hostname().toLowerCase());
  } else {
    names.add(listenHost.toLowerCase());
  }
  return [...names];
}

/** "host:port" or "[::1]:port" → the host name, lower case. */
export function hostName(hostHeader: string): string {
  const value = hostHeader.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(1, value.indexOf(']'));
  const colon = value.lastIndexOf(':');
  return colon >= 0 && value.indexOf(':') === colon ? value.slice(0, colon) : value;
}

function sourceOf(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') return origin;
  if (origin === 'null') return 'null';
  const referer = request.headers.referer;
  return typeof referer === 'string' ? referer : null;
}

/**
 * True when a page address (Origin or Referer) has the scheme and host the request was sent to:
 * a page served over plain http (another program on the LAN) may not write to the https site of
 * the same name. The request's scheme is the connection's, or X-Forwarded-Proto from a trusted proxy.
 */
function sameOrigin(source: string, host: string, protocol: string): boolean {
  try {
    const page = new URL(source);
    if (page.protocol !== `${protocol}:`) return false;
    // Through URL both sides drop a default port: "localhost:80" and "http://localhost" agree.
    return page.host === new URL(`${page.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

function refuse(reply: FastifyReply, message: string) {
  return reply.status(403).send({ message });
}

export function registerRequestGuards(app: FastifyInstance, allowedHosts: readonly string[]): void {
  const allowed = new Set(allowedHosts.map((name) => name.toLowerCase()));
  app.addHook('onRequest', async (request, reply) => {
    const host = request.headers.host ?? '';
    if (!allowed.has(hostName(host))) {
      return refuse(
        reply,
        `This server does not answer to the name "${hostName(host)}" (see BAHI_ALLOWED_HOSTS)`,
      );
    }
    if (!WRITES.has(request.method)) return;
    const source = sourceOf(request);
    const hasSession = readCookie(request.headers.cookie, SESSION_COOKIE) !== null;
    if (source !== null ? !sameOrigin(source, host, request.protocol) : hasSession) {
      return refuse(reply, 'Refused: this change was sent from another web page than Bahi itself');
    }
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    return payload;
  });
}
