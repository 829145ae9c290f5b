import { formatDateDmy, formatRupees, rupeesToPaise } from '@bahi/domain';
import { ACCESS } from '@bahi/domain/contract';
import type { PurchaseReturnDetail } from '@bahi/domain/schemas';
import { Alert, Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Link, useParams } from 'react-router';
import { useCan } from '../../app/session/session';
import { useTitleFromRecord } from '../../app/shell/record-title';
import { describeFailure, notifyFailure, notifySuccess } from '../../components/form/notify';
import { RefundsPanel } from '../../components/refunds/refunds-panel';
import {
  downloadPurchaseReturnPdf,
  useCancelPurchaseReturn,
  usePurchaseReturnDetail,
} from './purchase-returns-api';

// One purchase return (/purchase-returns/{id}): the purchase it goes back against, its lines at
// the purchase's rates, its totals, the PDF and, for the accountant, Cancel.

const money = (rupees: number) => formatRupees(rupeesToPaise(rupees));

export function PurchaseReturnDetailPage() {
  const { id = '' } = useParams();
  const detail = usePurchaseReturnDetail(Number(id));
  useTitleFromRecord(detail.data ? `Purchase return ${detail.data.return_number}` : undefined);
  if (detail.isError) return <Alert color="red">{detail.error.message}</Alert>;
  if (!detail.data) return <Text role="status">Loading...</Text>;
  return <PurchaseReturnDocument detail={detail.data} />;
}

function PurchaseReturnDocument({ detail }: { detail: PurchaseReturnDetail }) {
  const canCancel = useCan(ACCESS.accounts);
  const cancel = useCancelPurchaseReturn();
  const name = `Purchase return ${detail.return_number}`;
  const confirmCancel = () =>
    modals.openConfirmModal({
      title: `Cancel purchase return ${detail.return_number}?`,
      children: (
        <Text size="sm">
          It keeps its number and is marked Cancelled; its goods come back into stock, and what it took off
          the supplier's balance and the input tax credit is undone.
        </Text>
      ),
      labels: { confirm: 'Cancel purchase return', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancel.mutate(detail.id, {
          onSuccess: () => notifySuccess(`${name} cancelled`),
          onError: (error) =>
            notifyFailure({ title: `${name} was not cancelled.`, detail: describeFailure(error) }),
        }),
    });
  const download = () =>
    downloadPurchaseReturnPdf(detail.id, detail.return_number).catch((error: unknown) =>
      notifyFailure({ title: 'The PDF could not be downloaded.', detail: describeFailure(error) }),
    );
  const { purchase } = detail;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Group gap="sm">
            <Text fw={700} size="lg">
              {name}
            </Text>
            {detail.status === 'Cancelled' && <Badge color="red">Cancelled</Badge>}
          </Group>
          <Text>
            Dated {formatDateDmy(detail.date)} · against purchase{' '}
            <Anchor component={Link} to={`/purchase/${purchase.id}`}>
              {purchase.purchase_number}
            </Anchor>
            {purchase.invoice_number && ` (supplier invoice ${purchase.invoice_number})`} of{' '}
            {formatDateDmy(purchase.date)} · {detail.supplier.name}
          </Text>
          <Text size="sm" c="dimmed">
            {detail.reason}
          </Text>
        </Stack>
        <Group gap="sm">
          <Button variant="default" onClick={download}>
            Download PDF
          </Button>
          {canCancel && detail.status !== 'Cancelled' && (
            <Button variant="light" color="red" onClick={confirmCancel} loading={cancel.isPending}>
              Cancel purchase return
            </Button>
          )}
        </Group>
      </Group>
      <Table withTableBorder fz="sm" aria-label="Items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th>HSN</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">GST %</Table.Th>
            <Table.Th ta="right">Taxable Value</Table.Th>
            <Table.Th ta="right">GST</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {detail.items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{item.product.name}</Table.Td>
              <Table.Td>{item.product.hsn_code}</Table.Td>
              <Table.Td ta="right">
                {item.quantity} {item.unit}
              </Table.Td>
              <Table.Td ta="right">{item.gst_rate}</Table.Td>
              <Table.Td ta="right">{money(item.subtotal)}</Table.Td>
              <Table.Td ta="right">{money(item.tax_amount)}</Table.Td>
              <Table.Td ta="right">{money(item.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end" gap="xl" role="region" aria-label="Return totals">
        <Text>Taxable value {money(detail.total_amount)}</Text>
        <Text>GST {money(detail.gst_amount)}</Text>
        <Text fw={700}>Total {money(detail.grand_total)}</Text>
      </Group>
      <Text size="sm">{detail.amount_in_words}</Text>
      <RefundsPanel document="purchase" id={purchase.id} />
    </Stack>
  );
}
