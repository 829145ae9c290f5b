import {
  eInvoiceSchema,
  irnCancelInputSchema,
  irpImportAnswerSchema,
  irpImportInputSchema,
} from '../schemas/e-invoices';
import { ewayDayBodySchema } from './eway-bills';
import { ACCESS } from './roles';
import { defineRoute, idParamsSchema } from './route';

// E-invoices of B2B invoices: the INV-01 JSON for the IRP's bulk upload, the IRP's answer read
// back (IRN, acknowledgement, signed QR code), and the IRN's cancellation.

const tags = ['E-invoices'] as const;

export const eInvoiceRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/invoices/:id/e-invoice',
    tags,
    summary:
      "An invoice's e-invoice: whether it goes to the IRP, what the IRP would refuse, and the IRN recorded",
    params: idParamsSchema,
    success: { status: 200, schema: eInvoiceSchema },
    errors: [400, 404],
    roles: ACCESS.anyone,
  }),
  json: defineRoute({
    method: 'POST',
    path: '/invoices/:id/e-invoice/json',
    tags,
    summary:
      "The invoice in the IRP's INV-01 (1.1) JSON, as EINV_{number}.json; 422 naming each field the IRP would refuse",
    params: idParamsSchema,
    success: { status: 200, file: 'application/json' },
    errors: [400, 404, 409, 422],
    roles: ACCESS.billing,
  }),
  dayJson: defineRoute({
    method: 'POST',
    path: '/e-invoices/json',
    tags,
    summary:
      "Every B2B invoice of a day without an IRN, as one INV-01 JSON list; 422 naming each document's refused fields",
    body: ewayDayBodySchema,
    success: { status: 200, file: 'application/json' },
    errors: [400, 409, 422],
    roles: ACCESS.billing,
  }),
  importAnswer: defineRoute({
    method: 'POST',
    path: '/e-invoices/import',
    tags,
    summary:
      "Record the IRP's answer (one document or many): Irn, AckNo, AckDt, SignedQRCode and the e-way bill when present",
    body: irpImportInputSchema,
    success: { status: 200, schema: irpImportAnswerSchema },
    errors: [400, 409, 422],
    roles: ACCESS.billing,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/invoices/:id/e-invoice/cancel',
    tags,
    summary:
      "Record the IRN's cancellation made on the IRP; refused more than 24 hours after acknowledgement",
    params: idParamsSchema,
    body: irnCancelInputSchema,
    success: { status: 200, schema: eInvoiceSchema },
    errors: [400, 404, 409, 422],
    roles: ACCESS.billing,
  }),
} as const;
