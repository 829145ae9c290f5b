import type { User, UserCreateValues, UserUpdateValues } from '@bahi/domain/schemas';
import { inTransaction } from '../../core/db/transactions';
import { recordChange, recordCreated, recordUpdated } from '../../core/edit-log/record-change';
import { fieldError, NotFoundError } from '../../core/http/errors';
import { type RequestContext, withDb } from '../../core/http/request-context';
import { claimNextVersion } from '../../core/versions/version-guard';
import { hashPassword } from '../passwords';
import { deleteSessionsOfUser } from '../session-repository';
import { forgetAttemptsOfAccount } from '../sign-in-attempts';
import { toUser } from './user-presenter';
import {
  countOtherActiveOwners,
  findUserByEmail,
  findUserById,
  findUsers,
  insertUser,
  updateUser,
} from './user-repository';

// The Owner's Users screen: add users, change name and role, deactivate, reset a password. An
// active owner must always remain, or nobody could manage users and settings again.

const NO_SUCH_USER = 'No user has this id';

export async function listUsers(ctx: RequestContext): Promise<{ data: User[] }> {
  return { data: (await findUsers(ctx.db)).map((row) => toUser(row)) };
}

export async function createUser(ctx: RequestContext, values: UserCreateValues): Promise<User> {
  const passwordHash = await hashPassword(values.password);
  return inTransaction(ctx.db, async (trx) => {
    if (await findUserByEmail(trx, values.email)) {
      throw fieldError('email', 'A user with this email already exists');
    }
    const row = await insertUser(trx, {
      email: values.email,
      name: values.name,
      role: values.role,
      password_hash: passwordHash,
    });
    const user = toUser(row);
    await recordCreated(withDb(ctx, trx), 'user', user.id, user);
    return user;
  });
}

export async function changeUser(ctx: RequestContext, id: number, values: UserUpdateValues): Promise<User> {
  return inTransaction(ctx.db, async (trx) => {
    const current = await findUserById(trx, id);
    if (!current) throw new NotFoundError(NO_SUCH_USER);
    await claimNextVersion(withDb(ctx, trx), {
      table: 'users',
      recordType: 'user',
      id,
      label: `User ${current.email}`,
      fromVersion: values.version,
    });
    const staysOwner = values.role === 'owner' && values.active;
    if (current.role === 'owner' && !staysOwner && (await countOtherActiveOwners(trx, id)) === 0) {
      throw fieldError(
        values.active ? 'role' : 'active',
        'Bahi needs at least one active owner: make another user owner first',
      );
    }
    const row = await updateUser(trx, id, {
      name: values.name,
      role: values.role,
      active: values.active ? 1 : 0,
    });
    if (!row) throw new NotFoundError(NO_SUCH_USER);
    // A deactivated user is signed out everywhere at once.
    if (!values.active) await deleteSessionsOfUser(trx, id);
    const user = toUser(row);
    await recordUpdated(withDb(ctx, trx), 'user', id, toUser(current), user);
    return user;
  });
}

/** The owner sets a new password: the user's sessions end and any lock-out is lifted. */
export async function resetPassword(ctx: RequestContext, id: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await inTransaction(ctx.db, async (trx) => {
    const current = await findUserById(trx, id);
    if (!current) throw new NotFoundError(NO_SUCH_USER);
    await updateUser(trx, id, { password_hash: passwordHash, failed_logins: 0, locked_until: null });
    await forgetAttemptsOfAccount(trx, current.email);
    await deleteSessionsOfUser(trx, id);
    await recordChange(withDb(ctx, trx), {
      recordType: 'user',
      recordId: id,
      action: 'password',
      before: null,
      after: { email: current.email, by: ctx.actor.name },
    });
  });
}
