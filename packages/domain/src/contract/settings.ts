import { settingsInputSchema, settingsSchema } from '../schemas/settings';
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
} as const;
