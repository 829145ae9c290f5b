import {
  eInvoiceSchema,
  irnCancelInputSchema,
  irpImportAnswerSchema,
  irpImportInputSchema,
} from '../schemas/e-invoices';
import { eDocumentCalls, oneDocumentECalls } from './e-document-calls';

// E-invoices of B2B invoices: the INV-01 JSON for the IRP's bulk upload, the IRP's answer read
// back (IRN, acknowledgement, signed QR code), and the IRN's cancellation. Credit and debit notes
// are reported the same way (document type CRN and DBN, naming the invoice they correct); their
// answers come back through the same import.

const tags = ['E-invoices'] as const;

export const eInvoiceRoutes = eDocumentCalls({
  segment: 'e-invoice',
  tags,
  summaries: {
    get: "An invoice's e-invoice: whether it goes to the IRP, what the IRP would refuse, and the IRN recorded",
    json: "The invoice in the IRP's INV-01 (1.1) JSON, as EINV_{number}.json; 422 naming each field the IRP would refuse",
    dayJson:
      "Every B2B invoice, credit note and debit note of a day without an IRN, as one INV-01 JSON list; 422 naming each document's refused fields",
    importAnswer:
      "Record the IRP's answer (one document or many): Irn, AckNo, AckDt, SignedQRCode and the e-way bill when present",
    cancel: "Record the IRN's cancellation made on the IRP; refused more than 24 hours after acknowledgement",
  },
  document: eInvoiceSchema,
  importInput: irpImportInputSchema,
  importAnswer: irpImportAnswerSchema,
  cancelInput: irnCancelInputSchema,
});

function noteEInvoiceCalls<const P extends string>(one: P, name: 'credit note' | 'debit note') {
  return oneDocumentECalls({
    one,
    tags,
    summaries: {
      get: `A ${name}'s e-invoice: whether it goes to the IRP, what the IRP would refuse, and the IRN recorded`,
      json: `The ${name} in the IRP's INV-01 (1.1) JSON, naming the invoice it corrects; 422 naming each field the IRP would refuse`,
      cancel: `Record the cancellation of the ${name}'s IRN made on the IRP; refused more than 24 hours after acknowledgement`,
    },
    document: eInvoiceSchema,
    cancelInput: irnCancelInputSchema,
  });
}

export const creditNoteEInvoiceRoutes = noteEInvoiceCalls('/credit-notes/:id/e-invoice', 'credit note');
export const debitNoteEInvoiceRoutes = noteEInvoiceCalls('/debit-notes/:id/e-invoice', 'debit note');
