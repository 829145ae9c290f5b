import { creditNoteInputSchema, debitNoteInputSchema } from '../schemas/note-input';
import {
  noteableInvoiceSchema,
  noteDetailSchema,
  noteListQuerySchema,
  noteListRowSchema,
  noteStatusInputSchema,
} from '../schemas/notes';
import { readCall } from './calls';
import { documentCalls } from './document-calls';
import { ACCESS } from './roles';

// Credit and debit notes against one sales invoice: issued, listed, printed and cancelled (never
// deleted). Every amount is worked out by the server at the invoice line's own GST rate.

/** What a credit note and a debit note declare alike: their words, answers and roles. */
function noteKind(name: 'credit note' | 'debit note', fileName: 'Credit_Note' | 'Debit_Note') {
  return {
    tags: ['Credit and debit notes'],
    name,
    fileName,
    summaries: {
      list: `List ${name}s, newest date first, each with its IRN status; search matches the note's number, the invoice's number or the customer; from/to filter the note date; irn_status filters by where it stands with the IRP`,
      detail: `One ${name} with the original invoice's number and date, seller, customer, GST and HSN summaries`,
      create: `Issue a ${name} against one invoice; tax is worked out at the invoice lines' own rates and place of supply`,
      cancel: `Cancel a ${name} (kept, never deleted): its amounts and any returned stock leave the books`,
    },
    listQuery: noteListQuerySchema,
    row: noteListRowSchema,
    detail: noteDetailSchema,
    statusInput: noteStatusInputSchema,
    roles: { read: ACCESS.readers, change: ACCESS.accounts },
  };
}

export const creditNoteRoutes = documentCalls({
  path: '/credit-notes',
  ...noteKind('credit note', 'Credit_Note'),
  input: creditNoteInputSchema,
});
export const debitNoteRoutes = documentCalls({
  path: '/debit-notes',
  ...noteKind('debit note', 'Debit_Note'),
  input: debitNoteInputSchema,
});

export const noteRoutes = {
  noteLines: readCall({
    path: '/invoices/:id/note-lines',
    tags: ['Credit and debit notes'],
    summary:
      'What each line of an invoice still has for a credit or debit note after earlier live notes, and the last day a credit note may be dated',
    schema: noteableInvoiceSchema,
    roles: ACCESS.accounts,
  }),
} as const;
