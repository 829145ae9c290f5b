import { type APIRequestContext, expect } from '@playwright/test';

/**
 * The Raipur shop the journeys were written against. A fresh database leads to first-run setup, so
 * the run's database (global-setup.ts) and the empty servers save these details through the API
 * before any journey starts; the setup journeys use a server left unconfigured.
 */
export const JOURNEY_SHOP = {
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
  round_off: false,
} as const;

/** Saves the journeys' shop with a signed-in owner's request context, as setup would. */
export async function configureJourneyShop(context: APIRequestContext, baseUrl = ''): Promise<void> {
  const response = await context.put(`${baseUrl}/api/settings`, {
    data: JOURNEY_SHOP,
    ...(baseUrl ? { headers: { origin: baseUrl } } : {}),
  });
  expect(response.status(), await response.text()).toBe(200);
}
