import type { FastifyRequest } from 'fastify';
import type { RequestOrigin } from './request-context';
import { readCookie, SESSION_COOKIE } from './session-cookie';
import type { Credentials } from './sign-in';

/** The session cookie's secret and the bearer token a request carries, if any. */
export function credentialsOf(request: FastifyRequest): Credentials {
  const authorization = request.headers.authorization;
  const bearer = authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1] ?? null;
  return { sessionSecret: readCookie(request.headers.cookie, SESSION_COOKIE), bearerToken: bearer };
}

/** Where a request came from, for the edit log (the address as Fastify sees it, and the browser). */
export function originOf(request: FastifyRequest): RequestOrigin {
  const agent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof agent === 'string' ? agent.slice(0, 300) : null };
}

/** True when the request reached this server over HTTPS (then the cookie is marked Secure). */
export function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}
