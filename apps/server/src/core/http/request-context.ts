import type { Role } from '@bahi/domain/contract';
import type { Db } from '../db/database';

// What every service and use case is handed: the database (or the transaction it runs in), who is
// acting, from where, and which request this is. Services never read the HTTP request itself, so
// the same use case serves a route, a script or a test. Role checks and the edit log read `actor`
// and `from` from here.

export type Actor = {
  /** The signed-in user's id; null for the system actor and for API tokens. */
  id: number | null;
  name: string;
  /** 'system': scripts and migrations; 'anonymous': a public call (health, sign-in, setup). */
  role: Role | 'system' | 'anonymous';
  /** The name of the API token the call was made with, when it was. */
  tokenName: string | null;
};

/** Where a request came from, for the edit log. */
export type RequestOrigin = { ip: string | null; userAgent: string | null };

export type RequestContext = {
  db: Db;
  actor: Actor;
  /** Fastify's request id (or 'system' outside a request), for logs and the edit log. */
  requestId: string;
  from: RequestOrigin;
};

/** Scripts, migrations and tests act as this fixed actor; it may do everything. */
export const SYSTEM_ACTOR: Actor = Object.freeze({
  id: null,
  name: 'System',
  role: 'system',
  tokenName: null,
});

/** Who makes a public call: nobody signed in. */
export const ANONYMOUS_ACTOR: Actor = Object.freeze({
  id: null,
  name: 'Anonymous',
  role: 'anonymous',
  tokenName: null,
});

const NOWHERE: RequestOrigin = Object.freeze({ ip: null, userAgent: null });

/** A context for work not started by a request: scripts, benchmarks, tests. */
export function systemContext(db: Db, requestId = 'system'): RequestContext {
  return { db, actor: SYSTEM_ACTOR, requestId, from: NOWHERE };
}

/** The same actor and request, inside a transaction. */
export function withDb(ctx: RequestContext, db: Db): RequestContext {
  return { ...ctx, db };
}
