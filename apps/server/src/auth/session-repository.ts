import type { Selectable } from 'kysely';
import type { Db } from '../core/db/database';
import { firstRow, preparedQuery } from '../core/db/prepared-query';
import type { SessionTable, UserTable } from '../core/db/schema-auth';

export type SessionWithUser = Pick<Selectable<SessionTable>, 'id' | 'last_seen_at'> &
  Pick<Selectable<UserTable>, 'email' | 'name' | 'role' | 'active'> & {
    user_id: number;
    session_idle_hours: number;
  };

export function insertSession(
  db: Db,
  values: { id: string; user_id: number; last_seen_at: string; ip: string | null; user_agent: string | null },
): Promise<unknown> {
  return db.insertInto('sessions').values(values).execute();
}

/**
 * The session, its user and the idle limit, in one query: every signed-in request reads this, so
 * the statement is compiled once (db/prepared-query.ts).
 */
export function findSessionWithUser(db: Db, id: string): Promise<SessionWithUser | undefined> {
  return firstRow(sessionWithUser(db, id));
}

const sessionWithUser = preparedQuery((db: Db, id: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('auth_settings', (join) => join.on('auth_settings.id', '=', 1))
    .select([
      'sessions.id',
      'sessions.last_seen_at',
      'sessions.user_id',
      'users.email',
      'users.name',
      'users.role',
      'users.active',
      'auth_settings.session_idle_hours',
    ])
    .where('sessions.id', '=', id),
);

export function touchSession(db: Db, id: string, lastSeenAt: string): Promise<unknown> {
  return db.updateTable('sessions').set({ last_seen_at: lastSeenAt }).where('id', '=', id).execute();
}

export function deleteSession(db: Db, id: string): Promise<unknown> {
  return db.deleteFrom('sessions').where('id', '=', id).execute();
}

export function deleteSessionsOfUser(db: Db, userId: number): Promise<unknown> {
  return db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Every session of a user but one (a password change keeps the session that made it). */
export function deleteOtherSessionsOfUser(db: Db, userId: number, keepId: string): Promise<unknown> {
  return db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '!=', keepId).execute();
}
