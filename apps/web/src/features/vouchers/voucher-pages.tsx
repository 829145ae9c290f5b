import './voucher-print.css';
import type { VoucherKind } from '@bahi/domain/schemas';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useVoucher } from '../../api/vouchers';
import { HistoryTabs } from '../../components/history/history-tabs';
import { voucherKindText } from '../../lib/voucher-kinds';
import { VoucherActions } from './voucher-actions';
import { VoucherDocument } from './voucher-document';
import { VoucherForm } from './voucher-form';

// /receiptvoucher and /paymentvoucher: the form for a new voucher, or with ?id= one voucher in
// the voucher layout (printable, with its PDF). ?customer= / ?supplier= preselects the party.

function readId(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

function VoucherScreen({ kind }: { kind: VoucherKind }) {
  const text = voucherKindText(kind);
  const [params, setParams] = useSearchParams();
  const id = readId(params.get('id'));
  const partyId = readId(params.get(kind === 'receipt' ? 'customer' : 'supplier'));
  const voucher = useVoucher(kind, id);
  const showNew = () => setParams({});

  if (id === null) {
    return (
      <VoucherForm
        key={partyId ?? 'none'}
        text={text}
        initialPartyId={partyId}
        onSaved={(saved) => setParams({ id: String(saved.id) })}
      />
    );
  }
  if (voucher.isPending) return <Text>Loading...</Text>;
  if (voucher.isError) {
    return (
      <Alert color="red" title={`The ${text.label.toLowerCase()} could not be shown`}>
        <Group justify="space-between">
          <Text size="sm">{voucher.error.message}</Text>
          <Button size="xs" variant="light" onClick={showNew}>
            New {text.label}
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <HistoryTabs recordType={kind} recordId={voucher.data.id} label={text.label}>
      <VoucherDocument
        voucher={voucher.data}
        actions={<VoucherActions voucher={voucher.data} onNew={showNew} onRemoved={showNew} />}
      />
    </HistoryTabs>
  );
}

export function ReceiptVoucherPage() {
  return <VoucherScreen kind="receipt" />;
}

export function PaymentVoucherPage() {
  return <VoucherScreen kind="payment" />;
}
