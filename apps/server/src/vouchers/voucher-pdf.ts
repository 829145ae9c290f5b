import type { VoucherDetail } from '@bahi/domain/schemas';
import { renderPdfBuffer } from '../pdf/pdf-printer';
import { buildVoucherDocument } from './voucher-document';

// Public surface of the voucher PDF: GET /api/receipts/{id}/pdf and /api/payments/{id}/pdf.

/** Renders a receipt or payment voucher as an A4 PDF, with the invoice PDF's fonts and printer. */
export async function renderVoucherPdf(detail: VoucherDetail): Promise<Buffer> {
  return renderPdfBuffer(buildVoucherDocument(detail));
}

/** 'Receipt_RV-001.pdf', 'Payment_PV-001.pdf'. */
export function voucherPdfFileName(detail: Pick<VoucherDetail, 'kind' | 'voucher_number'>): string {
  const kind = detail.kind === 'receipt' ? 'Receipt' : 'Payment';
  return `${kind}_${detail.voucher_number.replaceAll('/', '-')}.pdf`;
}
