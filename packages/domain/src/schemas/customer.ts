import type { z } from 'zod';
import { partyInputSchema, partySchema } from './party';

/**
 * POST/PUT /api/customers body. A GSTIN without a state sets the state from its first two digits;
 * the address is required only with a GSTIN, so a walk-in buyer needs only a name.
 */
export const customerInputSchema = partyInputSchema({
  name: 'Customer Name',
  addressRequired: 'with-gstin',
  role: 'customer',
});

export const customerSchema = partySchema;

export type CustomerInput = z.input<typeof customerInputSchema>;
export type CustomerValues = z.output<typeof customerInputSchema>;
export type Customer = z.output<typeof customerSchema>;
