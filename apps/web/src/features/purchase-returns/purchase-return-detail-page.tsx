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

// One purchase return (/purchase-returns/{id}) against its purchase, with its e-way bill (goods
// going back to the supplier) and the purchase's refunds.

export function PurchaseReturnDetailPage() {
  const { id = '' } = useParams();
  const detail = usePurchaseReturnDetail(Number(id));
  useTitleFromRecord(detail.data ? `Purchase return ${detail.data.return_number}` : undefined);
  if (detail.isError) return <Alert color="red">{detail.error.message}</Alert>;
  if (!detail.data) return <Text role="status">Loading...</Text>;
  return <PurchaseReturnDocument detail={detail.data} />;
}

function PurchaseReturnDocument({ detail }: { detail: PurchaseReturnDetail }) {
  const cancel = useCancelPurchaseReturn();
  const { purchase } = detail;
  return (
    <CorrectingDocumentView
      label="Purchase return"
      number={detail.return_number}
      document={detail}
      original={originalPurchase(purchase, detail.supplier)}
      about={detail.reason}
      cancelEffect="It keeps its number and is marked Cancelled; its goods come back into stock, and what it took off the supplier's balance and the input tax credit is undone."
      cancel={{ run: cancel.mutateAsync, pending: cancel.isPending }}
      download={() => downloadPurchaseReturnPdf(detail.id, detail.return_number)}
      totalsLabel="Return totals"
    >
      <EwayBillPanel documentType="purchase_return" documentId={detail.id} />
      <RefundsPanel document="purchase" id={purchase.id} />
    </CorrectingDocumentView>
  );
}
