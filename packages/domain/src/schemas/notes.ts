import { z } from 'zod';
import {
  cancelOnlyStatusSchema,
  correctableDocumentSchema,
  correctionHeaderFields,
  correctionItemSchema,
  correctionSummaryFields,
  queryId,
} from './correcting-document';
import { documentNumberFields, documentTotalsFields } from './document-header';
import { EINVOICE_STATUSES, irnStatusQueryField } from './e-invoices';
import { dateAnswer } from './formats';
import { sellerSchema } from './invoice-detail';
import { listQuerySchema } from './list-query';
import { CREDIT_NOTE_KINDS } from './note-input';

export {
  NOTE_REASON_MAX_LENGTH,
  NOTE_STATUSES,
  type NoteStatus,
  queryId,
  reasonField,
} from './correcting-document';

// Credit and debit notes against one sales invoice (docs/api.md, "Credit and debit notes"): what
// they are listed and answered as. What they take is in note-input.ts. The server works out
// every tax amount at the invoice line's own rate and the invoice's place of supply
// (docs/gst-rules.md).

export const NOTE_TYPES = ['credit', 'debit'] as const;
export type NoteType = (typeof NOTE_TYPES)[number];

/** PUT /api/credit-notes/{id}/status and /api/debit-notes/{id}/status: only cancelling. */
export const noteStatusInputSchema = cancelOnlyStatusSchema('note');

const INVOICE_ID_MESSAGE = 'invoice_id must be a whole number of at least 1';
const CUSTOMER_ID_MESSAGE = 'customer_id must be a whole number of at least 1';

/**
 * GET /api/credit-notes and /api/debit-notes: the usual list query plus a customer or an invoice,
 * and where the note stands with the IRP.
 */
export const noteListQuerySchema = z.intersection(
  listQuerySchema,
  z.object({
    customer_id: queryId(CUSTOMER_ID_MESSAGE),
    invoice_id: queryId(INVOICE_ID_MESSAGE),
    irn_status: irnStatusQueryField,
  }),
);

export type NoteListQuery = z.output<typeof noteListQuerySchema>;

/** The original invoice as a note names it (Rule 53: its number and date). */
export const noteInvoiceRefSchema = z.object({
  id: z.number(),
  invoice_number: z.string(),
  date: dateAnswer(),
});

/** What a note's list row and its detail share. */
const noteHeaderSchema = z.object({
  id: z.number(),
  note_type: z.enum(NOTE_TYPES),
  ...documentNumberFields('note_number'),
  kind: z.enum(CREDIT_NOTE_KINDS),
  ...correctionHeaderFields('invoice', noteInvoiceRefSchema, 'customer'),
  /** Taxable value, GST, round-off and the note's total, in rupees. */
  ...documentTotalsFields,
});

export const noteListRowSchema = noteHeaderSchema.extend({
  /** Where the note stands with the IRP (its detail's e-invoice call says more). */
  irn_status: z.enum(EINVOICE_STATUSES),
});

export type NoteListRow = z.infer<typeof noteListRowSchema>;

/** A line of a note: the invoice line it corrects; units returned (0 on a value note) at the line's GST rate. */
export const noteDetailItemSchema = correctionItemSchema('invoice');

export const noteDetailSchema = noteHeaderSchema.extend({
  seller: sellerSchema,
  place_of_supply: z.object({ state_code: z.string(), state_name: z.string() }),
  items: z.array(noteDetailItemSchema),
  ...correctionSummaryFields,
  reverse_charge: z.literal(false),
});

export type NoteDetail = z.infer<typeof noteDetailSchema>;

/**
 * GET /api/invoices/{id}/note-lines: what each line of an invoice still has for a note (after
 * earlier live notes: units that can still be returned, value that can still be credited), and
 * the last day a credit note may be dated.
 */
export const noteableInvoiceSchema = correctableDocumentSchema('invoice', noteInvoiceRefSchema, 'customer', {
  /** The last day a credit note for this invoice may be dated (30 November after its financial year). */
  credit_note_deadline: dateAnswer(),
});

export type NoteableInvoice = z.infer<typeof noteableInvoiceSchema>;
