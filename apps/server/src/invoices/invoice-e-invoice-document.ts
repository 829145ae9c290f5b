import { type EInvoiceDocument, type EInvoiceLine, rupeesToPaise } from '@bahi/domain';
import type { InvoiceDetail } from '@bahi/domain/schemas';
import type { EDocumentSettingsRow } from '../e-documents/e-document-settings-repository';
import { eInvoicePartiesOf } from '../e-documents/party-place';

// An invoice as INV-01 reads it. A trade-rate line bills its rate times quantity less the
// discount; an MRP line bills its taxable value (its unit price is that over the quantity).

function lineOf(item: InvoiceDetail['items'][number]): EInvoiceLine {
  const taxable = rupeesToPaise(item.subtotal);
  const gross = item.price_basis === 'rate' ? Math.round(rupeesToPaise(item.rate) * item.quantity) : taxable;
  return {
    productName: item.product.name,
    hsnCode: item.product.hsn_code,
    unit: item.unit,
    quantity: item.quantity,
    unitPrice: item.price_basis === 'rate' ? rupeesToPaise(item.rate) : taxable / item.quantity,
    gross,
    taxable,
    gstRateBp: Math.round(item.gst_rate * 100),
    cgst: rupeesToPaise(item.cgst_amount),
    sgst: rupeesToPaise(item.sgst_amount),
    igst: rupeesToPaise(item.igst_amount),
  };
}

export function eInvoiceDocumentOfInvoice(
  detail: InvoiceDetail,
  settings: EDocumentSettingsRow,
  customerPinCode: string | null,
): EInvoiceDocument {
  return {
    docType: 'INV',
    number: detail.invoice_number,
    date: detail.date,
    ...eInvoicePartiesOf(detail, settings, customerPinCode),
    lines: detail.items.map(lineOf),
    roundOff: rupeesToPaise(detail.round_off),
    preceding: null,
  };
}
