import { formatDateDmy } from '@bahi/domain';
import type { InvoiceDetail, NoteDetail } from '@bahi/domain/schemas';
import { asPrintedInvoiceLayout } from '../documents/pdf/correction-print';
import type { SalesDocumentPrint } from '../documents/pdf/document-parties';
import { buildSalesDocument } from '../documents/pdf/sales-document';
import type { PrintedEDocuments } from '../e-documents/e-document-print';
import { renderPdfBuffer } from '../pdf/pdf-printer';

// A credit or debit note printed in the invoice's A4 layout (Rule 53): its own title, number and
// date, the original invoice's number and date, the seller and buyer, HSN, taxable value, rate and
// tax per head. Lines show the units returned (0 on a value note) and the value credited or
// debited; no UPI code, since nothing is asked to be paid by it.

const TITLES = { credit: 'Credit Note', debit: 'Debit Note' } as const;

function notePrint(note: NoteDetail): SalesDocumentPrint {
  const title = TITLES[note.note_type];
  return {
    title,
    documentLabel: title,
    number: note.note_number,
    metaRows: [
      [`${title} No.`, note.note_number],
      [`${title} Date`, formatDateDmy(note.date)],
      ['Against Invoice No.', note.invoice.invoice_number],
      ['Invoice Date', formatDateDmy(note.invoice.date)],
      ['Reason', note.reason],
    ],
    declaration: `We declare that this ${title.toLowerCase()} shows the actual ${
      note.kind === 'return' ? 'goods returned and their value' : 'value'
    } and that all particulars are true and correct.`,
  };
}

/** The note in the shape the sales document layout prints. */
function asPrintedDocument(note: NoteDetail): InvoiceDetail {
  return asPrintedInvoiceLayout({
    ...note,
    number: note.note_number,
    partyId: note.customer_id,
    party: note.customer,
  });
}

/** `eDocuments`: the note's IRN, acknowledgement and signed QR code, when it has a live one. */
export function renderNotePdf(note: NoteDetail, eDocuments?: PrintedEDocuments): Promise<Buffer> {
  return renderPdfBuffer(buildSalesDocument(asPrintedDocument(note), notePrint(note), { eDocuments }));
}

/** 'CN/25-26/0001' → 'Credit_Note_CN-25-26-0001.pdf'. */
export function notePdfFileName(note: NoteDetail): string {
  return `${TITLES[note.note_type].replace(' ', '_')}_${note.note_number.replaceAll('/', '-')}.pdf`;
}
