import { customerRoutes, invoiceRoutes, voucherRoutes } from '@bahi/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client';

// What /customer/{id} reads: the customer, its newest invoices and receipts. Keys start with the
// collections they read, so saving an invoice, a receipt or the customer refreshes the page.

export const RECENT_LIMIT = 50;

export function useCustomer(id: number) {
  return useQuery({
    queryKey: ['customers', 'one', id],
    queryFn: ({ signal }) => callApi(customerRoutes.get, { params: { id } }, signal),
  });
}

export function useCustomerInvoices(id: number) {
  const query = { customer_id: id, limit: RECENT_LIMIT };
  return useQuery({
    queryKey: ['invoices', 'list', query],
    queryFn: ({ signal }) => callApi(invoiceRoutes.list, { query }, signal),
  });
}

export function useCustomerReceipts(id: number) {
  const query = { kind: 'receipt' as const, party_id: id, limit: RECENT_LIMIT };
  return useQuery({
    queryKey: ['vouchers', 'list', query],
    queryFn: ({ signal }) => callApi(voucherRoutes.list, { query }, signal),
  });
}
