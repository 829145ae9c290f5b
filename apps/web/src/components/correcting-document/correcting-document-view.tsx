import { formatDateDmy, formatRupees, rupeesToPaise } from '@bahi/domain';
import { ACCESS } from '@bahi/domain/contract';
import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCan } from '../../app/session/session';
import { describeFailure, notifyFailure, notifySuccess } from '../form/notify';
import { alignRight, HeadedTable } from '../table/headed-table';
import { CorrectingTotals } from './correcting-totals';
import type { OriginalDocument } from './original-document';

// One correcting document (credit note, debit note, purchase return): the original it stands
// against, its lines at the original's rates, its totals, the PDF and, for the accountant, Cancel.

type Item = {
  id: number;
  product: { name: string; hsn_code: string };
  unit: string;
  /** Units taken back; 0 on a value-only document. */
  quantity: number;
  gst_rate: number;
  subtotal: number;
  tax_amount: number;
  total: number;
};

/** What every correcting document's detail answer carries, amounts in rupees. */
type Shown = {
  id: number;
  date: string;
  status: string;
  items: Item[];
  total_amount: number;
  gst_amount: number;
  /** What rounding to the rupee added (a rounded purchase return, a final credit note). */
  round_off?: number;
  grand_total: number;
  amount_in_words: string;
};

type Props = {
  /** 'Credit note', 'Purchase return'. */
  label: string;
  number: string;
  document: Shown;
  original: OriginalDocument;
  /** The line under the heading: what it is for, why. */
  about: string;
  /** What cancelling does, said before the user confirms. */
  cancelEffect: string;
  cancel: { run: (id: number) => Promise<unknown>; pending: boolean };
  download: () => Promise<void>;
  totalsLabel: string;
  /** Shown below, such as the refunds of the original. */
  children?: ReactNode;
};

const money = (rupees: number) => formatRupees(rupeesToPaise(rupees));

export function CorrectingDocumentView({ label, number, document, original, ...props }: Props) {
  const canCancel = useCan(ACCESS.accounts);
  const name = `${label} ${number}`;
  const confirmCancel = () =>
    modals.openConfirmModal({
      title: `Cancel ${label.toLowerCase()} ${number}?`,
      children: <Text size="sm">{props.cancelEffect}</Text>,
      labels: { confirm: `Cancel ${label.toLowerCase()}`, cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        props.cancel.run(document.id).then(
          () => notifySuccess(`${name} cancelled`),
          (error: unknown) =>
            notifyFailure({ title: `${name} was not cancelled.`, detail: describeFailure(error) }),
        ),
    });
  const download = () =>
    props
      .download()
      .catch((error: unknown) =>
        notifyFailure({ title: 'The PDF could not be downloaded.', detail: describeFailure(error) }),
      );
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Group gap="sm">
            <Text fw={700} size="lg">
              {name}
            </Text>
            {document.status === 'Cancelled' && <Badge color="red">Cancelled</Badge>}
          </Group>
          <Text>
            Dated {formatDateDmy(document.date)} · against {original.word}{' '}
            <Anchor component={Link} to={original.path}>
              {original.number}
            </Anchor>
            {original.suffix} of {formatDateDmy(original.date)} · {original.party}
          </Text>
          <Text size="sm" c="dimmed">
            {props.about}
          </Text>
        </Stack>
        <Group gap="sm">
          <Button variant="default" onClick={download}>
            Download PDF
          </Button>
          {canCancel && document.status !== 'Cancelled' && (
            <Button variant="light" color="red" onClick={confirmCancel} loading={props.cancel.pending}>
              Cancel {label.toLowerCase()}
            </Button>
          )}
        </Group>
      </Group>
      <ItemsTable items={document.items} />
      <CorrectingTotals
        label={props.totalsLabel}
        totals={{
          taxable: rupeesToPaise(document.total_amount),
          gst: rupeesToPaise(document.gst_amount),
          roundOff: rupeesToPaise(document.round_off ?? 0),
          total: rupeesToPaise(document.grand_total),
        }}
      />
      <Text size="sm">{document.amount_in_words}</Text>
      {props.children}
    </Stack>
  );
}

function ItemsTable({ items }: { items: Item[] }) {
  return (
    <HeadedTable
      withTableBorder
      fz="sm"
      aria-label="Items"
      headings={[
        'Product',
        'HSN',
        alignRight('Quantity'),
        alignRight('GST %'),
        alignRight('Taxable Value'),
        alignRight('GST'),
        alignRight('Total'),
      ]}
    >
      {items.map((item) => (
        <Table.Tr key={item.id}>
          <Table.Td>{item.product.name}</Table.Td>
          <Table.Td>{item.product.hsn_code}</Table.Td>
          <Table.Td ta="right">{item.quantity > 0 ? `${item.quantity} ${item.unit}` : '—'}</Table.Td>
          <Table.Td ta="right">{item.gst_rate}</Table.Td>
          <Table.Td ta="right">{money(item.subtotal)}</Table.Td>
          <Table.Td ta="right">{money(item.tax_amount)}</Table.Td>
          <Table.Td ta="right">{money(item.total)}</Table.Td>
        </Table.Tr>
      ))}
    </HeadedTable>
  );
}
