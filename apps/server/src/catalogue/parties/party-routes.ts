import {
  listQuerySchema,
  listResponseSchema,
  partyListRowSchema,
  type partySchema,
} from '@bahi/domain/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { errorResponses, idParamsSchema, noContentSchema } from '../../http/route-schemas';
import type { PartyKind } from './party-repository';
import { changeParty, createParty, getParty, listParties, lookupParties, removeParty } from './party-service';

// Customers and suppliers answer the same five calls; customer-routes.ts and supplier-routes.ts
// give each its path, body schema and words.

type PartyInputSchema = z.ZodType<{
  name: string;
  email: string | null;
  phone: string | null;
  gstin: string | null;
  address: string | null;
  state_code: string | null;
}>;

export type PartyRoutesOptions = {
  kind: PartyKind;
  /** 'Customer' */
  label: string;
  inputSchema: PartyInputSchema;
  recordSchema: typeof partySchema;
};

export function registerPartyRoutes(api: FastifyInstance, db: Db, options: PartyRoutesOptions): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { kind, label, inputSchema, recordSchema } = options;
  const path = `/${kind}`;
  const tags = [`${label}s`];

  app.get(
    path,
    {
      schema: {
        tags,
        summary: `List ${kind}, newest first (search: name, GSTIN or phone contains), each with its outstanding balance`,
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(partyListRowSchema), ...errorResponses(400) },
      },
    },
    async (request) => listParties(db, kind, request.query),
  );

  app.get(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: `One ${label.toLowerCase()}`,
        params: idParamsSchema,
        response: { 200: recordSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getParty(db, kind, request.params.id),
  );

  app.post(
    path,
    {
      schema: {
        tags,
        summary: `Add a ${label.toLowerCase()}; a GSTIN without a state sets the state`,
        body: inputSchema,
        response: { 201: recordSchema, ...errorResponses(400, 422) },
      },
    },
    async (request, reply) => reply.status(201).send(await createParty(db, kind, request.body)),
  );

  app.put(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: `Replace a ${label.toLowerCase()} (fields left out become empty)`,
        params: idParamsSchema,
        body: inputSchema,
        response: { 200: recordSchema, ...errorResponses(400, 404, 422) },
      },
    },
    async (request) => changeParty(db, kind, request.params.id, request.body),
  );

  app.delete(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: `Delete a ${label.toLowerCase()} nothing refers to`,
        params: idParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await removeParty(db, kind, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `/admin/${kind}`,
    {
      schema: {
        tags: ['Admin lookups'],
        summary: `Every ${label.toLowerCase()}, by name, for pickers`,
        response: { 200: z.object({ data: z.array(recordSchema) }), ...errorResponses(400) },
      },
    },
    async () => lookupParties(db, kind),
  );
}
