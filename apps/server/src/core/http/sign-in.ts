import type { Actor } from './request-context';

// What the router needs to know about signing in, and no more: who a request's credentials
// belong to. How sessions and API tokens are checked is the auth feature's business; app.ts hands
// its authenticate function to the router, so core never imports a feature.

/** The session cookie's secret and the bearer token a request carries, if any. */
export type Credentials = { sessionSecret: string | null; bearerToken: string | null };

export type Authenticated = { actor: Actor; sessionId: string | null };

/** Why a request is not signed in: the 401 message. */
export type Refusal = { refusal: string };

/** Signs a request's credentials in: who it acts as, or why not. */
export type SignIn = (credentials: Credentials) => Promise<Authenticated | Refusal>;
