import type { InvoiceDetail, InvoiceEdit, InvoiceInput, InvoiceListRow } from '@bahi/domain/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { defineResource } from '../../../api/resource';

// Invoice calls (DESIGN.md section 3). Every key starts with 'invoices', so a save refreshes the
// lists, the suggested next number and any detail screen in one invalidation.

export const invoicesResource = defineResource<InvoiceListRow, InvoiceInput>('invoices');

const INVOICES = invoicesResource.path;

export function invoiceEditQuery(id: number) {
  return {
    queryKey: [INVOICES, 'edit', id],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.get<InvoiceEdit>(`invoices/${id}`, undefined, signal),
    staleTime: 0,
  };
}

/** GET /api/invoice/{id}; the id is passed as the URL has it, so a bad one gets the server's words. */
export function useInvoiceDetail(id: string | null) {
  return useQuery({
    queryKey: [INVOICES, 'detail', id],
    queryFn: ({ signal }) => api.get<InvoiceDetail>(`invoice/${id}`, undefined, signal),
    enabled: id !== null,
  });
}

/** The next number of the default series for the financial year of the invoice date. */
export function useNextInvoiceNumber(date: string, enabled: boolean) {
  return useQuery({
    queryKey: [INVOICES, 'next-number', date],
    queryFn: ({ signal }) =>
      api.get<{ invoice_number: string; financial_year: string }>('invoices/next-number', { date }, signal),
    enabled,
    staleTime: 0,
  });
}

export type InvoicePayload = Record<string, unknown>;

/** POST a new invoice or PUT an edited one; lists, numbers and stock figures refresh after. */
export function useSaveInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number | null; payload: InvoicePayload }) =>
      id === null
        ? api.post<InvoiceDetail>(INVOICES, payload)
        : api.put<InvoiceDetail>(`${INVOICES}/${id}`, payload),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [INVOICES] }),
        // Sold quantities change what the product list says is on hand.
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]);
    },
  });
}
