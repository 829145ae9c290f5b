import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { EInvoicePanel } from '../../../components/e-documents/e-invoice-panel';
import { EwayBillPanel } from '../../../components/e-documents/eway-bill-panel';
import { HistoryTabs } from '../../../components/history/history-tabs';
import { RefundsPanel } from '../../../components/refunds/refunds-panel';
import { EmailInvoiceButton } from '../email/email-invoice-button';
import { InvoiceEmails } from '../email/invoice-emails';
import { InvoiceDocument } from './invoice-document';
import { InvoiceNotes, NoteActions } from './invoice-notes';
import { InvoiceScreen } from './invoice-screen';
import { InvoiceSettlements } from './invoice-settlements';
import { InvoiceStatusActions } from './invoice-status-actions';
import { PdfDownloadButton } from './pdf-download-button';
import { ShareInvoiceButton } from './share-invoice-button';

/** /invoice/{id}: the invoice inside the shell, with receiving, cancelling and the PDF download. */
export function InvoiceDetailPage() {
  return (
    <InvoiceScreen>
      {(invoice) => (
        <HistoryTabs recordType="invoice" recordId={invoice.id} label="Invoice">
          <InvoiceDocument
            invoice={invoice}
            withHsnSummary={false}
            headingOrder={2}
            actions={
              <>
                <InvoiceStatusActions invoice={invoice} />
                <NoteActions invoice={invoice} />
                <Button variant="default" component={Link} to={`/invoice-view/${invoice.id}`}>
                  Printable view
                </Button>
                <PdfDownloadButton invoiceId={invoice.id} invoiceNumber={invoice.invoice_number} />
                {invoice.status !== 'Cancelled' && <EmailInvoiceButton invoice={invoice} />}
                <ShareInvoiceButton invoice={invoice} />
              </>
            }
          />
          <InvoiceSettlements invoice={invoice} />
          <EInvoicePanel kind="invoice" documentId={invoice.id} documentNumber={invoice.invoice_number} />
          <EwayBillPanel documentType="invoice" documentId={invoice.id} />
          <InvoiceNotes invoice={invoice} />
          <RefundsPanel document="invoice" id={invoice.id} />
          <InvoiceEmails invoiceId={invoice.id} />
        </HistoryTabs>
      )}
    </InvoiceScreen>
  );
}
