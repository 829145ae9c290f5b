import { z } from 'zod';
import { eDocumentSettingsInputSchema, eDocumentSettingsSchema } from '../schemas/e-document-settings';
import {
  ewayBillSchema,
  ewayCancelInputSchema,
  ewayImportInputSchema,
  ewayNumberInputSchema,
  ewayPartBInputSchema,
} from '../schemas/eway-bills';
import { changeCall, pdfCall } from './calls';
import { eDocumentCalls, oneDocumentECalls } from './e-document-calls';
import { ACCESS } from './roles';
import { defineRoute } from './route';

export { ewayDayBodySchema } from './e-document-calls';

// E-way bills of invoices and purchase returns, prepared in Bahi and generated on the portal from
// its bulk-upload file; the shop's e-way bill and e-invoice settings.

const tags = ['E-way bills'] as const;

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

/** The calls an e-way bill shares with an e-invoice; ewayBillRoutes lists them in its own order. */
const ewayBillDocumentCalls = eDocumentCalls({
  segment: 'eway-bill',
  tags,
  summaries: {
    get: "An invoice's e-way bill: whether one is needed, the Part B saved, what the portal would refuse, and the number recorded",
    json: "The invoice's bill in the portal's bulk-generation JSON, as EWB_{number}.json; 422 naming each field the portal would refuse",
    dayJson:
      "Every bill of a day's invoices and purchase returns that needs one and has none yet, in one bulk-generation JSON file; 422 naming each document's refused fields",
    importAnswer:
      "Record the numbers from the portal's answer (one bill or many), its JSON or its bulk-generation Excel file, matched to invoices and purchase returns by document number (and document type when given); 422 naming the entry, or the row and column",
    cancel: 'Record the cancellation made on the portal; refused more than 24 hours after generation',
  },
  document: ewayBillSchema,
  importInput: ewayImportInputSchema,
  importAnswer: ewayImportAnswerSchema,
  cancelInput: ewayCancelInputSchema,
});

export const ewayBillRoutes = {
  get: ewayBillDocumentCalls.get,
  save: changeCall({
    method: 'PUT',
    path: '/invoices/:id/eway-bill',
    tags,
    summary:
      'Save the reason, transaction type, transporter, mode, vehicle or transport document and distance',
    body: ewayPartBInputSchema,
    schema: ewayBillSchema,
    errors: [400, 404, 409, 422],
    roles: ACCESS.billing,
  }),
  json: ewayBillDocumentCalls.json,
  dayJson: ewayBillDocumentCalls.dayJson,
  recordNumber: changeCall({
    method: 'POST',
    path: '/invoices/:id/eway-bill/number',
    tags,
    summary: 'Record the 12-digit number, date and valid-until the portal gave',
    body: ewayNumberInputSchema,
    schema: ewayBillSchema,
    errors: [400, 404, 409, 422],
    roles: ACCESS.billing,
  }),
  importAnswer: ewayBillDocumentCalls.importAnswer,
  cancel: ewayBillDocumentCalls.cancel,
  pdf: pdfCall({
    path: '/invoices/:id/eway-bill/pdf',
    tags,
    summary:
      'The e-way bill print (Part A and Part B, QR code of the number), as EWB_{number}.pdf; before a number is recorded, a draft marked as not generated',
    roles: ACCESS.anyone,
  }),
} as const;

/** A purchase return's e-way bill: goods going back to the supplier, the same calls as an invoice's. */
const purchaseReturnEwayCalls = oneDocumentECalls({
  one: '/purchase-returns/:id/eway-bill',
  tags,
  summaries: {
    get: "A purchase return's e-way bill (outward, reason Others: Purchase Return): whether one is needed, the Part B saved, what the portal would refuse, and the number recorded",
    json: "The purchase return's bill in the portal's bulk-generation JSON, as EWB_{number}.json; 422 naming each field the portal would refuse",
    cancel: 'Record the cancellation made on the portal; refused more than 24 hours after generation',
  },
  document: ewayBillSchema,
  cancelInput: ewayCancelInputSchema,
});

export const purchaseReturnEwayBillRoutes = {
  get: purchaseReturnEwayCalls.get,
  save: changeCall({
    method: 'PUT',
    path: '/purchase-returns/:id/eway-bill',
    tags,
    summary:
      "Save the purchase return's reason, transaction type, transporter, mode, vehicle or transport document and distance",
    body: ewayPartBInputSchema,
    schema: ewayBillSchema,
    errors: [400, 404, 409, 422],
    roles: ACCESS.billing,
  }),
  json: purchaseReturnEwayCalls.json,
  recordNumber: changeCall({
    method: 'POST',
    path: '/purchase-returns/:id/eway-bill/number',
    tags,
    summary:
      "Record the 12-digit number, date and valid-until the portal gave for the purchase return's bill",
    body: ewayNumberInputSchema,
    schema: ewayBillSchema,
    errors: [400, 404, 409, 422],
    roles: ACCESS.billing,
  }),
  cancel: purchaseReturnEwayCalls.cancel,
  pdf: pdfCall({
    path: '/purchase-returns/:id/eway-bill/pdf',
    tags,
    summary:
      "The purchase return's e-way bill print, as EWB_{number}.pdf; a draft before a number is recorded",
    roles: ACCESS.anyone,
  }),
} as const;
