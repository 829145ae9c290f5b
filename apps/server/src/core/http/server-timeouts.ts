import type { ServerOptions } from 'node:http';

// How long the server waits for a client before it hangs up. Without limits a client that sends
// its request a byte at a time (slowloris), or never reads the answer, holds a connection for
// ever; a few hundred such clients use up the server's sockets. Each limit is in milliseconds.

export type ServerTimeouts = {
  /** The request line and every header must arrive within this (Node's headersTimeout); 408 otherwise. */
  headersMs: number;
  /**
   * The whole request, body included, must arrive within this (requestTimeout). Only the request
   * counts: a slow answer (a backup being written, a large download) is not cut by it.
   */
  requestMs: number;
  /** A kept-alive connection waiting for its next request is closed after this (keepAliveTimeout). */
  keepAliveMs: number;
  /**
   * A connection on which nothing moves either way for this long is closed (connectionTimeout): a
   * client that stopped reading an answer. Long enough for the slowest answer the server makes
   * (a backup of a large shop, written before the answer starts).
   */
  idleMs: number;
};

export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  headersMs: 15_000,
  requestMs: 60_000,
  keepAliveMs: 72_000,
  idleMs: 300_000,
};

const VARIABLES: Record<keyof ServerTimeouts, string> = {
  headersMs: 'BAHI_HEADERS_TIMEOUT',
  requestMs: 'BAHI_REQUEST_TIMEOUT',
  keepAliveMs: 'BAHI_KEEP_ALIVE_TIMEOUT',
  idleMs: 'BAHI_IDLE_TIMEOUT',
};

/** The timeouts from BAHI_*_TIMEOUT (seconds, fractions allowed; see README, "Configuration"). */
export function readServerTimeouts(env: NodeJS.ProcessEnv = process.env): ServerTimeouts {
  const timeouts = { ...DEFAULT_TIMEOUTS };
  for (const key of Object.keys(VARIABLES) as (keyof ServerTimeouts)[]) {
    const name = VARIABLES[key];
    const text = env[name]?.trim();
    if (!text) continue;
    const seconds = Number(text);
    if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 86_400) {
      throw new Error(`${name} must be a number of seconds more than 0 and at most 86400, got "${text}"`);
    }
    timeouts[key] = Math.round(seconds * 1000);
  }
  if (timeouts.headersMs > timeouts.requestMs) {
    throw new Error(
      `${VARIABLES.headersMs} (${timeouts.headersMs / 1000} s) must not be longer than ${VARIABLES.requestMs} (${timeouts.requestMs / 1000} s)`,
    );
  }
  return timeouts;
}

/** Fastify's options for these timeouts, with Node's header limit on the HTTP server it creates. */
export function timeoutOptions(timeouts: ServerTimeouts): {
  connectionTimeout: number;
  keepAliveTimeout: number;
  requestTimeout: number;
  http: ServerOptions;
} {
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      // Node looks for late requests only this often (30 s unless told), so a short limit needs
      // a check at least as often to be kept to.
      connectionsCheckingInterval: Math.max(25, Math.min(1_000, Math.floor(timeouts.headersMs / 4))),
    },
  };
}
