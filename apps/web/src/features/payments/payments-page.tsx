import { voucherRoutes } from '@bahi/domain/contract';
import type { VoucherListRow } from '@bahi/domain/schemas';
import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { DataList } from '../../components/data-list/data-list';
import { useRemoveVoucherAction } from '../../components/use-remove-voucher-action';
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
  const removeAction = useRemoveVoucherAction();

  const changeKind = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'all') next.delete('kind');
    else next.set('kind', value);
    next.delete('page');
    setParams(next, { replace: true });
  };

  const confirmRemove = (row: VoucherListRow) =>
    removeAction.confirmRemove(row, `${row.kind} ${row.voucher_number}`);

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
