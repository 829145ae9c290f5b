import type { VoucherDetail } from '@bahi/domain/schemas';
import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { downloadVoucherPdf, useRemoveVoucher } from '../../api/vouchers';
import { describeFailure, notifyFailure, notifySuccess } from '../../components/form/notify';
import { voucherKindText } from '../../lib/voucher-kinds';

type VoucherActionsProps = { voucher: VoucherDetail; onNew: () => void; onRemoved: () => void };

/** Print, Download PDF, Remove (after a confirmation) and New, above the voucher. */
export function VoucherActions({ voucher, onNew, onRemoved }: VoucherActionsProps) {
  const text = voucherKindText(voucher.kind);
  const [downloading, setDownloading] = useState(false);
  const remove = useRemoveVoucher();

  const download = async () => {
    setDownloading(true);
    try {
      await downloadVoucherPdf(voucher.kind, voucher.id, voucher.voucher_number);
    } catch (error) {
      notifyFailure({ title: 'The PDF could not be downloaded.', detail: describeFailure(error) });
    } finally {
      setDownloading(false);
    }
  };

  const confirmRemove = () => {
    const name = `${text.label.toLowerCase()} ${voucher.voucher_number}`;
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
              onRemoved();
            },
            onError: (error) =>
              notifyFailure({ title: `Could not remove ${name}.`, detail: describeFailure(error) }),
          },
        ),
    });
  };

  return (
    <>
      <Button variant="default" onClick={() => window.print()}>
        Print
      </Button>
      <Button onClick={download} loading={downloading}>
        Download PDF
      </Button>
      <Button variant="light" color="red" onClick={confirmRemove} loading={remove.isPending}>
        Remove
      </Button>
      <Button variant="default" onClick={onNew}>
        New {text.label}
      </Button>
    </>
  );
}
