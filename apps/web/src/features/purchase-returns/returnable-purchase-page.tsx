import type { ReturnablePurchase } from '@bahi/domain/schemas';
import { Alert, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { originalPurchase, useReturnablePurchase } from './purchase-returns-api';

/** A form against the purchase named by the address (/purchase/{id}/…), once its lines are loaded. */
export function ReturnablePurchasePage({
  form: Form,
}: {
  form: ComponentType<{ purchase: ReturnablePurchase }>;
}) {
  const { id = '' } = useParams();
  const lines = useReturnablePurchase(Number(id));
  if (lines.isError) return <Alert color="red">{lines.error.message}</Alert>;
  if (!lines.data) return <Text role="status">Loading...</Text>;
  return <Form purchase={lines.data} />;
}

/** What a correcting form against a purchase takes from it: the original, its lines, its supply. */
export function againstPurchase(purchase: ReturnablePurchase) {
  return {
    original: originalPurchase(purchase.purchase, purchase.supplier),
    errorFields: { date: 'return_date', original: 'purchase_id' },
    lines: purchase.lines,
    itemId: (line: ReturnablePurchase['lines'][number]) => line.purchase_item_id,
    supplyType: purchase.supply_type,
  };
}
