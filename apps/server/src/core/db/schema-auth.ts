import type { Generated } from 'kysely';

// Users, sessions, API tokens, sign-in settings and the edit log
// (migration 2026-11-24T0400-users-and-edit-log).

export type UserTable = {
  /** One more with every change by the owner (migration 2026-11-25T0500): a stale edit is refused. */
  version: Generated<number>;
  id: Generated<number>;
  /** Lower case. */
  email: string;
  name: string;
  role: 'owner' | 'accountant' | 'billing' | 'viewer';
  /** argon2id, in the PHC string format. */
  password_hash: string;
  active: Generated<number>;
  failed_logins: Generated<number>;
  locked_until: string | null;
  created_at: Generated<string>;
};

export type SessionTable = {
  /** sha256 (hex) of the cookie's secret. */
  id: string;
  user_id: number;
  created_at: Generated<string>;
  last_seen_at: string;
  ip: string | null;
  user_agent: string | null;
};

export type ApiTokenTable = {
  id: Generated<number>;
  name: string;
  role: 'owner' | 'accountant' | 'billing' | 'viewer';
  /** sha256 (hex) of the token. */
  token_hash: string;
  created_by: number;
  created_at: Generated<string>;
  last_used_at: string | null;
  revoked_at: string | null;
};

export type AuthSettingsTable = {
  id: number;
  session_idle_hours: number;
};

/** Append-only: the database refuses UPDATE and DELETE (db/guards). */
export type AuditLogTable = {
  id: Generated<number>;
  at: Generated<string>;
  day: string;
  user_id: number | null;
  user_name: string;
  token_name: string | null;
  ip: string | null;
  user_agent: string | null;
  request_id: string | null;
  record_type: string;
  record_id: string;
  action: string;
  before: string | null;
  after: string | null;
  /** The previous entry's hash (the chain's start for the first), migration 2026-11-27T0300. */
  prev_hash: string | null;
  /** SHA-256 of this entry's content and prev_hash (audit/chain/entry-hash.ts). */
  hash: string | null;
};

/** Sign-in attempts per brake and subject (migration 2026-11-26T0100, auth/sign-in-attempts.ts). */
export type SignInAttemptTable = {
  subject: string;
  attempts: number;
  window_started_at: string;
};
