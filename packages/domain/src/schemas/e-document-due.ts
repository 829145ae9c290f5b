import { z } from 'zod';
import { EINVOICE_STATUSES } from './e-invoices';
import { EWAY_STATUSES } from './eway-bills';
import { dateAnswer } from './formats';

// GET /api/e-documents/due: the invoices, credit notes, debit notes and purchase returns of India's
// today, and the open ones of the days before, that need an e-way bill or an IRN and have none
// recorded.

/** Days back from today the report looks for open documents (the IRP refuses older ones from larger taxpayers). */
export const NUMBER_DUE_DAYS = 30;

export const NUMBER_DUE_DOCUMENT_TYPES = ['invoice', 'credit_note', 'debit_note', 'purchase_return'] as const;

export const numberDueRowSchema = z.object({
  /** The document's kind: an id is unique within its kind only. */
  document_type: z.enum(NUMBER_DUE_DOCUMENT_TYPES),
  id: z.number(),
  /** The document's number: an invoice's, a credit or debit note's, a purchase return's, as `document_type` says. */
  document_number: z.string(),
  date: dateAnswer(),
  /** Who the document is made out to: the customer, or on a purchase return the supplier the goods go back to. */
  party_name: z.string(),
  party_gstin: z.string().nullable(),
  /** Rupees. */
  grand_total: z.number(),
  /** A note moves no goods on its own: always not-needed. */
  eway_status: z.enum(EWAY_STATUSES),
  /** A purchase return is not reported to the IRP (the supplier's credit note is): always not-applicable. */
  irn_status: z.enum(EINVOICE_STATUSES),
});

export const numberDueSchema = z.object({
  /** India's date the report was made on. */
  today: dateAnswer(),
  /** The earliest date it looked at. */
  from: dateAnswer(),
  data: z.array(numberDueRowSchema),
});

export type NumberDueRow = z.output<typeof numberDueRowSchema>;
export type NumberDue = z.output<typeof numberDueSchema>;
