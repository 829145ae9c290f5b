import type { HsnDigits } from '@bahi/domain';
import type { Db } from '../db/database';

/**
 * The fewest HSN digits the shop's products must carry, from the return settings' turnover answer
 * (4 up to ₹5 crore aggregate turnover, 6 above). Products check it on save; GSTR-1 checks it too.
 */
export async function findRequiredHsnDigits(db: Db): Promise<HsnDigits> {
  const row = await db
    .selectFrom('return_settings')
    .select('hsn_digits')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row?.hsn_digits === 6 ? 6 : 4;
}
