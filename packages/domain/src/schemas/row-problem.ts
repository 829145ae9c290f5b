import { z } from 'zod';

// A problem with one row of an imported file, as an import's preview lists it and as a refused
// import's error answer carries it.

export const rowProblemSchema = z.object({
  /** The row's number in the sheet; the header row is 1. */
  row: z.number().int(),
  /** The field's key (name, hsn_code …), or 'file' for the file as a whole. */
  field: z.string(),
  message: z.string(),
  /** The header of the file's column the field was read from; null when none or for the file. */
  column: z.string().nullable().optional(),
  /** The text read from the cell, as the file has it (an HSN code Excel shortened: '902'). */
  value: z.string().nullable().optional(),
  /** The row's record by its name (the product, customer or supplier), to find the row by. */
  record: z.string().nullable().optional(),
});
