import { z } from 'zod';
import {
  emailSettingsInputSchema,
  emailSettingsSchema,
  invoiceEmailInputSchema,
  invoiceEmailSchema,
} from '../schemas/email';
import { readCall } from './calls';
import { ACCESS } from './roles';
import { defineRoute, idParamsSchema } from './route';

// E-mail: the shop's mail server (owner) and invoices sent from it with their PDF attached.

const tags = ['E-mail'] as const;

export const emailRoutes = {
  settings: defineRoute({
    method: 'GET',
    path: '/settings/email',
    tags,
    summary: "The shop's mail server (SMTP); the password is never answered back",
    success: { status: 200, schema: emailSettingsSchema },
    errors: [],
    roles: ACCESS.owner,
  }),
  updateSettings: defineRoute({
    method: 'PUT',
    path: '/settings/email',
    tags,
    summary: "Set the shop's mail server (SMTP); a blank password keeps the saved one",
    body: emailSettingsInputSchema,
    success: { status: 200, schema: emailSettingsSchema },
    errors: [400, 409, 422],
    roles: ACCESS.owner,
  }),
  sendInvoice: defineRoute({
    method: 'POST',
    path: '/invoices/:id/email',
    tags,
    summary:
      "E-mail an invoice with its PDF attached through the shop's mail server; the sending is recorded on the invoice",
    params: idParamsSchema,
    body: invoiceEmailInputSchema,
    success: { status: 201, schema: invoiceEmailSchema },
    errors: [400, 404, 409, 422, 502],
    roles: ACCESS.billing,
  }),
  invoiceEmails: readCall({
    path: '/invoices/:id/emails',
    tags,
    summary: 'When an invoice was e-mailed, to whom and by whom, newest first',
    schema: z.object({ data: z.array(invoiceEmailSchema) }),
    roles: ACCESS.anyone,
  }),
} as const;
