import { formatDateDmy, stateName } from '@bahi/domain';
import type { InvoiceDetail, PurchaseReturnDetail } from '@bahi/domain/schemas';
import { PURCHASE_VALUE_NOTE_KIND } from '../documents/document-kinds';
import { asPrintedInvoiceLayout } from '../documents/pdf/correction-print';
import type { SalesDocumentPrint } from '../documents/pdf/document-parties';
import { buildSalesDocument } from '../documents/pdf/sales-document';
import type { PrintedEDocuments } from '../e-documents/e-document-print';
import { renderPdfBuffer } from '../pdf/pdf-printer';

// A purchase return printed in the invoice's A4 layout: the shop sends it with the goods, so it
// names the supplier as the party billed, the purchase and the supplier's own bill it goes back
// against, HSN, taxable value, rate and tax per head. The goods go to the supplier's state.
// A value note prints the same way under its own title (the registry's), with no units.

const WORDS = {
  return: {
    title: 'Purchase Return (Debit Note)',
    label: 'Purchase Return',
    number: 'Return No.',
    date: 'Return Date',
    declaration:
      'We declare that this purchase return shows the actual goods sent back and their value, and that all particulars are true and correct.',
  },
  value: {
    title: PURCHASE_VALUE_NOTE_KIND.pdfTitle,
    label: 'Value Note',
    number: 'Note No.',
    date: 'Note Date',
    declaration:
      "We declare that this note shows the value the supplier's credit note takes off the purchase, and that all particulars are true and correct.",
  },
} as const;

function returnPrint(detail: PurchaseReturnDetail): SalesDocumentPrint {
  const { purchase } = detail;
  const words = WORDS[detail.kind];
  return {
    title: words.title,
    documentLabel: words.label,
    number: detail.return_number,
    metaRows: [
      [words.number, detail.return_number],
      [words.date, formatDateDmy(detail.date)],
      ...(detail.supplier_note_number
        ? [["Supplier's Credit Note No.", detail.supplier_note_number] as [string, string]]
        : []),
      ["Supplier's Invoice No.", purchase.invoice_number ?? '—'],
      ['Purchase No.', purchase.purchase_number],
      ['Purchase Date', formatDateDmy(purchase.date)],
      ['Reason', detail.reason],
    ],
    declaration: words.declaration,
  };
}

/** The return in the shape the sales document layout prints; the supplier is the party billed. */
function asPrintedDocument(detail: PurchaseReturnDetail): InvoiceDetail {
  const stateCode = detail.supplier.state_code ?? detail.seller.state_code;
  return asPrintedInvoiceLayout({
    ...detail,
    number: detail.return_number,
    partyId: detail.supplier_id,
    party: detail.supplier,
    place_of_supply: { state_code: stateCode, state_name: stateName(stateCode) ?? '' },
    round_off: detail.round_off,
  });
}

/** `eDocuments`: the return's live e-way bill number, printed under the heading as an invoice's is. */
export function renderPurchaseReturnPdf(
  detail: PurchaseReturnDetail,
  eDocuments?: PrintedEDocuments,
): Promise<Buffer> {
  return renderPdfBuffer(buildSalesDocument(asPrintedDocument(detail), returnPrint(detail), { eDocuments }));
}

/** 'PR/25-26/0001' → 'Purchase_Return_PR-25-26-0001.pdf'; a value note 'Value_Note_PVN-….pdf'. */
export function purchaseReturnPdfFileName(detail: PurchaseReturnDetail): string {
  const prefix = detail.kind === 'value' ? 'Value_Note' : 'Purchase_Return';
  return `${prefix}_${detail.return_number.replaceAll('/', '-')}.pdf`;
}
