import { voucherKindRouteSets } from '@bahi/domain/contract';
import type { VoucherDetail } from '@bahi/domain/schemas';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { callApi } from '../../api/client';
import { downloadVoucherPdf } from '../../api/vouchers';
import { describeFailure, notifyFailure } from '../../components/form/notify';
import { ShareButton } from '../../components/share-button';
import { useRemoveVoucherAction } from '../../components/use-remove-voucher-action';
import { formatAmount, formatDate } from '../../lib/format';
import { voucherKindText } from '../../lib/voucher-kinds';

type VoucherActionsProps = { voucher: VoucherDetail; onNew: () => void; onRemoved: () => void };

/** Print, Download PDF, Share, Remove (after a confirmation) and New, above the voucher. */
export function VoucherActions({ voucher, onNew, onRemoved }: VoucherActionsProps) {
  const text = voucherKindText(voucher.kind);
  const [downloading, setDownloading] = useState(false);
  const removeAction = useRemoveVoucherAction();

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

  const confirmRemove = () =>
    removeAction.confirmRemove(voucher, `${text.label.toLowerCase()} ${voucher.voucher_number}`, onRemoved);

  return (
    <>
      <Button variant="default" onClick={() => window.print()}>
        Print
      </Button>
      <Button onClick={download} loading={downloading}>
        Download PDF
      </Button>
      <ShareButton
        load={async () => ({
          file: await callApi(voucherKindRouteSets[voucher.kind].pdf, { params: { id: voucher.id } }),
          fileName: `${text.label}_${voucher.voucher_number.replaceAll('/', '-')}.pdf`,
          title: `${text.label} ${voucher.voucher_number}`,
          text: `${voucher.seller.name}: ${text.label.toLowerCase()} ${voucher.voucher_number} of ${formatDate(voucher.date)} for ${formatAmount(voucher.amount)}.`,
          phone: voucher.party.phone,
        })}
      />
      <Button variant="light" color="red" onClick={confirmRemove} loading={removeAction.removing}>
        Remove
      </Button>
      <Button variant="default" onClick={onNew}>
        New {text.label}
      </Button>
    </>
  );
}
