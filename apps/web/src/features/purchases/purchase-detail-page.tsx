import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { HistoryTabs } from '../../components/history/history-tabs';
import { RefundsPanel } from '../../components/refunds/refunds-panel';
import { PurchaseActions } from './purchase-actions';
import { usePurchaseDetail } from './purchase-api';
import { PurchaseDocument } from './purchase-document';
import { PURCHASE_MESSAGES } from './purchase-notices';
import { PurchaseOnAccount } from './purchase-on-account';
import { ReturnGoodsAction, ReturnsOfPurchase } from './purchase-returns-of-purchase';

/**
 * One purchase (/purchase/{purchase number or id}): 'Loading...', the server's message, or the
 * purchase with Edit and Cancel purchase for those who may.
 */
export function PurchaseDetailPage() {
  const { purchaseId = '' } = useParams();
  const detail = usePurchaseDetail(purchaseId);

  if (detail.isPending) return <Text role="status">Loading...</Text>;
  if (detail.isError) {
    // The server words a refusal itself ('Invalid Purchase Number.'); a dropped connection has none.
    const { error } = detail;
    const refused = error instanceof ApiError && !error.isNetworkError;
    return (
      <Alert color="red" title={refused ? error.message : PURCHASE_MESSAGES.unexpected}>
        <Group justify="space-between">
          <Text size="sm">
            {refused
              ? 'Check the purchase number, or find the purchase in the list.'
              : 'The purchase could not be loaded.'}
          </Text>
          {!refused && (
            <Button size="xs" variant="light" color="red" onClick={() => detail.refetch()}>
              Try again
            </Button>
          )}
        </Group>
      </Alert>
    );
  }
  return (
    <HistoryTabs recordType="purchase" recordId={detail.data.id} label="Purchase">
      <Stack gap="sm" maw={1100}>
        <Group justify="flex-end" gap="sm">
          <ReturnGoodsAction purchase={detail.data} />
          <PurchaseActions purchase={detail.data} />
        </Group>
        <PurchaseDocument purchase={detail.data} />
        <PurchaseOnAccount purchase={detail.data} />
        <ReturnsOfPurchase purchase={detail.data} />
        <RefundsPanel document="purchase" id={detail.data.id} />
      </Stack>
    </HistoryTabs>
  );
}
