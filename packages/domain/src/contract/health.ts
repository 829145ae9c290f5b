import { z } from 'zod';
import { PUBLIC } from './roles';
import { defineRoute } from './route';

/** GET /health: the server is up and its database can be read and written (503 otherwise). */
export const healthSchema = z.object({ status: z.literal('ok') });

export const healthRoutes = {
  check: defineRoute({
    method: 'GET',
    path: '/health',
    tags: ['system'],
    success: { status: 200, schema: healthSchema },
    errors: [503],
    roles: PUBLIC,
  }),
} as const;
