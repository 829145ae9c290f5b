import { supplierInputSchema, supplierSchema } from '@bahi/domain/schemas';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { registerPartyRoutes } from './party-routes';

/** /api/suppliers (list, one, add, replace, delete) and the POST /api/admin/suppliers lookup. */
export function registerSupplierRoutes(api: FastifyInstance, db: Db): void {
  registerPartyRoutes(api, db, {
    kind: 'suppliers',
    label: 'Supplier',
    inputSchema: supplierInputSchema,
    recordSchema: supplierSchema,
  });
}
