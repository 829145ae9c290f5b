import type { Me, User } from '@bahi/domain/schemas';
import type { UserRow } from './user-repository';

/** A user as the API shows it: never the password hash. */
export function toUser(row: UserRow, now = new Date()): User {
  const locked = row.locked_until !== null && Date.parse(row.locked_until) > now.getTime();
  return {
    id: Number(row.id),
    email: row.email,
    name: row.name,
    role: row.role,
    active: Number(row.active) === 1,
    locked_until: locked ? row.locked_until : null,
    created_at: row.created_at,
    version: row.version,
  };
}

export function toMe(row: Pick<UserRow, 'id' | 'email' | 'name' | 'role'>): Me {
  return { id: Number(row.id), email: row.email, name: row.name, role: row.role };
}
