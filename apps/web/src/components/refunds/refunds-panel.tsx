import { formatDateDmy, formatRupees, rupeesToPaise } from '@bahi/domain';
import { ACCESS } from '@bahi/domain/contract';
import { VOUCHER_MODE_LABELS } from '@bahi/domain/schemas';
import { Alert, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { type RefundedDocument, useDocumentRefunds, useRemoveRefund } from '../../api/refunds';
import { useCan } from '../../app/session/session';
import { describeFailure, notifyFailure, notifySuccess } from '../form/notify';
import { alignRight, HeadedTable } from '../table/headed-table';
import { RefundForm } from './refund-form';

// Refunds of one invoice or purchase, shown where a credit note or a purchase return can leave it
// overpaid: what is due back, a button to record the refund, and the refunds so far with Remove.

const WORDS = {
  invoice: { due: 'The customer paid more than the invoice now asks', action: 'Refund to customer' },
  purchase: { due: 'The shop paid more than the purchase is now worth', action: 'Record refund received' },
} as const;

const money = (rupees: number) => formatRupees(rupeesToPaise(rupees));

export function RefundsPanel({ document, id }: { document: RefundedDocument; id: number }) {
  const refunds = useDocumentRefunds(document, id);
  const canRefund = useCan(ACCESS.accounts);
  const remove = useRemoveRefund();
  const [open, setOpen] = useState(false);
  if (!refunds.data) return null;
  const { data: rows, refundable } = refunds.data;
  if (rows.length === 0 && refundable <= 0) return null;
  const words = WORDS[document];
  const confirmRemove = (refundId: number, number: string) =>
    modals.openConfirmModal({
      title: `Remove refund ${number}?`,
      children: (
        <Text size="sm">
          It stops counting; the amount is due back again. Its number is not issued again.
        </Text>
      ),
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(refundId, {
          onSuccess: () => notifySuccess(`Removed refund ${number}.`),
          onError: (error) =>
            notifyFailure({ title: `Could not remove refund ${number}.`, detail: describeFailure(error) }),
        }),
    });
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Refunds
      </Title>
      {refundable > 0 && (
        <Alert color="yellow" title={`${money(refundable)} due back`}>
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">{words.due}.</Text>
            {canRefund && (
              <Button size="xs" onClick={() => setOpen(true)}>
                {words.action}
              </Button>
            )}
          </Group>
        </Alert>
      )}
      {rows.length > 0 && (
        <HeadedTable
          withTableBorder
          fz="sm"
          aria-label="Refunds"
          headings={['Refund No', 'Date', 'Mode', alignRight('Amount'), 'Status']}
        >
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.refund_number}</Table.Td>
              <Table.Td>{formatDateDmy(row.date)}</Table.Td>
              <Table.Td>{VOUCHER_MODE_LABELS[row.mode]}</Table.Td>
              <Table.Td ta="right">{money(row.amount)}</Table.Td>
              <Table.Td>
                {row.removed_at ? (
                  'Removed'
                ) : canRefund ? (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() => confirmRemove(row.id, row.refund_number)}
                  >
                    Remove {row.refund_number}
                  </Button>
                ) : (
                  'Recorded'
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </HeadedTable>
      )}
      <Modal opened={open} onClose={() => setOpen(false)} title={words.action}>
        <RefundForm document={document} id={id} refundable={refundable} onDone={() => setOpen(false)} />
      </Modal>
    </Stack>
  );
}
