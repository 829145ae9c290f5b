import { gstRegistrationsSchema, settingsInputSchema, settingsSchema } from '../schemas/settings';
import {
  settingsImageInputSchema,
  settingsImageParamsSchema,
  settingsImagesSchema,
} from '../schemas/settings-images';
import { ACCESS } from './roles';
import { defineRoute } from './route';

// The seller's details printed on every invoice: one record, read and replaced.

const tags = ['Settings'] as const;

export const settingsRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/settings',
    tags,
    summary: 'The seller settings',
    success: { status: 200, schema: settingsSchema },
    errors: [],
    roles: ACCESS.anyone,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/settings',
    tags,
    summary: "Replace the seller settings (the GSTIN's state must be the state)",
    body: settingsInputSchema,
    success: { status: 200, schema: settingsSchema },
    errors: [400, 422],
    roles: ACCESS.owner,
  }),
  gstRegistrations: defineRoute({
    method: 'GET',
    path: '/settings/gst-registrations',
    tags,
    summary:
      "The shop's GST registration over time: the GSTIN held from each date (null while not registered), oldest first; returns are filed under the one held in their period",
    success: { status: 200, schema: gstRegistrationsSchema },
    errors: [],
    roles: ACCESS.anyone,
  }),
  startDemo: defineRoute({
    method: 'POST',
    path: '/settings/demo',
    tags,
    summary: 'Explore with sample data: fill a demo shop (only before setup; DEMO on every PDF)',
    success: { status: 200, schema: settingsSchema },
    errors: [409],
    roles: ACCESS.owner,
  }),
  wipeDemo: defineRoute({
    method: 'DELETE',
    path: '/settings/demo',
    tags,
    summary: 'Wipe the demo shop: every record goes and the next screen is first-run setup',
    success: { status: 200, schema: settingsSchema },
    errors: [409],
    roles: ACCESS.owner,
  }),
  images: defineRoute({
    method: 'GET',
    path: '/settings/images',
    tags,
    summary: "The shop's logo and signature printed on invoices (data: URLs), each null until uploaded",
    success: { status: 200, schema: settingsImagesSchema },
    errors: [],
    roles: ACCESS.anyone,
  }),
  putImage: defineRoute({
    method: 'PUT',
    path: '/settings/images/:kind',
    tags,
    summary: 'Upload the logo or the signature: a PNG or JPEG of at most 500 kB, replacing the one before',
    params: settingsImageParamsSchema,
    body: settingsImageInputSchema,
    success: { status: 200, schema: settingsImagesSchema },
    errors: [400, 422],
    roles: ACCESS.owner,
  }),
  removeImage: defineRoute({
    method: 'DELETE',
    path: '/settings/images/:kind',
    tags,
    summary: 'Remove the logo or the signature: invoices print without it',
    params: settingsImageParamsSchema,
    success: { status: 200, schema: settingsImagesSchema },
    errors: [400],
    roles: ACCESS.owner,
  }),
} as const;
