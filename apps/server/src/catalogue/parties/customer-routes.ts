import { customerInputSchema, customerSchema } from '@bahi/domain/schemas';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { registerPartyRoutes } from './party-routes';

/** /api/customers (list, one, add, replace, delete) and the POST /api/admin/customers lookup. */
export function registerCustomerRoutes(api: FastifyInstance, db: Db): void {
  registerPartyRoutes(api, db, {
    kind: 'customers',
    label: 'Customer',
    inputSchema: customerInputSchema,
    recordSchema: customerSchema,
  });
}
