import {
  fillPath,
  type RouteArgs,
  type RouteArgsOptional,
  type RouteResult,
  type RouteSpec,
} from '@bahi/domain/contract';
import { ApiError, toApiError } from './api-error';

// One small fetch client for the whole app: JSON in, JSON out, and an ApiError for anything
// that is not a 2xx so screens can show the server's words on the right fields. Screens call
// the routes of the API contract (@bahi/domain/contract), which type what each call sends and
// answers.

type Method = RouteSpec['method'];

// A 401 from any call means the session has ended: the app sends the user to sign in and back
// (app/session). Calls that are public (sign-in, setup) answer 401 for wrong passwords instead.
let onUnauthorized: (() => void) | null = null;

export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}
export type QueryParams = Record<string, unknown>;

/** '/api/{path}?{query}', leaving out parameters that are undefined, null or empty. */
export function buildUrl(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return `/api/${path.replace(/^\//, '')}${query ? `?${query}` : ''}`;
}

export async function requestJson<T>(
  method: Method,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
  idempotencyKey?: string,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'The server could not be reached');
  }
  const text = await response.text();
  const parsed = parseJson(text);
  if (response.status === 401 && !isPublicUrl(url)) onUnauthorized?.();
  if (!response.ok) throw toApiError(response.status, parsed);
  return parsed as T;
}

/**
 * Fetches a file as a Blob (GET, or a POST that makes it from a body); a failure throws the same
 * ApiError the JSON calls throw.
 */
export async function requestFile(
  url: string,
  signal?: AbortSignal,
  post?: { method: Method; body: unknown },
): Promise<Blob> {
  let response: Response;
  try {
    const init: RequestInit = post
      ? {
          method: post.method,
          headers: post.body === undefined ? {} : { 'content-type': 'application/json' },
          body: post.body === undefined ? undefined : JSON.stringify(post.body),
        }
      : {};
    response = await fetch(url, signal ? { ...init, signal } : init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'The server could not be reached');
  }
  if (response.ok) return response.blob();
  if (response.status === 401) onUnauthorized?.();
  throw toApiError(response.status, parseJson(await response.text()));
}

const PUBLIC_URLS = ['/api/auth/login', '/api/auth/setup'];

function isPublicUrl(url: string): boolean {
  return PUBLIC_URLS.some((publicUrl) => url === publicUrl || url.startsWith(`${publicUrl}?`));
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * An idempotent create (POST of an invoice, purchase, voucher or expense) may carry the form's
 * Idempotency-Key (api/idempotency-key.ts): sent again after a dropped connection or a double
 * click, it answers the first save instead of saving twice.
 */
type KeyArg<R extends RouteSpec> = R extends { idempotent: true } ? { idempotencyKey?: string } : unknown;

/** A call's arguments, left out altogether when the route needs none. */
export type CallArgs<R extends RouteSpec> =
  RouteArgsOptional<R> extends true
    ? [args?: RouteArgs<R> & KeyArg<R>, signal?: AbortSignal]
    : [args: RouteArgs<R> & KeyArg<R>, signal?: AbortSignal];

/** Arguments as generic code holds them, before a route's types are known. */
export type LooseArgs = { params?: unknown; query?: unknown; body?: unknown; idempotencyKey?: string };

/** The address of a route with its path and query parameters: for links and file downloads. */
export function routeUrl<R extends RouteSpec>(
  route: R,
  ...[args]: RouteArgsOptional<R> extends true
    ? [args?: Pick<RouteArgs<R>, 'params' | 'query'>]
    : [args: Pick<RouteArgs<R>, 'params' | 'query'>]
): string {
  return looseRouteUrl(route, args);
}

function looseRouteUrl(route: RouteSpec, args: LooseArgs | undefined): string {
  const path = fillPath(route.path, args?.params as Record<string, unknown> | undefined);
  return buildUrl(path, (args?.query ?? {}) as QueryParams);
}

/**
 * Calls a route of the contract: its params fill the path, its query goes in the URL and its body
 * is sent as JSON. Answers the parsed JSON, nothing for 204, or the file as a Blob.
 */
export function callApi<R extends RouteSpec>(
  route: R,
  ...[args, signal]: CallArgs<R>
): Promise<RouteResult<R>> {
  return callRoute(route, args, signal) as Promise<RouteResult<R>>;
}

/**
 * callApi for generic code (one hook serving every resource), whose route type is a parameter.
 * Its callers type their own arguments from the route; prefer callApi everywhere else.
 */
export function callRoute(
  route: RouteSpec,
  args: LooseArgs | undefined,
  signal?: AbortSignal,
): Promise<unknown> {
  const url = looseRouteUrl(route, args);
  if ('file' in route.success) {
    return requestFile(
      url,
      signal,
      route.method === 'GET' ? undefined : { method: route.method, body: args?.body },
    );
  }
  return requestJson(route.method, url, args?.body, signal, args?.idempotencyKey);
}
