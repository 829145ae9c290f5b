import { formatDateDmy, stateName } from '@bahi/domain';
import type { InvoiceDetail, PurchaseReturnDetail } from '@bahi/domain/schemas';
import { asPrintedInvoiceLayout } from '../documents/pdf/correction-print';
import type { SalesDocumentPrint } from '../documents/pdf/document-parties';
import { buildInvoiceDocument } from '../invoices/invoice-document';
import { renderPdfBuffer } from '../pdf/pdf-printer';

// A purchase return printed in the invoice's A4 layout: the shop sends it with the goods, so it
// names the supplier as the party billed, the purchase and the supplier's own bill it goes back
// against, HSN, taxable value, rate and tax per head. The goods go to the supplier's state.

const TITLE = 'Purchase Return';

function returnPrint(detail: PurchaseReturnDetail): SalesDocumentPrint {
  const { purchase } = detail;
  return {
    title: `${TITLE} (Debit Note)`,
    documentLabel: TITLE,
    number: detail.return_number,
    metaRows: [
      ['Return No.', detail.return_number],
      ['Return Date', formatDateDmy(detail.date)],
      ["Supplier's Invoice No.", purchase.invoice_number ?? '—'],
      ['Purchase No.', purchase.purchase_number],
      ['Purchase Date', formatDateDmy(purchase.date)],
      ['Reason', detail.reason],
    ],
    declaration:
      'We declare that this purchase return shows the actual goods sent back and their value, and that all particulars are true and correct.',
  };
}

/** The return in the shape the sales document layout prints; the supplier is the party billed. */
function asPrintedDocument(detail: PurchaseReturnDetail): InvoiceDetail {
  const stateCode = detail.supplier.state_code ?? detail.seller.state_code;
  return asPrintedInvoiceLayout({
    ...detail,
    number: detail.return_number,
    cancelled: detail.status === 'Cancelled',
    partyId: detail.supplier_id,
    party: detail.supplier,
    place_of_supply: { state_code: stateCode, state_name: stateName(stateCode) ?? '' },
    round_off: detail.round_off,
  });
}

export function renderPurchaseReturnPdf(detail: PurchaseReturnDetail): Promise<Buffer> {
  return renderPdfBuffer(buildInvoiceDocument(asPrintedDocument(detail), returnPrint(detail)));
}

/** 'PR/25-26/0001' → 'Purchase_Return_PR-25-26-0001.pdf'. */
export function purchaseReturnPdfFileName(detail: PurchaseReturnDetail): string {
  return `Purchase_Return_${detail.return_number.replaceAll('/', '-')}.pdf`;
}
