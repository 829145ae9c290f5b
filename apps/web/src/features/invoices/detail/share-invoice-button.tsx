import { invoiceRoutes } from '@bahi/domain/contract';
import type { InvoiceDetail } from '@bahi/domain/schemas';
import { callApi } from '../../../api/client';
import { ShareButton } from '../../../components/share-button';
import { formatAmount, formatDate } from '../../../lib/format';
import { invoicePdfFileName } from '../api/download-invoice-pdf';

/** Shares the invoice's A4 PDF with its number, amount and what is still due. */
export function ShareInvoiceButton({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <ShareButton
      load={async () => {
        const file = await callApi(invoiceRoutes.pdf, { params: { id: invoice.id } });
        const due = invoice.balance > 0 ? `, ${formatAmount(invoice.balance)} due` : ', paid';
        return {
          file,
          fileName: invoicePdfFileName(invoice.invoice_number),
          title: `Invoice ${invoice.invoice_number}`,
          text: `${invoice.seller.name}: invoice ${invoice.invoice_number} of ${formatDate(invoice.date)} for ${formatAmount(invoice.grand_total)}${due}.`,
          phone: invoice.customer.phone,
        };
      }}
    />
  );
}
