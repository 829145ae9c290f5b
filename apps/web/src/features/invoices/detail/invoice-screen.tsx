import type { InvoiceDetail } from '@bahi/domain/schemas';
import { Alert, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTitleFromRecord } from '../../../app/shell/record-title';
import { useInvoiceDetail } from '../api/invoice-api';

type InvoiceScreenProps = { children: (invoice: InvoiceDetail) => ReactNode };

/**
 * Loads the invoice named by the URL and shows 'Loading...', the server's message (an unknown
 * invoice), or 'Invoice ID is missing in the URL.' before handing the invoice to the screen.
 */
export function InvoiceScreen({ children }: InvoiceScreenProps) {
  const { id = '' } = useParams();
  const invoiceId = id.trim() || null;
  const detail = useInvoiceDetail(invoiceId);
  useTitleFromRecord(detail.data ? `Invoice ${detail.data.invoice_number}` : undefined);
  if (invoiceId === null) return <Message text="Invoice ID is missing in the URL." />;
  if (detail.isError) return <Message text={detail.error.message} />;
  if (!detail.data) return <Text c="dimmed">Loading...</Text>;
  return children(detail.data);
}

function Message({ text }: { text: string }) {
  return (
    <Alert color="red" role="alert" maw={640}>
      {text}
    </Alert>
  );
}
