import type { PurchaseDetail } from '@bahi/domain/schemas';
import { useOpenDocuments } from '../../api/vouchers';
import { OnAccountOffer } from '../../components/on-account/on-account-offer';

// A purchase that still owes offers the supplier's money on account (paid ahead, or left over from
// a payment); what it owes comes from the supplier's open purchases.

export function PurchaseOnAccount({ purchase }: { purchase: PurchaseDetail }) {
  const open = useOpenDocuments('payment', purchase.supplier_id);
  const owed = open.data?.find((row) => row.kind === 'document' && row.id === purchase.id);
  if (!owed || purchase.status === 'Cancelled') return null;
  return (
    <OnAccountOffer
      kind="suppliers"
      partyId={purchase.supplier_id}
      documentId={purchase.id}
      balance={owed.balance}
    />
  );
}
