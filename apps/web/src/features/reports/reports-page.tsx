import { todayIso } from '@bahi/domain';
import { ACCESS, exportRoutes } from '@bahi/domain/contract';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { callApi } from '../../api/client';
import { useCan } from '../../app/session/session';
import { describeFailure, notifyFailure } from '../../components/form/notify';
import { downloadBlob } from '../../lib/export/download-blob';

// The reports menu: the product report, the HSN summaries, the stock and outstanding reports, and the payments
// and expenses screens.

const REPORT_LINKS = [
  {
    to: '/reports/hsn-summary',
    title: 'HSN Summary',
    text: 'Sales per HSN code and GST rate, as GSTR-1 table 12 asks.',
  },
  {
    to: '/reports/hsn-summarybtob',
    title: 'HSN Summary (B2B)',
    text: 'The same for customers with a GSTIN, with their invoice numbers.',
  },
  {
    to: '/reports/hsn-summarybtoc',
    title: 'HSN Summary (B2C)',
    text: 'The same for customers without a GSTIN, with their invoice numbers.',
  },
  {
    to: '/reports/product-report',
    title: 'Product Report',
    text: 'Quantity, taxable value and tax sold per product.',
  },
  {
    to: '/reports/stock-report',
    title: 'Stock Report',
    text: 'Opening, purchased, sold and closing stock, with its value.',
  },
  {
    to: '/reports/near-expiry',
    title: 'Near Expiry',
    text: 'Batches in stock that have expired or expire within the days you choose, with their value.',
  },
  {
    to: '/reports/outstanding',
    title: 'Outstanding',
    text: 'What each customer owes and each supplier is owed, by age: 0-30, 31-60, 61-90, over 90 days.',
  },
  { to: '/payments', title: 'Payments', text: 'Money received and paid.' },
  { to: '/backoffice/expenses', title: 'Expenses', text: 'What the business spends.' },
  {
    to: '/tally-export',
    title: 'Export to Tally',
    text: "A month's masters and vouchers as Tally XML, posted to the ledgers the accountant maps.",
  },
];

export function ReportsPage() {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {REPORT_LINKS.map((link) => (
          <Card key={link.to} withBorder padding="md">
            <Anchor component={Link} to={link.to} fw={600} size="lg">
              {link.title}
            </Anchor>
            <Text size="sm" c="dimmed" mt={4}>
              {link.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <FullExport />
    </Stack>
  );
}

/** The accountant's full export: every master and document with its lines, one .zip of CSV files. */
function FullExport() {
  const canExport = useCan(ACCESS.accounts);
  const [busy, setBusy] = useState(false);
  if (!canExport) return null;
  const download = () => {
    setBusy(true);
    callApi(exportRoutes.everything, {})
      .then((file) => downloadBlob(`Bahi_export_${todayIso()}.zip`, file))
      .catch((error: unknown) =>
        notifyFailure({ title: 'The export could not be downloaded.', detail: describeFailure(error) }),
      )
      .finally(() => setBusy(false));
  };
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Text fw={600} size="lg">
            Everything, for the accountant
          </Text>
          <Text size="sm" c="dimmed">
            Every product, party, invoice, note, purchase, return, payment and expense with its lines: one
            .zip of CSV files with plain figures (1234567.80).
          </Text>
        </div>
        <Button variant="default" onClick={download} loading={busy}>
          Download all (.zip)
        </Button>
      </Group>
    </Card>
  );
}
