import type { z } from 'zod';
import { partyInputSchema, partySchema } from './party';

/** POST/PUT /api/customers body. A GSTIN without a state sets the state from its first two digits. */
export const customerInputSchema = partyInputSchema({ name: 'Customer Name', addressRequired: true });

export const customerSchema = partySchema;

export type CustomerInput = z.input<typeof customerInputSchema>;
export type CustomerValues = z.output<typeof customerInputSchema>;
export type Customer = z.output<typeof customerSchema>;
