import { emailRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import { emailInvoice, listInvoiceEmails } from './invoice-email-service';

/** Sending an invoice's PDF by e-mail, and the list of what was sent. */
export function registerInvoiceEmailRoutes(api: ApiRouter): void {
  api.add(emailRoutes.sendInvoice, ({ ctx, params, body }) => emailInvoice(ctx, params.id, body));
  api.add(emailRoutes.invoiceEmails, ({ ctx, params }) => listInvoiceEmails(ctx, params.id));
}
