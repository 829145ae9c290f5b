import type { Db } from '../../db/database';
import type { PartyKind } from './party-repository';

// Balances themselves come from documents/outstanding-repository.ts, the one definition of what
// is owed; this keeps what else the party screens need of vouchers.

/** How many vouchers name this party, removed ones included (kept for the record, they still refer to it). */
export async function countVouchersOfParty(db: Db, kind: PartyKind, id: number): Promise<number> {
  const column = kind === 'customers' ? 'customer_id' : 'supplier_id';
  const row = await db
    .selectFrom('vouchers')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(column, '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
