import type { Db } from '../db/database';

// What every service and use case is handed: the database (or the transaction it runs in), who is
// acting and which request this is. Services never read the HTTP request itself, so the same use
// case serves a route, a script or a test. Until users can log in every request acts as the
// system actor; the edit log and role checks will read `actor` from here.

export type Actor = {
  /** null for the system actor, a user's id once login exists. */
  id: number | null;
  name: string;
  role: 'system';
};

export type RequestContext = {
  db: Db;
  actor: Actor;
  /** Fastify's request id (or 'system' outside a request), for logs and the edit log. */
  requestId: string;
};

export const SYSTEM_ACTOR: Actor = Object.freeze({ id: null, name: 'System', role: 'system' });

/** A context for work not started by a request: scripts, benchmarks, tests. */
export function systemContext(db: Db, requestId = 'system'): RequestContext {
  return { db, actor: SYSTEM_ACTOR, requestId };
}

/** The same actor and request, inside a transaction. */
export function withDb(ctx: RequestContext, db: Db): RequestContext {
  return { ...ctx, db };
}
