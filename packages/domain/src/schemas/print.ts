import { z } from 'zod';

// How a sales invoice is printed (GET /api/invoices/:id/pdf): the paper and which copies.
// Rule 48 asks for the original for the recipient, the duplicate for the transporter and the
// triplicate for the supplier; `all` prints the three one after another in one file.

export const PRINT_FORMATS = ['a4', 'a5', 'thermal'] as const;
export type PrintFormat = (typeof PRINT_FORMATS)[number];

export const PRINT_FORMAT_LABELS: Record<PrintFormat, string> = {
  a4: 'A4',
  a5: 'A5',
  thermal: 'Thermal 80 mm',
};

export const PRINT_COPIES = ['original', 'duplicate', 'triplicate', 'all'] as const;
export type PrintCopies = (typeof PRINT_COPIES)[number];
export type PrintCopy = Exclude<PrintCopies, 'all'>;

export const PRINT_COPIES_LABELS: Record<PrintCopies, string> = {
  original: 'Original',
  duplicate: 'Duplicate',
  triplicate: 'Triplicate',
  all: 'All three',
};

/** The words at the top of each copy (Rule 48). */
export const COPY_TITLES: Record<PrintCopy, string> = {
  original: 'Original for Recipient',
  duplicate: 'Duplicate for Transporter',
  triplicate: 'Triplicate for Supplier',
};

/** The copies a choice prints, in order. */
export function copiesOf(copies: PrintCopies): PrintCopy[] {
  return copies === 'all' ? ['original', 'duplicate', 'triplicate'] : [copies];
}

/** The query of GET /api/invoices/:id/pdf: A4 and the original when left out. */
export const invoicePdfQuerySchema = z.object({
  format: z
    .enum(PRINT_FORMATS, { error: `format must be one of ${PRINT_FORMATS.join(', ')}` })
    .default('a4')
    .describe('a4 (the default), a5, or thermal: an 80 mm roll, one column'),
  copies: z
    .enum(PRINT_COPIES, { error: `copies must be one of ${PRINT_COPIES.join(', ')}` })
    .default('original')
    .describe(
      'original (the default, Original for Recipient), duplicate (for Transporter), triplicate (for Supplier), or all: the three one after another',
    ),
});
export type InvoicePdfQuery = z.output<typeof invoicePdfQuerySchema>;
