import { formatRupees, rupeesToPaise } from '@bahi/domain';
import { invoiceRoutes } from '@bahi/domain/contract';
import type { InvoiceDetail } from '@bahi/domain/schemas';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { callApi } from '../../../api/client';
import { describeFailure, notifyFailure } from '../../../components/form/notify';
import { OnAccountOffer } from '../../../components/on-account/on-account-offer';
import { downloadInvoicePdf, invoicePdfFileName } from '../api/download-invoice-pdf';
import { EmailInvoiceButton } from '../email/email-invoice-button';
import { invoiceShareText, whatsAppLink } from './share-invoice';

type Props = {
  invoice: InvoiceDetail | null;
  onClose: () => void;
  /** Starts the next invoice (Enter on the dialog). */
  onNewInvoice: () => void;
};

/** Prints the server's PDF through the browser's print dialog, from a hidden frame. */
async function printInvoicePdf(invoice: InvoiceDetail): Promise<void> {
  const file = await callApi(invoiceRoutes.pdf, { params: { id: invoice.id } });
  const url = URL.createObjectURL(file);
  const frame = document.createElement('iframe');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  frame.title = 'Invoice to print';
  frame.src = url;
  frame.onload = () => frame.contentWindow?.print();
  document.body.append(frame);
  // The print dialog has the document by then; the frame and the URL can go.
  setTimeout(() => {
    frame.remove();
    URL.revokeObjectURL(url);
  }, 60_000);
}

/**
 * On a phone that can share files, the PDF itself goes through the share sheet (WhatsApp among
 * the targets); elsewhere a wa.me link opens with the invoice's number, date, payable and shop.
 */
async function shareOnWhatsApp(invoice: InvoiceDetail): Promise<void> {
  const text = invoiceShareText(invoice);
  if (typeof navigator.canShare === 'function') {
    const blob = await callApi(invoiceRoutes.pdf, { params: { id: invoice.id } });
    const file = new File([blob], invoicePdfFileName(invoice.invoice_number), { type: 'application/pdf' });
    if (navigator.canShare({ files: [file] })) {
      await navigator.share({ files: [file], text });
      return;
    }
  }
  window.open(whatsAppLink(invoice), '_blank', 'noopener');
}

function run(action: () => Promise<void>, what: string) {
  action().catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') return; // share sheet closed
    notifyFailure({ title: `Could not ${what}.`, detail: describeFailure(error) });
  });
}

/** After a save: print, download, share or e-mail the invoice, or start the next one (Enter). */
export function InvoiceSavedDialog({ invoice, onClose, onNewInvoice }: Props) {
  return (
    <Modal
      opened={invoice !== null}
      onClose={onClose}
      title={invoice ? `Invoice ${invoice.invoice_number} saved` : ''}
    >
      {invoice && (
        <Stack>
          <Text>
            {invoice.customer.name}: payable <b>{formatRupees(rupeesToPaise(invoice.grand_total))}</b>
          </Text>
          {invoice.balance > 0 && (
            <OnAccountOffer
              kind="customers"
              partyId={invoice.customer_id}
              documentId={invoice.id}
              balance={invoice.balance}
            />
          )}
          <Group>
            <Button
              variant="default"
              onClick={() => run(() => printInvoicePdf(invoice), 'print the invoice')}
            >
              Print
            </Button>
            <Button
              variant="default"
              onClick={() =>
                run(() => downloadInvoicePdf(invoice.id, invoice.invoice_number), 'download the PDF')
              }
            >
              Download PDF
            </Button>
            <Button
              variant="default"
              color="green"
              onClick={() => run(() => shareOnWhatsApp(invoice), 'share')}
            >
              Share on WhatsApp
            </Button>
            <EmailInvoiceButton invoice={invoice} />
            <Button data-autofocus onClick={onNewInvoice}>
              New invoice
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
