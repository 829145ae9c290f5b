import type { Customer, InvoiceListRow, VoucherListRow } from '@bahi/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { ListResult } from '../../api/resource';

// What /customer/{id} reads: the customer, its newest invoices and receipts. Keys start with the
// collections they read, so saving an invoice, a receipt or the customer refreshes the page.

export const RECENT_LIMIT = 50;

export function useCustomer(id: number) {
  return useQuery({
    queryKey: ['customers', 'one', id],
    queryFn: ({ signal }) => api.get<Customer>(`customers/${id}`, undefined, signal),
  });
}

export function useCustomerInvoices(id: number) {
  return useQuery({
    queryKey: ['invoices', 'list', { customer_id: id, limit: RECENT_LIMIT }],
    queryFn: ({ signal }) =>
      api.get<ListResult<InvoiceListRow>>('invoices', { customer_id: id, limit: RECENT_LIMIT }, signal),
  });
}

export function useCustomerReceipts(id: number) {
  return useQuery({
    queryKey: ['vouchers', 'list', { kind: 'receipt', party_id: id, limit: RECENT_LIMIT }],
    queryFn: ({ signal }) =>
      api.get<ListResult<VoucherListRow>>(
        'vouchers',
        { kind: 'receipt', party_id: id, limit: RECENT_LIMIT },
        signal,
      ),
  });
}
