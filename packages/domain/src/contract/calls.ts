import type { z } from 'zod';
import type { RouteRoles } from './roles';
import { defineRoute, type ErrorStatus, idParamsSchema, type RouteSuccess } from './route';

// The standard calls of a record or document, each declared once: a list page, one record read by
// the :id of its path, its PDF, a create, and a change of one record. Each fixes its method, its
// path parameters, the form of its answer and its usual refusals; the call gives its path, tags,
// summary, schemas and roles.

/** What every call names: where it is, its group in the API description, what it does, who may make it. */
type CallBase<P extends string, R extends RouteRoles> = {
  path: P;
  tags: readonly string[];
  summary: string;
  roles: R;
};

/** GET of a list page: the query and the page; only a bad query is refused (400). */
export function listCall<
  const P extends string,
  const R extends RouteRoles,
  Q extends z.ZodType,
  S extends z.ZodType,
>({ page, ...base }: CallBase<P, R> & { query: Q; page: S }) {
  return defineRoute({ ...base, method: 'GET', success: { status: 200, schema: page }, errors: [400] });
}

/** GET by the :id of the path: 400 for a bad id, 404 when there is no such record. */
function getById<const P extends string, const R extends RouteRoles, const S extends RouteSuccess>(
  base: CallBase<P, R>,
  success: S,
) {
  return defineRoute({ ...base, method: 'GET', params: idParamsSchema, success, errors: [400, 404] });
}

/** GET of one record by the :id of its path. */
export function readCall<const P extends string, const R extends RouteRoles, S extends z.ZodType>({
  schema,
  ...base
}: CallBase<P, R> & { schema: S }) {
  return getById(base, { status: 200, schema });
}

/** GET of one record's PDF by the :id of its path. */
export function pdfCall<const P extends string, const R extends RouteRoles>(base: CallBase<P, R>) {
  return getById(base, { status: 200, file: 'application/pdf' });
}

/** POST of a new record: the body, the record as created (201) and the refusals. */
export function createCall<
  const P extends string,
  const R extends RouteRoles,
  B extends z.ZodType,
  S extends z.ZodType,
  const E extends readonly ErrorStatus[],
>({ schema, ...call }: CallBase<P, R> & { body: B; schema: S; errors: E }) {
  return defineRoute({ ...call, method: 'POST', success: { status: 201, schema } });
}

/** A change of one record by the :id of its path (PUT, or POST for an action): the body and the record after it. */
export function changeCall<
  const M extends 'PUT' | 'POST',
  const P extends string,
  const R extends RouteRoles,
  B extends z.ZodType,
  S extends z.ZodType,
  const E extends readonly ErrorStatus[],
>({ schema, ...call }: CallBase<P, R> & { method: M; body: B; schema: S; errors: E }) {
  return defineRoute({ ...call, params: idParamsSchema, success: { status: 200, schema } });
}
