import { Alert, Button, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { CreatePurchasePage } from './create-purchase-page';
import { purchasePath, usePurchaseDetail, usePurchaseSupplier } from './purchase-api';
import { PURCHASE_MESSAGES } from './purchase-notices';

/**
 * Correcting a recorded purchase (/purchase/{number or id}/edit): the purchase form, started from
 * the purchase and its supplier. A cancelled purchase is not corrected.
 */
export function EditPurchasePage() {
  const { purchaseId = '' } = useParams();
  const detail = usePurchaseDetail(purchaseId);
  const supplier = usePurchaseSupplier(detail.data?.supplier_id);

  if (detail.isError || supplier.isError) {
    const error = detail.error ?? supplier.error;
    const refused = error instanceof ApiError && !error.isNetworkError;
    return <Alert color="red" title={refused ? error.message : PURCHASE_MESSAGES.unexpected} />;
  }
  if (!detail.data || !supplier.data) return <Text role="status">Loading...</Text>;
  const purchase = detail.data;
  if (purchase.status === 'Cancelled') {
    return (
      <Alert color="red" title={`Purchase ${purchase.purchase_number} is cancelled and cannot be edited.`}>
        <Button component={Link} to={purchasePath(purchase.purchase_number)} size="xs" variant="light">
          Back to the purchase
        </Button>
      </Alert>
    );
  }
  // The screen's title ('Edit purchase PUR/25-26/0001') comes from the route. Keyed by the
  // purchase and its version, so opening another one, or reloading this one after someone else
  // corrected it, starts the form afresh.
  return (
    <CreatePurchasePage
      key={`${purchase.id}@${purchase.version}`}
      editing={{ purchase, supplier: supplier.data }}
    />
  );
}
