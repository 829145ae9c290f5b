import type { z } from 'zod';
import { listQuerySchema } from '../schemas/list-query';
import { changeCall, createCall, listCall, readCall } from './calls';
import type { RouteRoles } from './roles';
import { defineRoute, type ErrorStatus, idParamsSchema } from './route';

// The REST shape most records share: a list page at /things, and one record at /things/:id read,
// replaced and deleted; POST /things adds one. Each resource gives its own words and schemas.

export type ResourceSummaries = {
  list: string;
  get: string;
  create: string;
  update: string;
  remove: string;
};

/** Who may read the records, add one, and change or delete one (rows of ACCESS). */
export type ResourceRoles = { read: RouteRoles; create: RouteRoles; change: RouteRoles };

export type ResourceOptions<
  P extends string,
  T extends string,
  L extends z.ZodType,
  S extends z.ZodType,
  I extends z.ZodType,
  E extends readonly ErrorStatus[],
> = {
  /** '/categories' */
  path: P;
  tag: T;
  /** The list page's answer, e.g. listResponseSchema(categorySchema). */
  list: L;
  /** One record, as GET, POST and PUT answer it. */
  record: S;
  /** What POST and PUT take. */
  input: I;
  /** The refusals of DELETE: [400, 404, 409] when other records may refer to this one. */
  removeErrors: E;
  summaries: ResourceSummaries;
  /** POST takes an Idempotency-Key (a document or a payment, which a retry must not repeat). */
  idempotentCreate?: boolean;
  roles: ResourceRoles;
};

export function resourceRoutes<
  const P extends string,
  const T extends string,
  L extends z.ZodType,
  S extends z.ZodType,
  I extends z.ZodType,
  const E extends readonly ErrorStatus[],
>(options: ResourceOptions<P, T, L, S, I, E>) {
  const { path, tag, list, record, input, removeErrors, summaries, roles, idempotentCreate } = options;
  const tags = [tag] as const;
  const one = `${path}/:id` as const;
  const create = createCall({
    path,
    tags,
    summary: summaries.create,
    body: input,
    schema: record,
    errors: [400, 422],
    roles: roles.create,
  });
  return {
    list: listCall({
      path,
      tags,
      summary: summaries.list,
      query: listQuerySchema,
      page: list,
      roles: roles.read,
    }),
    get: readCall({ path: one, tags, summary: summaries.get, schema: record, roles: roles.read }),
    create: idempotentCreate ? { ...create, idempotent: true as const } : create,
    update: changeCall({
      method: 'PUT',
      path: one,
      tags,
      summary: summaries.update,
      body: input,
      schema: record,
      // 409: the record was changed meanwhile (its version moved on), or a unique value is taken.
      errors: [400, 404, 409, 422],
      roles: roles.change,
    }),
    remove: defineRoute({
      method: 'DELETE',
      path: one,
      tags,
      summary: summaries.remove,
      params: idParamsSchema,
      success: { status: 204 },
      errors: removeErrors,
      roles: roles.change,
    }),
  } as const;
}
