import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerApiRoutes } from './api-routes';
import { authenticate } from './auth/authenticate';
import type { SetupGate } from './auth/first-owner';
import type { BackupConfig } from './backups/backup-config';
import type { Db } from './core/db/database';
import { registerJsonCompression } from './core/http/compress-json';
import { registerDurableAnswers } from './core/http/durable-answers';
import { registerErrorHandler } from './core/http/error-handler';
import { registerNotFound } from './core/http/not-found';
import { registerOpenApi } from './core/http/openapi';
import { defaultAllowedHosts, registerRequestGuards } from './core/http/request-guards';
import { DEFAULT_TIMEOUTS, type ServerTimeouts, timeoutOptions } from './core/http/server-timeouts';
import type { SignIn } from './core/http/sign-in';
import { answerFrameworkError, registerStrictText } from './core/http/strict-text';
import { registerWebApp } from './web-app';

export type AppOptions = {
  db: Db;
  /** Folder of the built web app; when given, the server serves it with SPA fallback. */
  webDistDir?: string;
  logger?: boolean;
  /** Host names the server answers to (BAHI_ALLOWED_HOSTS); default localhost's names. */
  allowedHosts?: readonly string[];
  /** The one-time setup token main.ts printed, while no user exists. */
  setupGate?: SetupGate;
  /** Where backups go and what they copy; without it Settings > Backups refuses to back up. */
  backups?: BackupConfig;
  /** How long clients may take (BAHI_*_TIMEOUT); the defaults otherwise. */
  timeouts?: ServerTimeouts;
  /**
   * The HTTPS proxies in front (BAHI_TRUST_PROXY): their X-Forwarded-Proto marks the session
   * cookie Secure, and X-Forwarded-For is the address the edit log and the sign-in lock-out see.
   */
  trustProxy?: string | false;
  /** Also check the answers some reads write as built (core/http/answer-as-built.ts): tests do. */
  checkAnswers?: boolean;
};

export type RegisteredRoute = { method: string; url: string };

const registeredRoutes = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every route the app registered (methods and URLs), for tests that walk them all. */
export function routesOf(app: FastifyInstance): readonly RegisteredRoute[] {
  return registeredRoutes.get(app) ?? [];
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: 'info' } : false,
    // Money and quantities arrive as JSON; 1 MB holds an invoice of thousands of lines.
    bodyLimit: 1_048_576,
    frameworkErrors: answerFrameworkError,
    trustProxy: options.trustProxy ?? false,
    ...timeoutOptions(options.timeouts ?? DEFAULT_TIMEOUTS),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestGuards(app, options.allowedHosts ?? defaultAllowedHosts('127.0.0.1'));
  const routes: RegisteredRoute[] = [];
  registeredRoutes.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  registerNotFound(app, () => routes);
  registerStrictText(app);
  registerJsonCompression(app);
  registerDurableAnswers(app, options.db);

  // The composition root: core's router and API docs sign requests in with the auth feature's check.
  const signIn: SignIn = (credentials) => authenticate(options.db, credentials);
  await registerOpenApi(app, signIn);

  const auth = { setupGate: options.setupGate ?? { token: null } };
  await app.register(
    async (api) =>
      registerApiRoutes(api, options.db, signIn, auth, options.backups, options.checkAnswers ?? false),
    {
      prefix: '/api',
    },
  );

  if (options.webDistDir) await registerWebApp(app, options.webDistDir);
  return app;
}
