import { z } from 'zod';
import { recordVersion, requiredText, versionField } from './fields';

/** POST/PUT /api/categories body. */
export const categoryInputSchema = z.object({
  name: requiredText('Category Name', 100),
  version: versionField(),
});

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  version: recordVersion(),
});

export type CategoryInput = z.input<typeof categoryInputSchema>;
export type CategoryValues = z.output<typeof categoryInputSchema>;
export type Category = z.output<typeof categorySchema>;
