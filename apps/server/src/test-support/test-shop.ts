import type { Db } from '../core/db/database';

/**
 * The Raipur seller the API tests were written against (intra-state for Chhattisgarh customers,
 * inter-state for the rest). A fresh database starts unconfigured, so createTestApp saves these
 * details as a shop would in setup; tests of setup itself ask for an unconfigured app.
 */
export const TEST_SHOP = {
  name: 'Bahi Traders',
  gstin: '22AAAAA0000A1ZC',
  state_code: '22',
  phone: '+91 771 400 0000',
  email: 'accounts@bahitraders.in',
  address: 'Shop 12, Sadar Bazar, Raipur, Chhattisgarh 492001',
  bank_name: 'State Bank of India',
  bank_account_number: '00000011122233',
  bank_ifsc: 'SBIN0000461',
  bank_branch: 'Raipur Main',
  invoice_prefix: 'INV',
} as const;

export async function configureTestShop(db: Db): Promise<void> {
  await db
    .updateTable('settings')
    .set({ ...TEST_SHOP, configured: 1 })
    .where('id', '=', 1)
    .execute();
}
