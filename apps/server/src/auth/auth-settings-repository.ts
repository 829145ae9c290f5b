import type { Db } from '../core/db/database';

export async function findSessionIdleHours(db: Db): Promise<number> {
  const row = await db
    .selectFrom('auth_settings')
    .select('session_idle_hours')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.session_idle_hours);
}

export function updateSessionIdleHours(db: Db, hours: number): Promise<unknown> {
  return db.updateTable('auth_settings').set({ session_idle_hours: hours }).where('id', '=', 1).execute();
}
