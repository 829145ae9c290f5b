import { settingsInputSchema, settingsSchema } from '@bahi/domain/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { errorResponses } from '../http/route-schemas';
import { changeSettings, getSettings } from './settings-service';

const tags = ['Settings'];

/** The seller's details printed on every invoice: one record, read and replaced. */
export function registerSettingsRoutes(api: FastifyInstance, db: Db): void {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/settings',
    { schema: { tags, summary: 'The seller settings', response: { 200: settingsSchema } } },
    async () => getSettings(db),
  );

  app.put(
    '/settings',
    {
      schema: {
        tags,
        summary: "Replace the seller settings (the GSTIN's state must be the state)",
        body: settingsInputSchema,
        response: { 200: settingsSchema, ...errorResponses(400, 422) },
      },
    },
    async (request) => changeSettings(db, request.body),
  );
}
