import { z } from 'zod';
import { defineRoute } from './route';

/** GET /health: the server is up. */
export const healthSchema = z.object({ status: z.literal('ok') });

export const healthRoutes = {
  check: defineRoute({
    method: 'GET',
    path: '/health',
    tags: ['system'],
    success: { status: 200, schema: healthSchema },
    errors: [],
  }),
} as const;
