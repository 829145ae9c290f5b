import {
  idempotencyHeadersSchema,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type RouteReply,
  type RouteSpec,
  responseSchemas,
} from '@bahi/domain/contract';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/database';
import { createOnce } from '../idempotency/idempotent-create';
import { type RequestContext, SYSTEM_ACTOR } from './request-context';

// Each route is declared once, in the typed contract of @bahi/domain; a feature only adds its
// handler. The router turns the contract into Fastify's route (validation, OpenAPI description,
// response serialisation) and hands the handler a request context and the parsed input.

export type RouteCall<R extends RouteSpec> = {
  ctx: RequestContext;
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
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

export type ApiRouter = {
  add<R extends RouteSpec>(route: R, handler: RouteHandler<R>): void;
};

/** A router over one Fastify scope (prefix /api) that remembers which contract routes it served. */
export function createApiRouter(app: FastifyInstance, db: Db): ApiRouter & { served: Set<RouteSpec> } {
  const served = new Set<RouteSpec>();
  return {
    served,
    add(route, handler) {
      served.add(route);
      app.route({
        method: route.method,
        url: route.path,
        schema: {
          tags: [...route.tags],
          summary: route.summary,
          ...(route.params ? { params: route.params } : {}),
          ...(route.query ? { querystring: route.query } : {}),
          ...(route.body ? { body: route.body } : {}),
          ...(route.idempotent ? { headers: idempotencyHeadersSchema } : {}),
          response: responseSchemas(route),
        },
        handler: async (request, reply: FastifyReply) => {
          const ctx: RequestContext = { db, actor: SYSTEM_ACTOR, requestId: request.id };
          const call = (ctx: RequestContext) =>
            handler({
              ctx,
              params: request.params as never,
              query: request.query as never,
              body: request.body as never,
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
