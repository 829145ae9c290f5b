import { z } from 'zod';
import { checkCorrectionLines, correctionLinesField, reasonField } from './correcting-document';
import { isoDateField, MAX_AMOUNT } from './fields';
import { requiredIdField } from './invoice-fields';
import { quantityField } from './quantity-field';

// What POST /api/credit-notes and /api/debit-notes take (docs/api.md, "Credit and debit notes").
// A credit note is a return (chosen lines with quantities: the goods come back into stock) or a
// value credit (a taxable value taken off chosen lines: no stock moves); a debit note adds taxable
// value to chosen lines.

export const CREDIT_NOTE_KINDS = ['return', 'value'] as const;
export type NoteKind = (typeof CREDIT_NOTE_KINDS)[number];

function blankToMissing(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

const NUMERIC_TEXT = /^\s*[+-]?(?:\d+\.?\d*|\.\d+)\s*$/;

/** Rupees more than 0 to the paisa, or left out. */
export function optionalValueField(label: string) {
  return z.preprocess(
    (value) => {
      const given = blankToMissing(value);
      return typeof given === 'string' && NUMERIC_TEXT.test(given) ? Number(given) : given;
    },
    z
      .number({ error: `${label} must be a number` })
      .gt(0, `${label} must be more than 0`)
      .max(MAX_AMOUNT, `${label} must be at most ${MAX_AMOUNT}`)
      .refine(
        (value) => Math.round(value * 100) / 100 === value,
        `${label} can have at most 2 decimal places`,
      )
      .optional(),
  );
}

export const noteLineInputSchema = z.object({
  invoice_item_id: requiredIdField(
    'Invoice line is required',
    'Invoice line must be the id of a line of the invoice',
  ),
  /** Returns only: units taken back (up to what the line still has). */
  quantity: z.preprocess(blankToMissing, quantityField().optional()),
  /** Value credits and debit notes: taxable value (before GST) taken off or added, in rupees. */
  taxable_value: optionalValueField('Taxable value'),
});

export type NoteLineInput = z.output<typeof noteLineInputSchema>;

const NAMES = { original: 'invoice', document: 'note' } as const;

function checkLines(
  lines: readonly NoteLineInput[],
  needs: 'quantity' | 'taxable_value',
  context: z.RefinementCtx,
): void {
  checkCorrectionLines(lines, 'invoice_item_id', NAMES, context, (line, index) => {
    if (line[needs] === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['lines', index, needs],
        message: needs === 'quantity' ? 'Quantity is required for a return' : 'Taxable value is required',
      });
    }
  });
}

const noteHeader = {
  invoice_id: requiredIdField('Invoice is required', 'Invoice must be the id of an invoice'),
  note_date: isoDateField('Note date'),
  reason: reasonField,
  lines: correctionLinesField(noteLineInputSchema, NAMES),
};

/** POST /api/credit-notes. */
export const creditNoteInputSchema = z
  .object({
    ...noteHeader,
    kind: z.enum(CREDIT_NOTE_KINDS, { error: 'Kind must be return or value' }),
  })
  .superRefine((note, context) => {
    checkLines(note.lines, note.kind === 'return' ? 'quantity' : 'taxable_value', context);
  })
  .transform((note) => ({
    ...note,
    lines: note.lines.map((line) =>
      note.kind === 'return'
        ? { invoice_item_id: line.invoice_item_id, quantity: line.quantity, taxable_value: undefined }
        : { invoice_item_id: line.invoice_item_id, quantity: undefined, taxable_value: line.taxable_value },
    ),
  }));

/** POST /api/debit-notes: always a value note (no goods move). */
export const debitNoteInputSchema = z
  .object(noteHeader)
  .superRefine((note, context) => checkLines(note.lines, 'taxable_value', context))
  .transform((note) => ({
    ...note,
    kind: 'value' as NoteKind,
    lines: note.lines.map((line) => ({
      invoice_item_id: line.invoice_item_id,
      quantity: undefined,
      taxable_value: line.taxable_value,
    })),
  }));

export type CreditNoteInput = z.output<typeof creditNoteInputSchema>;
export type DebitNoteInput = z.output<typeof debitNoteInputSchema>;
export type NoteInput = CreditNoteInput | DebitNoteInput;
