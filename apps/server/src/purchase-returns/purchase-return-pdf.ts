import { formatDateDmy, stateName } from '@bahi/domain';
import type { InvoiceDetail, PurchaseReturnDetail } from '@bahi/domain/schemas';
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
  return {
    id: detail.id,
    invoice_number: detail.return_number,
    date: detail.date,
    created_at: detail.created_at,
    version: 1,
    status: detail.status === 'Cancelled' ? 'Cancelled' : 'Unpaid',
    customer_id: detail.supplier_id,
    customer: detail.supplier,
    seller: { ...detail.seller, upi_id: null },
    supply_type: detail.supply_type,
    place_of_supply: { state_code: stateCode, state_name: stateName(stateCode) ?? '' },
    items: detail.items.map((item) => ({
      id: item.id,
      line_no: item.line_no,
      product_id: item.product_id,
      product: item.product,
      unit: item.unit,
      price_basis: 'rate',
      mrp: 0,
      rate: Math.round((item.subtotal / item.quantity) * 100) / 100,
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
    gst_summary: detail.gst_summary,
    hsn_summary: detail.hsn_summary,
    total_amount: detail.total_amount,
    tax: detail.tax,
    gst_amount: detail.gst_amount,
    round_off: 0,
    grand_total: detail.grand_total,
    received: 0,
    balance: 0,
    receipts: [],
    notes: [],
    amount_in_words: detail.amount_in_words,
    reverse_charge: false,
  };
}

export function renderPurchaseReturnPdf(detail: PurchaseReturnDetail): Promise<Buffer> {
  return renderPdfBuffer(buildInvoiceDocument(asPrintedDocument(detail), returnPrint(detail)));
}

/** 'PR/25-26/0001' → 'Purchase_Return_PR-25-26-0001.pdf'. */
export function purchaseReturnPdfFileName(detail: PurchaseReturnDetail): string {
  return `Purchase_Return_${detail.return_number.replaceAll('/', '-')}.pdf`;
}
