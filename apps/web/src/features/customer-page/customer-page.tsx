import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { usePartyBalance } from '../../api/vouchers';
import { useTitleFromRecord } from '../../app/shell/record-title';
import { emptyTextOf } from '../../components/data-list/list-table';
import { HistoryTabs } from '../../components/history/history-tabs';
import { OnAccountPanel } from '../../components/on-account/on-account-panel';
import { OpeningBalances } from '../../components/opening-balances';
import { PartyDetails } from '../../components/party-details';
import { PartyFigures } from '../../components/party-figures';
import { displayName } from '../../lib/format';
import { RECENT_LIMIT, useCustomer, useCustomerInvoices, useCustomerReceipts } from './customer-page-api';
import { CustomerInvoicesTable, CustomerReceiptsTable } from './customer-tables';

/** /customer/{id}: details, balance, newest invoices and receipts, and a way to receive payment. */
export function CustomerPage() {
  const { id: idParam = '' } = useParams();
  const id = /^\d{1,9}$/.test(idParam) ? Number(idParam) : 0;
  const customer = useCustomer(id);
  const balance = usePartyBalance('customers', id);
  const invoices = useCustomerInvoices(id);
  const receipts = useCustomerReceipts(id);
  // The page's title is the customer's name (the route says 'Customer' until it loads).
  useTitleFromRecord(customer.data ? displayName(customer.data.name) : undefined);

  if (customer.isPending) return <Text>Loading...</Text>;
  if (customer.isError) {
    return (
      <Alert color="red" title="The customer could not be shown">
        {customer.error.message}
      </Alert>
    );
  }
  const row = customer.data;
  const more = (total: number | undefined) =>
    total !== undefined && total > RECENT_LIMIT ? ` (newest ${RECENT_LIMIT} of ${total})` : '';
  return (
    <HistoryTabs recordType="customer" recordId={row.id} label="Customer">
      <Stack gap="md" maw={1100}>
        <Group gap="xs">
          <Button component={Link} to={`/receiptvoucher?customer=${row.id}`}>
            Receive Payment
          </Button>
          <Button variant="default" component={Link} to={`/invoices/customer/${row.id}`}>
            All invoices
          </Button>
          <Button variant="default" component={Link} to={`/customer/${row.id}/statement`}>
            Statement
          </Button>
        </Group>
        <PartyDetails heading="Customer" party={row} />
        <PartyFigures kind="customer" balance={balance.data} />
        <OnAccountPanel kind="customers" partyId={row.id} />
        <OpeningBalances kind="customers" partyId={row.id} />
        <Title order={3} size="h4">
          Invoices{more(invoices.data?.total)}
        </Title>
        <CustomerInvoicesTable rows={invoices.data?.data} emptyText={emptyTextOf(invoices)} />
        <Group justify="space-between" align="baseline">
          <Title order={3} size="h4">
            Receipts{more(receipts.data?.total)}
          </Title>
          <Anchor
            component={Link}
            to={`/payments?kind=receipt&search=${encodeURIComponent(row.name)}`}
            size="sm"
          >
            In the payments list
          </Anchor>
        </Group>
        <CustomerReceiptsTable rows={receipts.data?.data} emptyText={emptyTextOf(receipts)} />
      </Stack>
    </HistoryTabs>
  );
}
