import type { Generated } from 'kysely';

/** The GSTIN the shop held from each date ('' while not registered; migration 2026-11-28T0640). */
export type GstRegistrationTable = {
  id: Generated<number>;
  gstin: string;
  state_code: string;
  /** ISO date it took effect. */
  effective_from: string;
  recorded_at: string;
};
