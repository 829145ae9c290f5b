import { emailRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import { changeEmailSettings, getEmailSettings } from './email-settings-service';
import { emailInvoice, listInvoiceEmails } from './invoice-email-service';

export function registerEmailRoutes(api: ApiRouter): void {
  api.add(emailRoutes.settings, ({ ctx }) => getEmailSettings(ctx));
  api.add(emailRoutes.updateSettings, ({ ctx, body }) => changeEmailSettings(ctx, body));
  api.add(emailRoutes.sendInvoice, ({ ctx, params, body }) => emailInvoice(ctx, params.id, body));
  api.add(emailRoutes.invoiceEmails, ({ ctx, params }) => listInvoiceEmails(ctx, params.id));
}
