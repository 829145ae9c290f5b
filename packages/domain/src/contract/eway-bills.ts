import { z } from 'zod';
import { eDocumentSettingsInputSchema, eDocumentSettingsSchema } from '../schemas/e-document-settings';
import {
  ewayBillSchema,
  ewayCancelInputSchema,
  ewayImportInputSchema,
  ewayNumberInputSchema,
  ewayPartBInputSchema,
} from '../schemas/eway-bills';
import { dateText } from '../schemas/formats';
import { ACCESS } from './roles';
import { defineRoute, idParamsSchema } from './route';

// E-way bills of invoices, prepared in Bahi and generated on the portal from its bulk-upload
// file; the shop's e-way bill and e-invoice settings.

const tags = ['E-way bills'] as const;

/** A day's bills: the invoices dated that day. */
export const ewayDayBodySchema = z.object({ date: dateText('date must be a real date (YYYY-MM-DD)') });

const ewayImportAnswerSchema = z.object({
  recorded: z.array(z.object({ document_number: z.string(), ewb_number: z.string() })),
});

export const eDocumentSettingsRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/e-documents/settings',
    tags,
    summary:
      'E-invoicing from a date (null: off), the e-way bill limits, the shop PIN, place and dispatch place',
    success: { status: 200, schema: eDocumentSettingsSchema },
    errors: [],
    roles: ACCESS.anyone,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/e-documents/settings',
    tags,
    summary: 'Replace the e-way bill and e-invoice settings',
    body: eDocumentSettingsInputSchema,
    success: { status: 200, schema: eDocumentSettingsSchema },
    errors: [400, 409, 422],
    roles: ACCESS.accounts,
  }),
} as const;

export const ewayBillRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/invoices/:id/eway-bill',
    tags,
    summary:
      "An invoice's e-way bill: whether one is needed, the Part B saved, what the portal would refuse, and the number recorded",
    params: idParamsSchema,
    success: { status: 200, schema: ewayBillSchema },
    errors: [400, 404],
    roles: ACCESS.anyone,
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/invoices/:id/eway-bill',
    tags,
    summary:
      'Save the reason, transaction type, transporter, mode, vehicle or transport document and distance',
    params: idParamsSchema,
    body: ewayPartBInputSchema,
    success: { status: 200, schema: ewayBillSchema },
    errors: [400, 404, 409, 422],
    roles: ACCESS.billing,
  }),
  json: defineRoute({
    method: 'POST',
    path: '/invoices/:id/eway-bill/json',
    tags,
    summary:
      "The invoice's bill in the portal's bulk-generation JSON, as EWB_{number}.json; 422 naming each field the portal would refuse",
    params: idParamsSchema,
    success: { status: 200, file: 'application/json' },
    errors: [400, 404, 409, 422],
    roles: ACCESS.billing,
  }),
  dayJson: defineRoute({
    method: 'POST',
    path: '/eway-bills/json',
    tags,
    summary:
      "Every bill of a day's invoices that needs one and has none yet, in one bulk-generation JSON file; 422 naming each document's refused fields",
    body: ewayDayBodySchema,
    success: { status: 200, file: 'application/json' },
    errors: [400, 409, 422],
    roles: ACCESS.billing,
  }),
  recordNumber: defineRoute({
    method: 'POST',
    path: '/invoices/:id/eway-bill/number',
    tags,
    summary: 'Record the 12-digit number, date and valid-until the portal gave',
    params: idParamsSchema,
    body: ewayNumberInputSchema,
    success: { status: 200, schema: ewayBillSchema },
    errors: [400, 404, 409, 422],
    roles: ACCESS.billing,
  }),
  importAnswer: defineRoute({
    method: 'POST',
    path: '/eway-bills/import',
    tags,
    summary:
      "Record the numbers from the portal's JSON answer (one bill or many), matched by document number",
    body: ewayImportInputSchema,
    success: { status: 200, schema: ewayImportAnswerSchema },
    errors: [400, 409, 422],
    roles: ACCESS.billing,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/invoices/:id/eway-bill/cancel',
    tags,
    summary: 'Record the cancellation made on the portal; refused more than 24 hours after generation',
    params: idParamsSchema,
    body: ewayCancelInputSchema,
    success: { status: 200, schema: ewayBillSchema },
    errors: [400, 404, 409, 422],
    roles: ACCESS.billing,
  }),
  pdf: defineRoute({
    method: 'GET',
    path: '/invoices/:id/eway-bill/pdf',
    tags,
    summary:
      'The e-way bill print (Part A and Part B, QR code of the number), as EWB_{number}.pdf; before a number is recorded, a draft marked as not generated',
    params: idParamsSchema,
    success: { status: 200, file: 'application/pdf' },
    errors: [400, 404],
    roles: ACCESS.anyone,
  }),
} as const;
