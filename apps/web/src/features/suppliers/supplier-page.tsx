import { supplierRoutes } from '@bahi/domain/contract';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { callApi } from '../../api/client';
import { usePartyBalance } from '../../api/vouchers';
import { useTitleFromRecord } from '../../app/shell/record-title';
import { HistoryTabs } from '../../components/history/history-tabs';
import { OnAccountPanel } from '../../components/on-account/on-account-panel';
import { OpeningBalances } from '../../components/opening-balances';
import { PartyDetails } from '../../components/party-details';
import { PartyFigures } from '../../components/party-figures';
import { displayName } from '../../lib/format';

// /supplier/{id}: the supplier's details, what was purchased and paid, its opening balances from
// the old books, and the way to pay it or see its statement. The key starts with 'suppliers', so
// saving the supplier refreshes the page.

function useSupplier(id: number) {
  return useQuery({
    queryKey: ['suppliers', 'one', id],
    queryFn: ({ signal }) => callApi(supplierRoutes.get, { params: { id } }, signal),
  });
}

export function SupplierPage() {
  const { id: idParam = '' } = useParams();
  const id = /^\d{1,9}$/.test(idParam) ? Number(idParam) : 0;
  const supplier = useSupplier(id);
  const balance = usePartyBalance('suppliers', id);
  useTitleFromRecord(supplier.data ? displayName(supplier.data.name) : undefined);

  if (supplier.isPending) return <Text>Loading...</Text>;
  if (supplier.isError) {
    return (
      <Alert color="red" title="The supplier could not be shown">
        {supplier.error.message}
      </Alert>
    );
  }
  const row = supplier.data;
  return (
    <HistoryTabs recordType="supplier" recordId={row.id} label="Supplier">
      <Stack gap="md" maw={1100}>
        <Group gap="xs">
          <Button component={Link} to={`/paymentvoucher?supplier=${row.id}`}>
            Make Payment
          </Button>
          <Button variant="default" component={Link} to={`/supplier/${row.id}/statement`}>
            Statement
          </Button>
        </Group>
        <PartyDetails heading="Supplier" party={row} />
        <PartyFigures kind="supplier" balance={balance.data} />
        <OnAccountPanel kind="suppliers" partyId={row.id} />
        <OpeningBalances kind="suppliers" partyId={row.id} />
      </Stack>
    </HistoryTabs>
  );
}
