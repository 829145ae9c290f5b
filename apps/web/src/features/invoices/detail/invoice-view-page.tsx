import { Button, Container } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../../app/shell/use-page-title';
import { InvoiceDocument } from './invoice-document';
import { InvoiceScreen } from './invoice-screen';
import { PdfDownloadButton } from './pdf-download-button';

/** /invoice-view/{id}: the invoice without the sidebar, with its HSN summary and the PDF download. */
export function InvoiceViewPage() {
  // No shell here: the browser tab still reads 'Invoice {number} · Bahi'.
  usePageTitle();
  return (
    <Container size="lg" py="lg" px="sm">
      <InvoiceScreen>
        {(invoice) => (
          <InvoiceDocument
            invoice={invoice}
            withHsnSummary
            headingOrder={1}
            actions={
              <>
                <Button variant="default" component={Link} to={`/invoice/${invoice.id}`}>
                  Back to invoice
                </Button>
                <PdfDownloadButton invoiceId={invoice.id} invoiceNumber={invoice.invoice_number} />
              </>
            }
          />
        )}
      </InvoiceScreen>
    </Container>
  );
}
