import { voucherRoutes } from '@bahi/domain/contract';
import type { VoucherListRow } from '@bahi/domain/schemas';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Link, useSearchParams } from 'react-router';
import { useRemoveVoucher } from '../../api/vouchers';
import { DataList } from '../../components/data-list/data-list';
import { describeFailure, notifyFailure, notifySuccess } from '../../components/form/notify';
import { paymentColumns } from './payment-columns';

// /payments: receipts and payments in the shared list layout, narrowed by the Kind switch
// (?kind=receipt|payment in the URL, beside the list's own filters).

const KINDS = [
  { value: 'all', label: 'All' },
  { value: 'receipt', label: 'Receipts' },
  { value: 'payment', label: 'Payments' },
];

export function PaymentsPage() {
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const kind = kindParam === 'receipt' || kindParam === 'payment' ? kindParam : 'all';
  const remove = useRemoveVoucher();

  const changeKind = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'all') next.delete('kind');
    else next.set('kind', value);
    next.delete('page');
    setParams(next, { replace: true });
  };

  const confirmRemove = (row: VoucherListRow) => {
    const name = `${row.kind} ${row.voucher_number}`;
    modals.openConfirmModal({
      title: `Remove ${name}?`,
      children: (
        <Text size="sm">
          It stops counting towards the balance and what it settled is owed again. Its number is not issued
          again.
        </Text>
      ),
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(
          { kind: row.kind, id: row.id },
          {
            onSuccess: () => notifySuccess(`Removed ${name}.`),
            onError: (error) =>
              notifyFailure({ title: `Could not remove ${name}.`, detail: describeFailure(error) }),
          },
        ),
    });
  };

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Kind"
        data={KINDS}
        value={kind}
        onChange={changeKind}
        style={{ alignSelf: 'flex-start' }}
      />
      <DataList
        route={voucherRoutes.list}
        label="Vouchers"
        columns={paymentColumns(confirmRemove)}
        searchPlaceholder="Search by voucher no, party, reference or cheque no"
        minWidth={1100}
        params={kind === 'all' ? undefined : { kind }}
        actions={
          <Group gap="xs">
            <Button component={Link} to="/receiptvoucher">
              New Receipt
            </Button>
            <Button variant="default" component={Link} to="/paymentvoucher">
              New Payment
            </Button>
          </Group>
        }
      />
    </Stack>
  );
}
