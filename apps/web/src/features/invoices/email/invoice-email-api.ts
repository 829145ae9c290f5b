import { emailRoutes } from '@bahi/domain/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';

// Sending an invoice by e-mail and the record of its e-mails.

export function useInvoiceEmails(invoiceId: number) {
  return useQuery({
    queryKey: ['invoices', 'emails', invoiceId],
    queryFn: ({ signal }) => callApi(emailRoutes.invoiceEmails, { params: { id: invoiceId } }, signal),
  });
}

export function useEmailInvoice(invoiceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { to: string; message: string }) =>
      callApi(emailRoutes.sendInvoice, { params: { id: invoiceId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['invoices', 'emails', invoiceId] }),
  });
}
