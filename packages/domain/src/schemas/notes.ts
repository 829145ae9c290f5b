import { z } from 'zod';
import { fromDecimalDigits, hasNoControlCharacters, isoDateField, MAX_AMOUNT, MAX_ID } from './fields';
import { dateAnswer } from './formats';
import {
  gstSummaryEntrySchema,
  hsnSummaryEntrySchema,
  partySnapshotSchema,
  sellerSchema,
  taxSplitSchema,
} from './invoice-detail';
import { requiredIdField } from './invoice-fields';
import { listQuerySchema } from './list-query';
import { quantityField } from './quantity-field';

// Credit and debit notes against one sales invoice (docs/api.md, "Credit and debit notes").
// A credit note is a return (chosen lines with quantities: the goods come back into stock) or a
// value credit (a taxable value taken off chosen lines: no stock moves); a debit note adds taxable
// value to chosen lines. The server works out every tax amount at the invoice line's own rate
// and the invoice's place of supply (docs/gst-rules.md).

export const NOTE_TYPES = ['credit', 'debit'] as const;
export type NoteType = (typeof NOTE_TYPES)[number];

export const CREDIT_NOTE_KINDS = ['return', 'value'] as const;
export type NoteKind = (typeof CREDIT_NOTE_KINDS)[number];

export const NOTE_STATUSES = ['Issued', 'Cancelled'] as const;
export type NoteStatus = (typeof NOTE_STATUSES)[number];

/** The longest reason a note keeps. */
export const NOTE_REASON_MAX_LENGTH = 200;

function blankToMissing(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

const NUMERIC_TEXT = /^\s*[+-]?(?:\d+\.?\d*|\.\d+)\s*$/;

/** Rupees more than 0 to the paisa, or left out. */
function optionalValueField(label: string) {
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

/** Why a note or a purchase return is issued: printed on it. */
export const reasonField = z
  .string({ error: (issue) => (issue.input == null ? 'Reason is required' : 'Reason must be text') })
  .trim()
  .min(1, { error: 'Reason is required', abort: true })
  .max(NOTE_REASON_MAX_LENGTH, `Reason must be at most ${NOTE_REASON_MAX_LENGTH} characters`)
  .refine(hasNoControlCharacters, 'Reason must not contain control characters');

const linesField = z
  .array(noteLineInputSchema, { error: 'Lines must be a list' })
  .min(1, 'Choose at least one line of the invoice')
  .max(500, 'A note can have at most 500 lines');

function checkLines(
  lines: readonly NoteLineInput[],
  needs: 'quantity' | 'taxable_value',
  context: z.RefinementCtx,
): void {
  const seen = new Set<number>();
  lines.forEach((line, index) => {
    if (seen.has(line.invoice_item_id)) {
      context.addIssue({
        code: 'custom',
        path: ['lines', index, 'invoice_item_id'],
        message: 'Each invoice line can appear once on a note',
      });
    }
    seen.add(line.invoice_item_id);
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
  lines: linesField,
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

/** PUT /api/credit-notes/{id}/status and /api/debit-notes/{id}/status: only cancelling. */
export const noteStatusInputSchema = z.object({
  status: z.literal('Cancelled', { error: 'Status must be Cancelled (a note is cancelled, never deleted)' }),
});

const INVOICE_ID_MESSAGE = 'invoice_id must be a whole number of at least 1';
const CUSTOMER_ID_MESSAGE = 'customer_id must be a whole number of at least 1';

/** An optional id in a list's query string, refused with `message` when it is not one. */
export function queryId(message: string) {
  return z.preprocess(
    (value) => (value === '' ? undefined : fromDecimalDigits(value)),
    z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message).optional(),
  );
}

/** GET /api/credit-notes and /api/debit-notes: the usual list query plus a customer or an invoice. */
export const noteListQuerySchema = z.intersection(
  listQuerySchema,
  z.object({ customer_id: queryId(CUSTOMER_ID_MESSAGE), invoice_id: queryId(INVOICE_ID_MESSAGE) }),
);

export type NoteListQuery = z.output<typeof noteListQuerySchema>;

/** The original invoice as a note names it (Rule 53: its number and date). */
export const noteInvoiceRefSchema = z.object({
  id: z.number(),
  invoice_number: z.string(),
  date: dateAnswer(),
});

export const noteListRowSchema = z.object({
  id: z.number(),
  note_type: z.enum(NOTE_TYPES),
  note_number: z.string(),
  date: dateAnswer(),
  created_at: z.string(),
  kind: z.enum(CREDIT_NOTE_KINDS),
  reason: z.string(),
  status: z.enum(NOTE_STATUSES),
  invoice: noteInvoiceRefSchema,
  customer_id: z.number(),
  customer: partySnapshotSchema,
  supply_type: z.enum(['intra', 'inter']),
  /** Taxable value, GST, round-off and the note's total, in rupees. */
  total_amount: z.number(),
  gst_amount: z.number(),
  round_off: z.number(),
  grand_total: z.number(),
});

export type NoteListRow = z.infer<typeof noteListRowSchema>;

export const noteDetailItemSchema = z.object({
  id: z.number(),
  line_no: z.number(),
  invoice_item_id: z.number(),
  product_id: z.number(),
  product: z.object({ name: z.string(), hsn_code: z.string() }),
  unit: z.string(),
  /** Units returned; 0 on a value note. */
  quantity: z.number(),
  /** The invoice line's GST rate, in percent. */
  gst_rate: z.number(),
  /** Taxable value credited or debited. */
  subtotal: z.number(),
  tax_amount: z.number(),
  cgst_amount: z.number(),
  sgst_amount: z.number(),
  igst_amount: z.number(),
  total: z.number(),
});

export const noteDetailSchema = noteListRowSchema.extend({
  seller: sellerSchema,
  place_of_supply: z.object({ state_code: z.string(), state_name: z.string() }),
  items: z.array(noteDetailItemSchema),
  /** Keyed by GST rate ('12'), one entry per rate on the note. */
  gst_summary: z.record(z.string(), gstSummaryEntrySchema),
  /** Keyed by HSN code ('HSN@rate' when one HSN has two rates), as on invoices. */
  hsn_summary: z.record(z.string(), hsnSummaryEntrySchema),
  tax: taxSplitSchema,
  amount_in_words: z.string(),
  reverse_charge: z.literal(false),
});

export type NoteDetail = z.infer<typeof noteDetailSchema>;

/**
 * GET /api/invoices/{id}/note-lines: what each line of an invoice still has for a note (after
 * earlier live notes), and the last day a credit note may be dated.
 */
export const noteableInvoiceSchema = z.object({
  invoice: noteInvoiceRefSchema,
  status: z.string(),
  customer_id: z.number(),
  customer: partySnapshotSchema,
  supply_type: z.enum(['intra', 'inter']),
  /** The last day a credit note for this invoice may be dated (30 November after its financial year). */
  credit_note_deadline: dateAnswer(),
  lines: z.array(
    z.object({
      invoice_item_id: z.number(),
      line_no: z.number(),
      product_id: z.number(),
      product: z.object({ name: z.string(), hsn_code: z.string() }),
      unit: z.string(),
      gst_rate: z.number(),
      /** As invoiced. */
      quantity: z.number(),
      taxable_value: z.number(),
      /** After earlier live notes: units that can still be returned, value that can still be credited. */
      remaining_quantity: z.number(),
      remaining_taxable_value: z.number(),
    }),
  ),
});

export type NoteableInvoice = z.infer<typeof noteableInvoiceSchema>;
