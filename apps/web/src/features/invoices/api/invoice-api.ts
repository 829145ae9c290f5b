import { invoiceRoutes, type RouteBodyInput } from '@bahi/domain/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { type FormKey, useIdempotencyKey } from '../../../api/idempotency-key';
import { collectionKey } from '../../../api/resource';

// Invoice calls. Every key starts with 'invoices', so a save refreshes the lists, the suggested
// next number and any detail screen in one invalidation.

const INVOICES = collectionKey(invoiceRoutes.list);

export function invoiceEditQuery(id: number) {
  return {
    queryKey: [INVOICES, 'edit', id],
    queryFn: ({ signal }: { signal: AbortSignal }) => callApi(invoiceRoutes.edit, { params: { id } }, signal),
    staleTime: 0,
  };
}

/** GET /api/invoice/{id}; the id is passed as the URL has it, so a bad one gets the server's words. */
export function useInvoiceDetail(id: string | null) {
  return useQuery({
    queryKey: [INVOICES, 'detail', id],
    queryFn: ({ signal }) => callApi(invoiceRoutes.detail, { params: { id: id ?? '' } }, signal),
    enabled: id !== null,
  });
}

/** The next number of the default series for the financial year of the invoice date. */
export function nextInvoiceNumberQuery(date: string) {
  return {
    queryKey: [INVOICES, 'next-number', date],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callApi(invoiceRoutes.nextNumber, { query: { date } }, signal),
    staleTime: 0,
  };
}

export function useNextInvoiceNumber(date: string, enabled: boolean) {
  return useQuery({ ...nextInvoiceNumberQuery(date), enabled });
}

/** The body of POST /api/invoices and PUT /api/invoices/{id}. */
export type InvoicePayload = RouteBodyInput<typeof invoiceRoutes.create>;

/**
 * POST a new invoice or PUT an edited one; lists, numbers and stock figures refresh after. The
 * form may hand its own Idempotency-Key (one kept with its draft, so it survives a reload).
 */
export function useSaveInvoice(draftKey?: FormKey) {
  const queryClient = useQueryClient();
  const ownKey = useIdempotencyKey();
  const formKey = draftKey ?? ownKey;
  return useMutation({
    mutationFn: ({ id, payload }: { id: number | null; payload: InvoicePayload }) =>
      id === null
        ? callApi(invoiceRoutes.create, { body: payload, idempotencyKey: formKey.current() })
        : callApi(invoiceRoutes.update, { params: { id }, body: payload }),
    onSuccess: async () => {
      formKey.renew();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [INVOICES] }),
        // Sold quantities change what the product list says is on hand.
        queryClient.invalidateQueries({ queryKey: ['products'] }),
        // Money received now is a receipt, and every balance follows the invoice.
        ...PAYMENT_KEYS.map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      ]);
    },
  });
}

/** What an invoice's money reaches: receipts, party balances, the dashboard and the reports. */
const PAYMENT_KEYS = ['vouchers', 'customers', 'dashboard', 'reports'] as const;

/** PUT /api/invoices/{id}/status: cancel an invoice, or bring a cancelled one back (Unpaid). */
export function useSetInvoiceStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'Cancelled' | 'Unpaid' }) =>
      callApi(invoiceRoutes.setStatus, { params: { id }, body: { status } }),
    onSuccess: async () => {
      await Promise.all(
        [INVOICES, 'products', ...PAYMENT_KEYS].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      );
    },
  });
}
