import { salesDocumentTitle } from '@bahi/domain';
import type { InvoiceDetail } from '@bahi/domain/schemas';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DocumentNumberLine } from '../../../components/document-number-line';
import { InvoiceStatusBadge } from '../../../components/invoice-status-badge';
import { GstSummaryTable } from './gst-summary-table';
import { HsnSummaryTable } from './hsn-summary-table';
import { InvoiceLinesTable } from './invoice-lines-table';
import { InvoiceParties } from './invoice-parties';
import { PaymentSummary } from './payment-summary';

type InvoiceDocumentProps = {
  invoice: InvoiceDetail;
  /** The printable view adds the HSN summary. */
  withHsnSummary: boolean;
  /** 1 on the bare view page, 2 under the shell's page title. */
  headingOrder: 1 | 2;
  /** Buttons at the top right: Download PDF, the other view. */
  actions: ReactNode;
};

/** The tax invoice (or a not-registered shop's bill of supply) on screen, with the same particulars as the PDF. */
export function InvoiceDocument({ invoice, withHsnSummary, headingOrder, actions }: InvoiceDocumentProps) {
  return (
    <Paper withBorder radius="sm" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Group gap="sm">
              <Title order={headingOrder} size="h2">
                {salesDocumentTitle(invoice.seller)}
              </Title>
              <InvoiceStatusBadge status={invoice.status} />
            </Group>
            <DocumentNumberLine label="Invoice No" number={invoice.invoice_number} date={invoice.date} />
          </div>
          <Group gap="xs">{actions}</Group>
        </Group>
        <InvoiceParties invoice={invoice} />
        <InvoiceLinesTable invoice={invoice} />
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4} style={{ flex: '1 1 360px', maxWidth: 560, minWidth: 0 }}>
            <Text size="sm" fw={600}>
              GST summary
            </Text>
            <GstSummaryTable invoice={invoice} />
          </Stack>
          <PaymentSummary invoice={invoice} />
        </Group>
        {withHsnSummary && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              HSN summary
            </Text>
            <HsnSummaryTable invoice={invoice} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
