import type { ReturnablePurchase } from '@bahi/domain/schemas';
import { Alert, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { useReturnablePurchase } from './purchase-returns-api';

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
