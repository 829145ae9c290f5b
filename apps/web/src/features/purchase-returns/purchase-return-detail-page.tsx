import type { PurchaseReturnDetail } from '@bahi/domain/schemas';
import { Alert, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { useTitleFromRecord } from '../../app/shell/record-title';
import { CorrectingDocumentView } from '../../components/correcting-document/correcting-document-view';
import { EwayBillPanel } from '../../components/e-documents/eway-bill-panel';
import { RefundsPanel } from '../../components/refunds/refunds-panel';
import {
  downloadPurchaseReturnPdf,
  originalPurchase,
  useCancelPurchaseReturn,
  usePurchaseReturnDetail,
} from './purchase-returns-api';

// One purchase return or value note (/purchase-returns/{id}) against its purchase, with the
// e-way bill of goods going back to the supplier (a value note moves none) and the purchase's refunds.

const WORDS = {
  return: {
    label: 'Purchase return',
    effect:
      "It keeps its number and is marked Cancelled; its goods come back into stock, and what it took off the supplier's balance and the input tax credit is undone.",
    totals: 'Return totals',
  },
  value: {
    label: 'Value note',
    effect:
      "It keeps its number and is marked Cancelled; what it took off the supplier's balance and the input tax credit is undone.",
    totals: 'Value note totals',
  },
} as const;

export function PurchaseReturnDetailPage() {
  const { id = '' } = useParams();
  const detail = usePurchaseReturnDetail(Number(id));
  useTitleFromRecord(
    detail.data ? `${WORDS[detail.data.kind].label} ${detail.data.return_number}` : undefined,
  );
  if (detail.isError) return <Alert color="red">{detail.error.message}</Alert>;
  if (!detail.data) return <Text role="status">Loading...</Text>;
  return <PurchaseReturnDocument detail={detail.data} />;
}

function PurchaseReturnDocument({ detail }: { detail: PurchaseReturnDetail }) {
  const cancel = useCancelPurchaseReturn();
  const { purchase } = detail;
  const words = WORDS[detail.kind];
  return (
    <CorrectingDocumentView
      label={words.label}
      number={detail.return_number}
      document={detail}
      original={originalPurchase(purchase, detail.supplier)}
      about={detail.reason}
      cancelEffect={words.effect}
      cancel={{ run: cancel.mutateAsync, pending: cancel.isPending }}
      download={() => downloadPurchaseReturnPdf(detail.id, detail.return_number, detail.kind)}
      totalsLabel={words.totals}
    >
      {detail.kind === 'return' && <EwayBillPanel documentType="purchase_return" documentId={detail.id} />}
      <RefundsPanel document="purchase" id={purchase.id} />
    </CorrectingDocumentView>
  );
}
