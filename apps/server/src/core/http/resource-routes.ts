import type { RouteBody, RouteQuery, RouteReply, RouteSpec } from '@bahi/domain/contract';
import type { ApiRouter } from './api-router';
import type { RequestContext } from './request-context';

// Most records answer the same five calls (list, one, add, replace, delete). A feature hands its
// service functions over once; the contract's types check them against the schemas of its calls.

type ResourceRouteSet = {
  list: RouteSpec;
  get: RouteSpec;
  create: RouteSpec;
  update: RouteSpec;
  remove: RouteSpec;
};

export type ResourceService<S extends ResourceRouteSet> = {
  list(ctx: RequestContext, query: RouteQuery<S['list']>): Promise<RouteReply<S['list']>>;
  get(ctx: RequestContext, id: number): Promise<RouteReply<S['get']>>;
  create(ctx: RequestContext, body: RouteBody<S['create']>): Promise<RouteReply<S['create']>>;
  update(ctx: RequestContext, id: number, body: RouteBody<S['update']>): Promise<RouteReply<S['update']>>;
  remove(ctx: RequestContext, id: number): Promise<void>;
};

/** OneRecord guarantees the parsed :id; the generic call signature only sees RouteSpec. */
const idOf = (params: unknown): number => (params as { id: number }).id;

export function addResourceRoutes<S extends ResourceRouteSet>(
  api: ApiRouter,
  routes: S,
  service: ResourceService<S>,
): void {
  // The answers' types follow from S only at the call site, so they are passed through as is here.
  api.add(routes.list, async ({ ctx, query }) => (await service.list(ctx, query as never)) as never);
  api.add(routes.get, async ({ ctx, params }) => (await service.get(ctx, idOf(params))) as never);
  api.add(routes.create, async ({ ctx, body }) => (await service.create(ctx, body as never)) as never);
  api.add(
    routes.update,
    async ({ ctx, params, body }) => (await service.update(ctx, idOf(params), body as never)) as never,
  );
  api.add(routes.remove, async ({ ctx, params }) => {
    await service.remove(ctx, idOf(params));
    return undefined as never;
  });
}
