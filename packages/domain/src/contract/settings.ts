import { settingsInputSchema, settingsSchema } from '../schemas/settings';
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
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/settings',
    tags,
    summary: "Replace the seller settings (the GSTIN's state must be the state)",
    body: settingsInputSchema,
    success: { status: 200, schema: settingsSchema },
    errors: [400, 422],
  }),
} as const;
