import { z } from 'zod';
import { rowProblemSchema } from './row-problem';

/** Every error the API answers: a message, and per-field messages for validation failures. */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** An import refused: each row's problems, as its preview lists them. */
  problems: z.array(rowProblemSchema).optional(),
});

/** A page of a list: the rows asked for and the number of rows matching the filters. */
export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), total: z.number().int() });
}

export type ErrorResponse = z.output<typeof errorResponseSchema>;
