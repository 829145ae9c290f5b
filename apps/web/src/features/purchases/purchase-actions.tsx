import { ACCESS } from '@bahi/domain/contract';
import type { PurchaseDetail } from '@bahi/domain/schemas';
import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Link } from 'react-router';
import { useCan } from '../../app/session/session';
import { describeFailure, notifyFailure, notifySuccess } from '../../components/form/notify';
import { editPurchasePath, useCancelPurchase } from './purchase-api';
import { PURCHASE_MESSAGES } from './purchase-notices';

// What the accountant and the owner do to a recorded purchase: correct it, or cancel it (kept as
// Cancelled, its stock taken back out). A cancelled purchase has neither.

export function PurchaseActions({ purchase }: { purchase: PurchaseDetail }) {
  const canChange = useCan(ACCESS.accounts);
  const cancel = useCancelPurchase();
  if (!canChange || purchase.status === 'Cancelled') return null;
  const name = purchase.purchase_number;
  const confirmCancel = () =>
    modals.openConfirmModal({
      title: `Cancel purchase ${name}?`,
      children: (
        <Text size="sm">
          It keeps its number, its goods go back out of stock and it leaves the reports and what is owed to
          the supplier. A purchase with payments applied cannot be cancelled until they are removed.
        </Text>
      ),
      labels: { confirm: 'Cancel purchase', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancel.mutate(purchase.id, {
          onSuccess: () => notifySuccess(PURCHASE_MESSAGES.cancelled),
          onError: (error) =>
            notifyFailure({ title: `Purchase ${name} was not cancelled.`, detail: describeFailure(error) }),
        }),
    });
  return (
    <>
      <Button component={Link} to={editPurchasePath(name)}>
        Edit
      </Button>
      <Button variant="light" color="red" onClick={confirmCancel} loading={cancel.isPending}>
        Cancel purchase
      </Button>
    </>
  );
}
