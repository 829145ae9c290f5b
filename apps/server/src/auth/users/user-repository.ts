import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../core/db/database';
import type { UserTable } from '../../core/db/schema-auth';

export type UserRow = Selectable<UserTable>;

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUsers(db: Db): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().orderBy('name').orderBy('id').execute();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Active owners other than this user: one must always remain. */
export async function countOtherActiveOwners(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('role', '=', 'owner')
    .where('active', '=', 1)
    .where('id', '!=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function insertUser(db: Db, values: Insertable<UserTable>): Promise<UserRow> {
  return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateUser(db: Db, id: number, values: Updateable<UserTable>): Promise<UserRow | undefined> {
  return db.updateTable('users').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

/** One more wrong password; the count comes back so the caller can lock at the limit. */
export async function addFailedLogin(db: Db, id: number): Promise<number> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
    .where('id', '=', id)
    .returning('failed_logins')
    .executeTakeFirstOrThrow();
  return Number(row.failed_logins);
}
