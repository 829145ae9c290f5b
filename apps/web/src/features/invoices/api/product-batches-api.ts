import { stockRoutes } from '@bahi/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';

// GET /api/products/{id}/batches: the batches an invoice line may sell from on the invoice's
// date. Keyed under 'products', so saving an invoice or a purchase refreshes it.

export function useProductBatches(productId: number | null, asOf: string, exceptInvoiceId: number | null) {
  return useQuery({
    queryKey: ['products', productId, 'batches', asOf, exceptInvoiceId],
    queryFn: ({ signal }) =>
      callApi(
        stockRoutes.batches,
        {
          params: { id: productId ?? 0 },
          query: { as_of: asOf, except_invoice_id: exceptInvoiceId ?? undefined },
        },
        signal,
      ),
    enabled: productId !== null,
    staleTime: 10_000,
  });
}
