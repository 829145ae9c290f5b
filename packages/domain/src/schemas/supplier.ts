import type { z } from 'zod';
import { partyInputSchema, partySchema } from './party';

/** POST/PUT /api/suppliers body. */
export const supplierInputSchema = partyInputSchema({
  name: 'Supplier Name',
  addressRequired: false,
  role: 'supplier',
});

export const supplierSchema = partySchema;

export type SupplierInput = z.input<typeof supplierInputSchema>;
export type SupplierValues = z.output<typeof supplierInputSchema>;
export type Supplier = z.output<typeof supplierSchema>;
