import type { Readable } from 'node:stream';
import {
  idempotencyHeadersSchema,
  PUBLIC,
  ROLE_LABELS,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type RouteReply,
  type RouteSpec,
  responseSchemas,
  roleMay,
  routeDescription,
} from '@bahi/domain/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { createOnce } from '../idempotency/idempotent-create';
import { answerAsBuiltCompiler } from './answer-as-built';
import { credentialsOf, isHttps, originOf } from './credentials';
import { ForbiddenError, UnauthorizedError } from './errors';
import { ANONYMOUS_ACTOR, type RequestContext } from './request-context';
import { sessionCookieHeader } from './session-cookie';
import type { Authenticated, SignIn } from './sign-in';

// Each route is declared once, in the typed contract of @bahi/domain; a feature only adds its
// handler. The router turns the contract into Fastify's route (validation, OpenAPI description,
// response serialisation) and hands the handler a request context and the parsed input. Before
// anything else (even parsing the body) it signs the request in from its session cookie or API
// token and checks the route's roles: 401 without a valid session, 403 for a role the contract
// does not name.

/** The session of the request, for the sign-in calls that start and end sessions. */
export type SessionExchange = {
  /** The id (sha256) of the session the request came with, when it came with one. */
  sessionId: string | null;
  /** Sets the session cookie on the answer (a new secret), or clears it (null). */
  setCookie(secret: string | null): void;
};

export type RouteCall<R extends RouteSpec> = {
  ctx: RequestContext;
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  session: SessionExchange;
};

/** A file answer: its bytes (or a stream of them, for a large backup) and the name the browser saves it under. */
export type FileAnswer = { file: Buffer | Readable; fileName: string; size?: number };

/** What a handler resolves to: the JSON answer, a file, or nothing for a call that always refuses. */
export type RouteAnswer<R extends RouteSpec> = R['success'] extends { file: string }
  ? FileAnswer
  : R['success'] extends { refused: true }
    ? never
    : R['success'] extends { status: 204 }
      ? void
      : RouteReply<R>;

export type RouteHandler<R extends RouteSpec> = (call: RouteCall<R>) => Promise<RouteAnswer<R>>;

/** How a route answers: `asBuilt` writes its success answer unchecked (answer-as-built.ts). */
export type RouteOptions = { answer?: 'asBuilt' };

export type ApiRouter = {
  add<R extends RouteSpec>(route: R, handler: RouteHandler<R>, options?: RouteOptions): void;
};

const signedIn = new WeakMap<FastifyRequest, Authenticated>();

/** Signs a request in, or refuses it: 401 without a valid session or token, 403 for the role. */
export async function authorize(request: FastifyRequest, route: RouteSpec, signIn: SignIn): Promise<void> {
  if (route.roles === PUBLIC) return;
  const result = await signIn(credentialsOf(request));
  if ('refusal' in result) throw new UnauthorizedError(result.refusal);
  const { role } = result.actor;
  if (role === 'system' || role === 'anonymous' || !roleMay(route.roles, role)) {
    const what = route.summary ?? `${route.method} ${route.path}`;
    throw new ForbiddenError(
      `The ${role === 'system' || role === 'anonymous' ? role : ROLE_LABELS[role]} role may not: ${what}`,
    );
  }
  signedIn.set(request, result);
}

/**
 * A router over one Fastify scope (prefix /api) that remembers which contract routes it served.
 * signIn is the auth feature's, handed in where the app is wired (app.ts); checkAnswers also
 * checks the answers written as built (tests).
 */
export function createApiRouter(
  app: FastifyInstance,
  db: Db,
  signIn: SignIn,
  checkAnswers = false,
): ApiRouter & { served: Set<RouteSpec> } {
  const served = new Set<RouteSpec>();
  const asBuilt = answerAsBuiltCompiler(checkAnswers);
  return {
    served,
    add(route, handler, options) {
      served.add(route);
      app.route({
        method: route.method,
        url: route.path,
        onRequest: (request) => authorize(request, route, signIn),
        ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
        // Fastify types a route's compiler by the whole route schema; it is handed each response
        // schema alone, as the app-wide zod compiler is.
        ...(options?.answer === 'asBuilt' ? { serializerCompiler: asBuilt as never } : {}),
        schema: {
          tags: [...route.tags],
          summary: route.summary,
          description: routeDescription(route),
          ...(route.params ? { params: route.params } : {}),
          ...(route.query ? { querystring: route.query } : {}),
          ...(route.body ? { body: route.body } : {}),
          ...(route.idempotent ? { headers: idempotencyHeadersSchema } : {}),
          response: responseSchemas(route),
        },
        handler: async (request, reply: FastifyReply) => {
          const auth = signedIn.get(request);
          const ctx: RequestContext = {
            db,
            actor: auth?.actor ?? ANONYMOUS_ACTOR,
            requestId: request.id,
            from: originOf(request),
          };
          const session: SessionExchange = {
            sessionId: auth?.sessionId ?? null,
            setCookie: (secret) => reply.header('set-cookie', sessionCookieHeader(secret, isHttps(request))),
          };
          const call = (ctx: RequestContext) =>
            handler({
              ctx,
              params: request.params as never,
              query: request.query as never,
              body: request.body as never,
              session,
            });
          const success = route.success;
          const key = route.idempotent ? request.headers['idempotency-key'] : undefined;
          if (typeof key === 'string' && 'schema' in success) {
            // Sent with an Idempotency-Key: the create runs at most once (idempotency/).
            const once = await createOnce(
              ctx,
              {
                key,
                route: `${route.method} ${route.path}`,
                path: request.url.split('?')[0] ?? '',
                body: request.body,
              },
              success.status,
              call,
            );
            if (once.replayed) reply.header('idempotent-replayed', 'true');
            return reply.status(once.status).send(once.body);
          }
          const answer = await call(ctx);
          if ('refused' in success) throw new Error(`${route.method} ${route.path} must refuse, not answer`);
          if ('file' in success) {
            const { file, fileName, size } = answer as FileAnswer;
            if (size !== undefined) reply.header('content-length', size);
            return reply
              .type(success.file)
              .header('content-disposition', `attachment; filename="${fileName}"`)
              .send(file);
          }
          if (success.status === 204) return reply.status(204).send();
          return reply.status(success.status).send(answer);
        },
      });
    },
  };
}
