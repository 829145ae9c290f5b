import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerApiRoutes } from './api-routes';
import type { BackupConfig } from './backups/backup-config';
import type { Db } from './db/database';
import { registerErrorHandler } from './http/error-handler';
import { answerFrameworkError, registerStrictText } from './http/strict-text';
import { registerWebApp } from './web-app';

export type AppOptions = {
  db: Db;
  /** Folder of the built web app; when given, the server serves it with SPA fallback. */
  webDistDir?: string;
  logger?: boolean;
  /** Where backups go and what they copy; without it Settings > Backups refuses to back up. */
  backups?: BackupConfig;
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: 'info' } : false,
    // Money and quantities arrive as JSON; 1 MB holds an invoice of thousands of lines.
    bodyLimit: 1_048_576,
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerStrictText(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Bahi API', description: 'GST billing and back office', version: '0.1.0' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(async (api) => registerApiRoutes(api, options.db, options.backups), { prefix: '/api' });

  if (options.webDistDir) await registerWebApp(app, options.webDistDir);
  return app;
}
