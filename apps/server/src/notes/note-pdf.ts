import { formatDateDmy } from '@bahi/domain';
import type { InvoiceDetail, NoteDetail } from '@bahi/domain/schemas';
import type { SalesDocumentPrint } from '../documents/pdf/document-parties';
import { buildInvoiceDocument } from '../invoices/invoice-document';
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
  return {
    id: note.id,
    invoice_number: note.note_number,
    date: note.date,
    created_at: note.created_at,
    version: 1,
    status: note.status === 'Cancelled' ? 'Cancelled' : 'Unpaid',
    customer_id: note.customer_id,
    customer: note.customer,
    seller: { ...note.seller, upi_id: null },
    supply_type: note.supply_type,
    place_of_supply: note.place_of_supply,
    items: note.items.map((item) => ({
      id: item.id,
      line_no: item.line_no,
      product_id: item.product_id,
      product: item.product,
      unit: item.unit,
      price_basis: 'rate',
      mrp: 0,
      rate: item.quantity > 0 ? Math.round((item.subtotal / item.quantity) * 100) / 100 : item.subtotal,
      discount: 0,
      quantity: item.quantity,
      gst_rate: item.gst_rate,
      subtotal: item.subtotal,
      tax_amount: item.tax_amount,
      cgst_amount: item.cgst_amount,
      sgst_amount: item.sgst_amount,
      igst_amount: item.igst_amount,
      total: item.total,
    })),
    gst_summary: note.gst_summary,
    hsn_summary: note.hsn_summary,
    total_amount: note.total_amount,
    tax: note.tax,
    gst_amount: note.gst_amount,
    round_off: note.round_off,
    grand_total: note.grand_total,
    received: 0,
    balance: 0,
    receipts: [],
    notes: [],
    amount_in_words: note.amount_in_words,
    reverse_charge: false,
  };
}

export function renderNotePdf(note: NoteDetail): Promise<Buffer> {
  return renderPdfBuffer(buildInvoiceDocument(asPrintedDocument(note), notePrint(note)));
}

/** 'CN/25-26/0001' → 'Credit_Note_CN-25-26-0001.pdf'. */
export function notePdfFileName(note: NoteDetail): string {
  return `${TITLES[note.note_type].replace(' ', '_')}_${note.note_number.replaceAll('/', '-')}.pdf`;
}
