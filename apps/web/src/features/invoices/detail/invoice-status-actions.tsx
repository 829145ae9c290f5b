import { ACCESS } from '@bahi/domain/contract';
import type { InvoiceDetail } from '@bahi/domain/schemas';
import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Link } from 'react-router';
import { useCan } from '../../../app/session/session';
import { describeFailure, notifyFailure, notifySuccess } from '../../../components/form/notify';
import { useSetInvoiceStatus } from '../api/invoice-api';

// The invoice's status follows its receipts; what a person does by hand is receive the balance
// (a receipt for this customer) or cancel the invoice (the accountant's and owner's work).

export function InvoiceStatusActions({ invoice }: { invoice: InvoiceDetail }) {
  const canCancel = useCan(ACCESS.accounts);
  const canReceive = useCan(ACCESS.billing);
  const setStatus = useSetInvoiceStatus();
  const change = (status: 'Cancelled' | 'Unpaid', done: string) =>
    setStatus.mutate(
      { id: invoice.id, status },
      {
        onSuccess: () => notifySuccess(done),
        onError: (error) =>
          notifyFailure({
            title: `Invoice ${invoice.invoice_number} was not changed.`,
            detail: describeFailure(error),
          }),
      },
    );
  const confirmCancel = () =>
    modals.openConfirmModal({
      title: `Cancel invoice ${invoice.invoice_number}?`,
      children: (
        <Text size="sm">
          It keeps its number, its goods go back to stock and it leaves the reports. An invoice with receipts
          applied cannot be cancelled until they are removed.
        </Text>
      ),
      labels: { confirm: 'Cancel invoice', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () => change('Cancelled', `Invoice ${invoice.invoice_number} cancelled.`),
    });
  const cancelled = invoice.status === 'Cancelled';
  return (
    <>
      {canReceive && !cancelled && invoice.balance > 0 && (
        <Button component={Link} to={`/receiptvoucher?customer=${invoice.customer_id}`}>
          Receive payment
        </Button>
      )}
      {canCancel && !cancelled && (
        <Button variant="light" color="red" onClick={confirmCancel} loading={setStatus.isPending}>
          Cancel invoice
        </Button>
      )}
      {canCancel && cancelled && (
        <Button
          variant="light"
          onClick={() => change('Unpaid', `Invoice ${invoice.invoice_number} restored.`)}
          loading={setStatus.isPending}
        >
          Restore invoice
        </Button>
      )}
    </>
  );
}
