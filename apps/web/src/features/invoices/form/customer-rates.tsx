import { formatRupees, rupeesToPaise } from '@bahi/domain';
import { priceListRoutes } from '@bahi/domain/contract';
import type { CustomerProductRate } from '@bahi/domain/schemas';
import { Text } from '@mantine/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';

// Price lists on the invoice form: a line for the chosen customer starts at their own rate for
// the product, else their price level's, else the product's; under the rate it shows the last
// rate this customer was billed for the product.

const rateKey = (customerId: number, productId: number) => ['customer-product-rate', customerId, productId];

function fetchRate(
  customerId: number,
  productId: number,
  signal?: AbortSignal,
): Promise<CustomerProductRate> {
  return callApi(priceListRoutes.customerProductRate, { params: { id: customerId, productId } }, signal);
}

/** The customer's starting rate for a product, or null when it is just the product's own rate. */
export async function customerStartingRate(
  queryClient: QueryClient,
  customerId: number,
  productId: number,
): Promise<number | null> {
  const found = await queryClient.fetchQuery({
    queryKey: rateKey(customerId, productId),
    queryFn: ({ signal }) => fetchRate(customerId, productId, signal),
    staleTime: 30_000,
  });
  return found.source === 'product' ? null : found.rate;
}

/** 'Last ₹26.00' under a line's rate: what this customer was last billed for the product. */
export function LastBilledRate({
  customerId,
  productId,
}: {
  customerId: number | null;
  productId: number | null;
}) {
  const query = useQuery({
    queryKey: rateKey(customerId ?? 0, productId ?? 0),
    queryFn: ({ signal }) => fetchRate(customerId ?? 0, productId ?? 0, signal),
    enabled: customerId !== null && productId !== null,
    staleTime: 30_000,
  });
  const last = query.data?.last_rate;
  if (last === null || last === undefined) return null;
  return (
    <Text
      size="xs"
      c="dimmed"
      title={`Invoice ${query.data?.last_invoice_number ?? ''} of ${query.data?.last_date ?? ''}`}
    >
      Last {formatRupees(rupeesToPaise(last))}
    </Text>
  );
}
