import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { requireSignIn } from './docs-access';
import type { SignIn } from './sign-in';

// The OpenAPI description of the API, generated from the contract's zod schemas as each route is
// registered (api-router.ts hands Fastify the contract's params, query, body and responses), so
// the description and the server's validation are one source. Served signed-in only, as JSON at
// /api/openapi.json and browsable at /api/docs. openapi.test.ts compares it with real answers.

export const OPENAPI_JSON_URL = '/api/openapi.json';

export async function registerOpenApi(app: FastifyInstance, signIn: SignIn): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Bahi API', description: 'GST billing and back office', version: '0.1.0' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiHooks: { onRequest: requireSignIn(signIn, 'page') },
  });
  app.get(OPENAPI_JSON_URL, { schema: { hide: true }, onRequest: requireSignIn(signIn, 'json') }, async () =>
    app.swagger(),
  );
}
