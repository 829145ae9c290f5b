import type { VoucherKind } from '@bahi/domain/schemas';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useRemoveVoucher } from '../api/vouchers';
import { describeFailure, notifyFailure, notifySuccess } from './form/notify';

type RemovableVoucher = { kind: VoucherKind; id: number };

/**
 * Remove a receipt or payment after a confirmation, from the payments list or the voucher screen.
 * `name` is how the messages call it ('receipt RV/26-27/0001').
 */
export function useRemoveVoucherAction() {
  const remove = useRemoveVoucher();
  const confirmRemove = (voucher: RemovableVoucher, name: string, onRemoved?: () => void) =>
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
          { kind: voucher.kind, id: voucher.id },
          {
            onSuccess: () => {
              notifySuccess(`Removed ${name}.`);
              onRemoved?.();
            },
            onError: (error) =>
              notifyFailure({ title: `Could not remove ${name}.`, detail: describeFailure(error) }),
          },
        ),
    });
  return { confirmRemove, removing: remove.isPending };
}
